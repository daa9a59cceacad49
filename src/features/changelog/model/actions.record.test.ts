import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReleases} from './load';
import {ACTION_KIND_NAMES} from './actionVocabulary';

/**
 * The typed "what to do" actions against the release files that carry them:
 * every bullet is typed, and each fact an action carries (a version, a port,
 * a command's words, a setting's key) is one its release states, so typing
 * the bullets neither lost a fact nor made one up.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const RELEASES = loadReleases(path.join(ROOT, 'releases'));
/** A release file without its <Action …/> elements: what it says in words. */
const words = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').replace(/<Action\b[^>]*\/>/g, '');

describe('the typed "what to do" actions of the release files', () => {
  it('type every bullet of every block, and report how many of each kind', () => {
    const counts = Object.fromEntries(ACTION_KIND_NAMES.map((kind) => [kind, 0]));
    let bullets = 0;
    for (const release of RELEASES) {
      const block = /<OperatorActions[^>]*>([\s\S]*?)<\/OperatorActions>/.exec(
        readFileSync(path.join(ROOT, release.file), 'utf8'),
      )![1];
      const listed = block.split('\n').filter((line) => line.startsWith('- '));
      expect(
        listed.filter((line) => !line.startsWith('- <Action ')),
        release.file,
      ).toEqual([]);
      expect(new Set(release.operatorActions.map((action) => action.text)).size, release.file).toBe(listed.length);
      bullets += listed.length;
      for (const action of release.operatorActions) counts[action.kind] += 1;
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`"what to do": ${bullets} bullets, ${total} actions: ${JSON.stringify(counts)}`);
    expect(bullets).toBeGreaterThan(0);
  });

  it('carry only facts the changelog states, most in their own release: versions, ports, command words, setting keys', () => {
    const unstated: string[] = [];
    const elsewhere: string[] = [];
    const changelog = RELEASES.map((release) => words(release.file)).join('\n');
    for (const release of RELEASES) {
      const text = words(release.file);
      const stated = (fact: string, what: string) => {
        // A bullet may point to another entry for the steps (the QUIC bridge's own news entry, say).
        if (text.includes(fact)) return;
        (changelog.includes(fact) ? elsewhere : unstated).push(`${release.file}: ${what} ${fact}`);
      };
      for (const action of release.operatorActions) {
        if (action.kind === 'upgrade' && action.binary === 'nym-node') stated(action.version.split('+')[0], 'version');
        if (action.kind === 'ports') for (const rule of action.ports) stated(String(rule.from), 'port');
        if (action.kind === 'command')
          for (const word of action.argv.filter((each) => !/^<.*>$/.test(each)))
            stated(word.replace(/^(\.\/|\$HOME\/nym-binaries\/)/, ''), 'command word');
        if (action.kind === 'config') stated(action.key.split('.').at(-1)!, 'setting');
      }
    }
    console.log(`facts stated in another entry than their action's: ${elsewhere.length}`);
    expect(unstated).toEqual([]);
  });
});
