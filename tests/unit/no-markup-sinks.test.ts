import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

/**
 * Values from the URL (?since=, ?q=, unknown kinds) and from release files must reach the page as text
 * only. The lint rules of eslint.config.mjs forbid every way of writing markup in the site's code, so a
 * module added later is checked like the others; these tests pin that the rules apply to any module
 * under src/, whatever its name.
 */
const eslint = new ESLint();
const NEW_MODULE = 'src/features/changelog/client/a-module-added-later.js';

async function rulesBrokenBy(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: NEW_MODULE});
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('no module of the site writes markup', () => {
  it.each([
    ['innerHTML', 'document.body.innerHTML = location.search;', 'no-restricted-properties'],
    ['outerHTML', 'document.body.outerHTML = location.hash;', 'no-restricted-properties'],
    [
      'insertAdjacentHTML',
      "document.body.insertAdjacentHTML('beforeend', location.search);",
      'no-restricted-properties',
    ],
    ['document.write', 'document.write(location.search);', 'no-restricted-properties'],
    ['createContextualFragment', 'new Range().createContextualFragment(location.search);', 'no-restricted-properties'],
    ['DOMParser', "new DOMParser().parseFromString(location.search, 'text/html');", 'no-restricted-globals'],
  ])('refuses %s in a module added later', async (_sink, code, rule) => {
    expect(await rulesBrokenBy(code)).toContain(rule);
  });

  it('accepts text written as text', async () => {
    expect(await rulesBrokenBy('document.body.textContent = location.search;')).toEqual([]);
  });
});
