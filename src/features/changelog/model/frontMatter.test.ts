/**
 * How a release's front matter is read, and how each field is found in the file so that every
 * problem names its line (the YAML starts on line 2, below the opening ---).
 */
import {describe, expect, it} from 'vitest';
import {FrontMatterSyntaxError, readFrontMatter} from './frontMatter';

/** The file line of the field at a path, in front matter written as lines. */
function lineIn(lines: string[], path: (string | number)[]): number | undefined {
  return readFrontMatter(lines.join('\n')).lineOf(path);
}

describe('reading the values', () => {
  it('keeps dates, timestamps and YAML 1.1 words as the text written', () => {
    expect(readFrontMatter('day: 2025-07-22\nat: 2025-07-22T09:24:35.790560275Z\nok: yes').value).toEqual({
      day: '2025-07-22',
      at: '2025-07-22T09:24:35.790560275Z',
      ok: 'yes',
    });
  });

  it('reads numbers, true/false and null as YAML 1.2 does', () => {
    expect(readFrontMatter('a: 1.15\nb: true\nc: ~\nd: "1.15"').value).toEqual({a: 1.15, b: true, c: null, d: '1.15'});
  });

  it('reads an empty front matter as no fields', () => {
    expect(readFrontMatter('').value).toEqual({});
  });

  it("refuses YAML it cannot read, at the file's line where the parser complains", () => {
    const read = () => readFrontMatter('heading: fine\nlinks: [unclosed');
    expect(read).toThrow(FrontMatterSyntaxError);
    expect(read).toThrow(expect.objectContaining({line: 3}));
  });

  it('refuses a field written twice', () => {
    expect(() => readFrontMatter('heading: a\nheading: b')).toThrow(expect.objectContaining({line: 3}));
  });
});

describe('the line of a field', () => {
  it('finds a top-level field, the first one included', () => {
    expect(lineIn(['heading: a', 'tag: b'], ['heading'])).toBe(2);
    expect(lineIn(['heading: a', 'tag: b'], ['tag'])).toBe(3);
  });

  it('finds a nested field under its own parent, not a same-named field elsewhere', () => {
    const lines = ['title: top', 'links:', '  other:', '    title: deeper', '  title: mine', 'after:', '  title: x'];
    expect(lineIn(lines, ['links', 'title'])).toBe(6);
    expect(lineIn(lines, ['after', 'title'])).toBe(8);
    expect(lineIn(lines, ['title'])).toBe(2);
  });

  it('finds a field written inline in braces on its parent line', () => {
    expect(lineIn(['links: {title: a}', 'title: b'], ['links', 'title'])).toBe(2);
  });

  it('finds an entry of a list and a field inside it, by index', () => {
    const lines = ['links:', '  - url: https://a.org', '    label: A', '  - url: https://b.org', '    label: B'];
    expect(lineIn(lines, ['links', 1])).toBe(5);
    expect(lineIn(lines, ['links', 1, 'label'])).toBe(6);
    expect(lineIn(lines, ['links', '1', 'label'])).toBe(6);
  });

  it('finds keys that look like numbers or hold pattern characters, as written', () => {
    const lines = [
      'items:',
      '  - first',
      'extra:',
      '  0: zero',
      '  a.b: dotted',
      '  axb: plain',
      '  v2: two',
      '  12: twelve',
    ];
    expect(lineIn(lines, ['items', 0])).toBe(3);
    expect(lineIn(lines, ['extra', '0'])).toBe(5);
    expect(lineIn(lines, ['extra', 'axb'])).toBe(7);
    expect(lineIn(lines, ['extra', 'a.b'])).toBe(6);
    expect(lineIn(lines, ['extra', 'v2'])).toBe(8);
    expect(lineIn(lines, ['extra', '12'])).toBe(9);
  });

  it('reports a missing field at its nearest written parent, and the whole front matter at no line', () => {
    const lines = ['build_info:', '  rustc_channel: stable', 'links:', '  - url: https://a.org'];
    expect(lineIn(lines, ['build_info', 'cargo_profile'])).toBe(2);
    expect(lineIn(lines, ['links', 0, 'label'])).toBe(5);
    expect(lineIn(lines, ['links', 3])).toBe(4);
    expect(lineIn(lines, ['release_date'])).toBeUndefined();
    expect(lineIn(lines, [])).toBeUndefined();
  });

  it('stops at a value that holds no fields', () => {
    expect(lineIn(['heading: text'], ['heading', 'inner'])).toBe(2);
  });
});
