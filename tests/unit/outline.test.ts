import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {emptyHeadings, outlineOf, skippedLevels} from '../support/outline';

const outline = (html: string) => outlineOf(load(`<main>${html}</main>`), 'main');

describe('page outline', () => {
  it('calls a heading empty when a heading of its level or higher follows with nothing between', () => {
    const headings = outline('<h2 id="a">A</h2><h2 id="b">B</h2><p>text</p>');
    expect(emptyHeadings(headings).map((heading) => heading.id)).toEqual(['a']);
  });

  it('does not call a heading empty when a lower heading follows it', () => {
    expect(emptyHeadings(outline('<h2 id="a">A</h2><h3 id="b">B</h3><p>text</p>'))).toEqual([]);
  });

  it('calls the last heading empty when nothing follows it', () => {
    expect(emptyHeadings(outline('<p>x</p><h3 id="end">End</h3>')).map((heading) => heading.id)).toEqual(['end']);
  });

  it('counts a table, a figure or a code block as content, and the heading’s own anchor link as part of the heading', () => {
    expect(
      emptyHeadings(outline('<h2 id="a">A<a href="#a">\u200b</a></h2><table></table><h2 id="b">B</h2><pre></pre>')),
    ).toEqual([]);
    expect(
      emptyHeadings(outline('<h2 id="a">A<a href="#a">#</a></h2><h2 id="b">B</h2><pre></pre>')).map(
        (heading) => heading.id,
      ),
    ).toEqual(['a']);
  });

  it('finds a heading that skips a level going down, not one that climbs back', () => {
    expect(skippedLevels(outline('<h2>A</h2><h4 id="c">C</h4>'))).toHaveLength(1);
    expect(skippedLevels(outline('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>'))).toEqual([]);
  });
});
