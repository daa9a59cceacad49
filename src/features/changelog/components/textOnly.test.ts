import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/**
 * The changelog's filter shows values from the URL (?since=, ?q=, unknown
 * kinds) in its messages and inputs. They must only ever reach the page as
 * text: React text children and attributes, `hidden` and `open`. These
 * modules must never write markup, whatever their messages hold.
 */
const MODULES = [
  './ChangelogFilters.tsx',
  './filterDom.ts',
  '../model/filterView.ts',
  '../client/details-anchor.ts',
  '../client/hash.ts',
];
const MARKUP_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser/;

describe('values from the URL reach the page as text only', () => {
  for (const module of MODULES) {
    it(`${module} writes no markup`, () => {
      const source = readFileSync(new URL(module, import.meta.url), 'utf8');
      expect(source).not.toMatch(MARKUP_SINKS);
    });
  }
});
