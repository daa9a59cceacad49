import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';
import {CONFIG_REFERENCE_PATH, flagAnchor, keyAnchor} from '../../src/nodeConfig/anchors';
import {argumentHistory, keyHistory, removedSettings, type HistoryEvent} from '../../src/nodeConfig/history';
import {NEWEST_CONFIG_TAG, argumentName, argumentsAt, keysAt, releaseOfTag} from '../../src/nodeConfig/source';
import {argumentDescription} from '../../src/nodeConfig/descriptions';
import {withKeysLinked} from '../../src/nodeConfig/linkedKeys';

const parsed = new Map<string, CheerioAPI>();
/** A built page, parsed once for the whole file. */
function page(route: string): CheerioAPI {
  const file = path.join(BUILD_DIR, `${route.replace(/^\//, '')}.html`);
  if (!parsed.has(file)) parsed.set(file, load(readFileSync(file, 'utf8')));
  return parsed.get(file)!;
}

const reference = () => page(CONFIG_REFERENCE_PATH);

const ids = new WeakMap<CheerioAPI, Map<string, Element>>();
/**
 * The element of a page with the id `id` (none when it has no such id), through one map of the page's ids: a
 * selector per setting would read the whole page again for each of its hundreds of settings.
 */
function byId($: CheerioAPI, id: string): Cheerio<Element> {
  if (!ids.has($))
    ids.set(
      $,
      new Map(
        $('[id]')
          .map((_, element) => [[element.attribs.id, element]] as const)
          .get(),
      ),
    );
  const element = ids.get($)!.get(id);
  return element ? $(element) : $([]);
}
const keys = keysAt(NEWEST_CONFIG_TAG);
const args = argumentsAt(NEWEST_CONFIG_TAG);

/** The history lines an entry shows, as "kind release", in the page's order. */
function shownHistory($: CheerioAPI, anchor: string): string[] {
  const entry = byId($, anchor).closest('section');
  return entry
    .find('.cfg-history > li[data-release]')
    .map((_, line) => `${$(line).attr('data-kind')} ${$(line).attr('data-release')}`)
    .get();
}

const expected = (events: HistoryEvent[]) => events.map((event) => `${event.kind} ${releaseOfTag(event.tag)}`);

describe('the configuration reference, as built, holds every setting of the newest release', () => {
  it('gives every config.toml key a heading as config.toml writes it under its table, its anchor and its path', () => {
    const $ = reference();
    const written = (key: string) => {
      const segments = key.split('.');
      const name = segments.pop() ?? key;
      return segments.length > 0 ? `${name} in [${segments.join('.')}]` : name;
    };
    const entry = (key: string) => byId($, keyAnchor(key)).filter('h4');
    expect(keys.filter((key) => entry(key.key).text().trim() !== written(key.key)).map((key) => key.key)).toEqual([]);
    const withoutPath = keys.filter(
      (key) =>
        !entry(key.key)
          .closest('section')
          .find('dd code')
          .toArray()
          .some((code) => $(code).text() === key.key),
    );
    expect(withoutPath.map((key) => key.key)).toEqual([]);
  });

  it('gives every argument of every subcommand a heading with its anchor, and marks the hidden ones', () => {
    const $ = reference();
    for (const argument of args) {
      const heading = byId($, flagAnchor(argument.command, argumentName(argument))).filter('h4');
      expect(heading.length, `${argument.command} ${argumentName(argument)}`).toBe(1);
      expect(heading.text()).toContain(argumentName(argument));
      expect(heading.find('.cfg-badge').length > 0, `${argument.command} ${argumentName(argument)} hidden`).toBe(
        argument.hide,
      );
      if (argument.env) expect(heading.closest('section').text()).toContain(argument.env);
    }
  });

  it('links, in each argument’s sentence, the config keys it names', () => {
    const $ = reference();
    const keyNames = new Set(keys.map((key) => key.key));
    let linked = 0;
    for (const argument of args) {
      const anchor = flagAnchor(argument.command, argumentName(argument));
      const named = withKeysLinked(argumentDescription(argument.command, argumentName(argument)) ?? '', keyNames)
        .filter((part) => typeof part !== 'string')
        .map((part) => `#${part.anchor}`);
      const sentence = byId($, anchor).closest('section').children('p').first();
      expect(
        sentence
          .find('a')
          .map((_, link) => $(link).attr('href'))
          .get(),
        anchor,
      ).toEqual(named);
      linked += named.length;
    }
    // The sentences of the `--…` flags that set one key each ("Sets host.hostname.") make most of them.
    expect(linked).toBeGreaterThan(0);
  });

  it('shows each key’s and each argument’s history line by line as the dataset records it', () => {
    const $ = reference();
    let lines = 0;
    for (const key of keys) {
      expect(shownHistory($, keyAnchor(key.key)), key.key).toEqual(expected(keyHistory(key)));
      lines += keyHistory(key).length;
    }
    for (const argument of args) {
      const anchor = flagAnchor(argument.command, argumentName(argument));
      expect(shownHistory($, anchor), anchor).toEqual(expected(argumentHistory(argument)));
      lines += argumentHistory(argument).length;
    }
    expect($('.cfg-history > li[data-release]').length).toBe(lines);
  });

  it('links each history line to the release’s entry on the changelog', () => {
    const $ = reference();
    const hrefs = $('.cfg-history > li[data-release]')
      .map((_, line) => $(line).find('a').first().attr('href'))
      .get();
    expect(hrefs.filter((href) => !/^\/docs\/operators\/changelog#v\d+-[a-z-]+$/.test(href))).toEqual([]);
  });

  it('lists every removed key and flag apart, each with its anchor', () => {
    const $ = reference();
    const {keys: goneKeys, arguments: goneArgs} = removedSettings();
    const rows = $('.cfg-removed tr[id]')
      .map((_, row) => $(row).attr('id'))
      .get();
    expect(rows).toEqual([
      ...goneKeys.map((key) => keyAnchor(key.key)),
      ...goneArgs.map((argument) => flagAnchor(argument.command, argumentName(argument))),
    ]);
  });
});

describe('the changelog and the reference link each other', () => {
  it('a changelog item that names a setting links its entry, and the entry lists the item', () => {
    const links = ['operators/changelog', 'operators/changelog/older'].flatMap((route) => {
      const $ = page(route);
      return $('.change__settings a[href*="config-reference#"]')
        .map((_, link) => ({item: $(link).closest('.change').attr('id') ?? '', href: $(link).attr('href') ?? ''}))
        .get();
    });
    expect(links.length).toBeGreaterThan(0);
    const $ = reference();
    for (const {item, href} of links) {
      const anchor = href.split('#')[1];
      expect($(`[id="${anchor}"]`).length, href).toBe(1);
      const heading = byId($, anchor).filter('h4');
      if (heading.length === 0) continue; // a removed setting: its row has no history
      const listed = heading.closest('section').find(`.cfg-history a[href$="#${item}"]`);
      expect(listed.length, `${anchor} lists ${item}`).toBe(1);
    }
  });
});
