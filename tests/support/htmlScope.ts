import type {CheerioAPI} from 'cheerio';
import {addTitle, type ReleaseScopes, type Scope} from './factCoverage';
import {readableText} from './htmlText';

/** A selection of elements of the built page. */
type Part = ReturnType<CheerioAPI>;

/** What a part of the built page shows, in the terms of the fact rules (see factCoverage.ts). */
export function scopeOfHtml($: CheerioAPI, part: Part): Scope {
  return {
    text: readableText(part),
    codes: part
      .find('code')
      .map((_, code) => $(code).text())
      .get(),
    blocks: part
      .find('pre code')
      .map((_, code) => $(code).text())
      .get(),
    hrefs: part
      .find('a[href]')
      .map((_, a) => $(a).attr('href')!)
      .get(),
    orderedItems: part.find('ol > li').length,
    figures: part.find('figure').length,
    ids: part
      .find('[id]')
      .map((_, element) => $(element).attr('id')!)
      .get(),
  };
}

/**
 * The scopes of one release on the built changelog: one per section (its
 * element, nested sections included) and "_preamble", what the release shows
 * outside its sections.
 */
export function scopesOfRelease($: CheerioAPI, article: Part): ReleaseScopes {
  const scopes: ReleaseScopes = {byId: new Map(), idsByTitle: new Map()};
  article.find('section.release-section').each((_, section) => {
    const id = $(section).attr('aria-labelledby');
    if (!id) return;
    scopes.byId.set(id, scopeOfHtml($, $(section)));
    addTitle(
      scopes,
      $(section)
        .children(':header')
        .first()
        .text()
        .replace(/\u200b/g, ''),
      id,
    );
  });
  const outside = article.clone();
  outside.find('section.release-section').remove();
  scopes.byId.set('_preamble', scopeOfHtml($, outside));
  return scopes;
}
