import {describe, expect, it} from 'vitest';
import {developerDocsOf} from './developerDocs';

/** Titles of the record's items for developers, and the page that explains each. */
describe('the section page a changelog item for developers links to', () => {
  it.each([
    ['Rust sdk stream abstraction', '/developers/rust/stream'],
    ['Proxy ffi', '/developers/rust/ffi'],
    ['Export lane queue lengths in sdk', '/developers/rust'],
    ['Feature/wasm coconut', '/developers/typescript'],
    ['Removed legacy socks5 listener', '/developers/clients/socks5'],
    ['Use secure DNS for websocket connection establishment', '/developers/clients/websocket'],
    ['Feature/additional ecash nym-cli utils', '/developers/tools/nym-cli'],
    ['Magura smart contracts release', '/developers/chain'],
    ['Bugfix/ticketbook false double spending', '/network/cryptography/zk-nym'],
    ['Start sending v2 sphinx packets', '/network/cryptography/sphinx'],
    ['Fix for v9 IPR', '/network/infrastructure/exit-services'],
    ['Block non-public IPR/NR checks', '/network/infrastructure/exit-services'],
    ['Remove unused wireguard flag from SDK', '/developers/rust'],
    ['Make Mix hops optional for Mixnet Client SURBs', '/network/mixnet-mode/anonymous-replies'],
    ['Use proper mixing delay instead of poisson delay in cover traffic', '/network/mixnet-mode/cover-traffic'],
  ])('"%s" → %s', (title, page) => {
    expect(developerDocsOf(title, 'developers')?.to).toBe(page);
  });

  it('takes the most specific subject: a module of the SDK before the SDK', () => {
    expect(developerDocsOf('Rust SDK client pool warm-up', 'developers')?.to).toBe('/developers/rust/client-pool');
  });

  it('gives none to items about CI, lints or dependency bumps', () => {
    expect(developerDocsOf('Fix clippy for beta toolchain', 'developers')).toBeNull();
    expect(developerDocsOf('Bump ws from 8.13.0 to 8.18.1 in /wasm/mix-fetch/internal-dev', 'developers')).toBeNull();
  });

  it('gives none to items that are not for developers', () => {
    expect(developerDocsOf('Rust sdk stream abstraction', 'operators')).toBeNull();
    expect(developerDocsOf('Rust sdk stream abstraction', 'operators,developers')?.to).toBe('/developers/rust/stream');
  });
});
