// The commands of a shell code block of the record, as argv lists: what an `<Action kind="command" argv={…} />`
// skeleton takes. Lines joined at a trailing backslash, chains split at `&&` and `;`, `sudo` read as "run as
// root", comments and blank lines dropped. Quotes are honoured; anything a shell would expand is kept as written.

export interface RecordCommand {
  /** The command and its arguments, quotes removed. */
  readonly argv: readonly string[];
  /** The command was written with `sudo`. */
  readonly root: boolean;
  /** The command as the block wrote it (one logical line, or one link of a chain). */
  readonly raw: string;
  /** Line of the record where it starts. */
  readonly line: number;
}

/** Words of one command line, split the way a POSIX shell splits them; `&&` and `;` outside quotes end a command. */
function shellCommands(line: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && index + 1 < line.length) word += line[++index];
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && index + 1 < line.length) {
      word += line[++index];
      inWord = true;
    } else if (/\s/.test(char)) endWord();
    else if (char === ';') endCommand();
    else if (char === '&' && line[index + 1] === '&') {
      endCommand();
      index += 1;
    } else if (char === '#' && !inWord) break;
    else {
      word += char;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}

/** The commands of a code block whose first line is `firstLine` of the record. */
export function commandsOf(code: string, firstLine: number): RecordCommand[] {
  const commands: RecordCommand[] = [];
  const lines = code.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const start = index;
    let logical = lines[index].replace(/^\s*\$\s+/, '');
    while (/\\\s*$/.test(logical) && index + 1 < lines.length) {
      index += 1;
      logical = `${logical.replace(/\\\s*$/, '')} ${lines[index].trim()}`;
    }
    if (!logical.trim() || logical.trim().startsWith('#')) continue;
    for (const words of shellCommands(logical)) {
      const root = words[0] === 'sudo';
      const argv = root ? words.slice(1) : words;
      if (argv.length > 0) commands.push({argv, root, raw: logical.trim(), line: firstLine + start});
    }
  }
  return commands;
}
