import {load} from 'cheerio';

/** An entry of an API page: a route's full entry or a type, each under its own `<h3>` anchor. */
const ENTRY = 'main section.api-endpoint, main section.api-type';

/**
 * An API's sandbox page is its mainnet page with the other network's words: the hosts its code calls, the
 * addresses of its own pages and the network's name. Set aside, most entries of the two pages are the same markup.
 */
function withoutNetwork(html: string): string {
  return html
    .replace(/https?:\/\/[^/\s"'<>]+/g, 'HOST')
    .replace(/\/(mainnet|sandbox)\b/g, '/NETWORK')
    .replace(/\b(mainnet|sandbox)\b/gi, 'NETWORK');
}

function entries(html: string): Map<string, string> {
  const $ = load(html);
  return new Map(
    $(ENTRY)
      .map((_, section) => [[$(section).children('h3').attr('id') ?? '', withoutNetwork($.html(section))]] as const)
      .get()
      .filter(([anchor]) => anchor !== ''),
  );
}

/**
 * The anchors of the entries of `html` whose markup is its twin's, up to the network's words: checkers that read
 * the twin have read them already, and find the same there. Entries that differ in anything else (a route served
 * on one network only, an answer that is not the same) are not among them.
 */
export function entriesAsInTwin(html: string, twinHtml: string): string[] {
  const twin = entries(twinHtml);
  return [...entries(html)].filter(([anchor, markup]) => twin.get(anchor) === markup).map(([anchor]) => anchor);
}

/** The page an API page is read beside: its mainnet page, for the sandbox's, when `pages` holds it. */
export function twinOf(url: string, pages: readonly string[]): string | undefined {
  const match = /^(apis\/[^/]+)\/sandbox$/.exec(url);
  const twin = match ? `${match[1]}/mainnet` : undefined;
  return twin && pages.includes(twin) ? twin : undefined;
}
