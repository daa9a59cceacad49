// A systemd unit of nym-node read for what the doctor checks: the command of ExecStart= and the variables of
// Environment= lines. Lines ending in a backslash continue on the next one, as systemd reads them.
import {splitCommandLine} from '../../rules/commandLine';

/** What a service file gives nym-node. */
export interface ServiceFile {
  /** The words of the last ExecStart= line, its prefixes (`-`, `@`, `+`, `!`, `:`) removed; undefined without one. */
  command?: string;
  /** Each variable of the Environment= lines, in order. */
  environment: {name: string; value: string; line: number}[];
  /** Files named by EnvironmentFile=, which the doctor cannot read. */
  environmentFiles: string[];
  /** Lines the doctor could not read, with why. */
  problems: {line: number; reason: string}[];
}

/** Reads a unit file's text. */
export function readServiceFile(text: string): ServiceFile {
  const service: ServiceFile = {environment: [], environmentFiles: [], problems: []};
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const number = index + 1;
    let line = lines[index].trim();
    while (line.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      line = `${line.slice(0, -1).trimEnd()} ${lines[index].trim()}`;
    }
    if (line === '' || line.startsWith('#') || line.startsWith(';') || line.startsWith('[')) continue;
    const match = /^([A-Za-z]+)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, value = ''] = match;
    if (key === 'ExecStart') {
      if (value.trim() !== '') service.command = value.replace(/^[-@+!:]+/, '').trim();
    } else if (key === 'EnvironmentFile') {
      service.environmentFiles.push(value.replace(/^-/, '').trim());
    } else if (key === 'Environment') {
      const words = splitCommandLine(value);
      if (!words.ok) {
        service.problems.push({line: number, reason: words.errors[0]?.message ?? 'unreadable Environment= line'});
        continue;
      }
      for (const word of words.value) {
        const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(word);
        if (assignment) service.environment.push({name: assignment[1], value: assignment[2] ?? '', line: number});
        else service.problems.push({line: number, reason: `"${word}" is not NAME=value`});
      }
    }
  }
  return service;
}
