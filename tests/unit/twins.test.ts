import {describe, expect, it} from 'vitest';
import {entriesAsInTwin, twinOf} from '../support/twins';

const page = (...sections: string[]) => `<html><body><main>${sections.join('')}</main></body></html>`;
const route = (anchor: string, body: string) =>
  `<section class=api-endpoint><h3 id=${anchor}><a href=#${anchor}>GET</a></h3>${body}</section>`;

describe('an API page read beside its twin (tests/support/twins.ts)', () => {
  it('sets aside the entries that differ only in the network: its hosts, its pages and its name', () => {
    const mainnet = page(
      route('get-a', '<pre><code>curl https://validator.example/api/a</code></pre>'),
      route('get-b', '<a href="/docs/apis/x/mainnet#get-a">on mainnet</a>'),
    );
    const sandbox = page(
      route('get-a', '<pre><code>curl https://sandbox.example/api/a</code></pre>'),
      route('get-b', '<a href="/docs/apis/x/sandbox#get-a">on sandbox</a>'),
    );
    expect(entriesAsInTwin(sandbox, mainnet)).toEqual(['get-a', 'get-b']);
  });

  it('keeps every entry whose markup differs in anything else, and those the twin lacks', () => {
    const mainnet = page(
      route('get-a', '<p>Answers 200.</p>'),
      '<section class=api-type><h3 id=type-t>T</h3></section>',
    );
    const sandbox = page(
      route('get-a', '<p>No public host to call it on.</p>'),
      route('get-c', '<p>Sandbox only.</p>'),
      '<section class=api-type><h3 id=type-t>T</h3></section>',
    );
    expect(entriesAsInTwin(sandbox, mainnet)).toEqual(['type-t']);
  });

  it('pairs an API’s sandbox page with its mainnet page, when that page is read', () => {
    expect(twinOf('apis/x/sandbox', ['apis/x/mainnet', 'apis/x/sandbox'])).toBe('apis/x/mainnet');
    expect(twinOf('apis/x/sandbox', ['apis/x/sandbox'])).toBeUndefined();
    expect(twinOf('apis/x/mainnet', ['apis/x/mainnet', 'apis/x/sandbox'])).toBeUndefined();
  });
});
