import {describe, expect, it} from 'vitest';
import type {NextRedirect} from './nextRedirects';
import {publicOldAddresses} from './resolve';

/** The rules on redirects written in the test: which old addresses lead to a section page, and to which. */
const PAGES = new Set(['developers/rust', 'developers/chain', 'network', 'network/overview']);
const redirect = (source: string, destination: string, basePath = false): NextRedirect => ({
  source,
  destination,
  basePath,
  line: 1,
});
const resolve = (...redirects: NextRedirect[]) => publicOldAddresses({basePath: '/docs', redirects}, PAGES);

describe('the old addresses of the public site that lead to a Developers or Network page', () => {
  it('keep an address under the base path, without the base path and without .html, with the page it leads to', () => {
    expect(resolve(redirect('/docs/nyx/ledger.html', '/docs/developers/chain#ledger'))).toEqual([
      {from: '/nyx/ledger', route: 'developers/chain', source: '/docs/nyx/ledger.html'},
    ]);
  });

  it('put a source and destination under the base path unless the redirect says basePath: false', () => {
    expect(resolve(redirect('/sdk/rust', '/developers/rust', true))).toEqual([
      {from: '/sdk/rust', route: 'developers/rust', source: '/docs/sdk/rust'},
    ]);
    expect(resolve(redirect('/docs/sdk/rust', '/developers/rust'))).toEqual([]);
  });

  it('leave out an address outside the base path: the host answers it, not the docs site', () => {
    expect(resolve(redirect('/developers/sdk/rust.html', '/docs/developers/rust'))).toEqual([]);
  });

  it('follow a chain of redirects to the page it ends on, naming the addresses it passes through', () => {
    expect(
      resolve(redirect('/docs/sdk', '/docs/sdk/rust'), redirect('/docs/sdk/rust', '/docs/developers/rust#start')),
    ).toEqual([
      {from: '/sdk', route: 'developers/rust', source: '/docs/sdk', via: ['/docs/sdk/rust']},
      {from: '/sdk/rust', route: 'developers/rust', source: '/docs/sdk/rust'},
    ]);
  });

  it('leave out a pattern, yet follow a chain through one, its parameters carried to the destination', () => {
    const pattern = redirect('/docs/network/concepts/:path*', '/docs/network');
    expect(resolve(pattern)).toEqual([]);
    expect(resolve(redirect('/docs/replies', '/docs/network/concepts/replies'), pattern)).toEqual([
      {from: '/replies', route: 'network', source: '/docs/replies', via: ['/docs/network/concepts/replies']},
    ]);
    expect(
      resolve(redirect('/docs/old', '/docs/moved/overview'), redirect('/docs/moved/:page', '/docs/network/:page')),
    ).toEqual([{from: '/old', route: 'network/overview', source: '/docs/old', via: ['/docs/moved/overview']}]);
  });

  it('leave out an address leading to a page outside the two sections, to another site, or round in a loop', () => {
    expect(resolve(redirect('/docs/nodes/setup', '/docs/operators/nodes/setup'))).toEqual([]);
    expect(resolve(redirect('/docs/wallet.html', 'https://github.com/nymtech/nym/tree/develop/nym-wallet'))).toEqual(
      [],
    );
    expect(resolve(redirect('/docs/a', '/docs/b'), redirect('/docs/b', '/docs/a'))).toEqual([]);
  });

  it('keep the first redirect of an address only, as Next.js answers with the first that matches', () => {
    expect(
      resolve(
        redirect('/docs/faq.html', '/docs/developers/chain'),
        redirect('/docs/faq.html', '/docs/developers/rust'),
      ),
    ).toEqual([{from: '/faq', route: 'developers/chain', source: '/docs/faq.html'}]);
    expect(
      resolve(
        redirect('/docs/network/concepts/:path*', '/docs/network'),
        redirect('/docs/network/concepts/x', '/docs/developers/rust'),
      ),
    ).toEqual([]);
  });

  it('ignore white space around a source, and a trailing slash', () => {
    expect(resolve(redirect('/docs/nodes/overview.html ', '/docs/network/overview/'))).toEqual([
      {from: '/nodes/overview', route: 'network/overview', source: '/docs/nodes/overview.html'},
    ]);
  });

  it('refuse pattern syntax they do not read, naming the source', () => {
    expect(() => resolve(redirect('/docs/(.*)', '/docs/network'))).toThrow(/redirect source \/docs\/\(\.\*\)/);
  });
});
