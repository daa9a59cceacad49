import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {Validator} from '@seriousme/openapi-schema-validator';
import {BUILD_DIR} from '../support/server';
import {changelogHtml} from '../support/changelogPage';
import {REGISTRY} from '../../src/api';
import {REMOVED_SLUG, ROUTES_PER_PAGE, referenceView} from '../../src/api/referenceView';
import {groupPages} from '../../src/api/groupPages';
import {REMOVED_ROUTES, SOURCE_ROUTES} from '../../src/api/sourceFacts';

const parsed = new Map<string, ReturnType<typeof load>>();
/** A built page, parsed once for the whole file. */
const page = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, load(readFileSync(path.join(BUILD_DIR, file), 'utf8')));
  return parsed.get(file)!;
};

describe('the API pages, as built', () => {
  it('every route of the source and every removed route has its full entry on a page of its group, and an index entry with its anchor on the network’s page', () => {
    let checked = 0;
    for (const environment of ['mainnet', 'sandbox'] as const) {
      for (const api of ['validator-rest-api', 'validator-sidecar-api', 'node-status-api'] as const) {
        const view = referenceView(api, environment);
        const index = page(`apis/${api}/${environment}.html`);
        const pages = [...view.groups.flatMap((group) => group.pages), {slug: REMOVED_SLUG, routes: view.removed}];
        for (const {slug, routes} of pages) {
          if (routes.length === 0) continue;
          const full = page(`apis/${api}/${environment}/${slug}.html`);
          for (const route of routes) {
            const heading = full(`h2[id="${route.anchor}"]`);
            expect(heading.length, `${route.path} on ${slug}`).toBe(1);
            const section = heading.closest('section');
            expect(section.attr('data-status'), route.path).toBe(route.status);
            if (route.removedIn)
              expect(section.find('.api-status').first().text()).toBe(`removed in ${route.removedIn}`);
            const entry = index(`li[id="${route.anchor}"]`);
            expect(entry.attr('data-entry-at'), route.path).toBe(
              `/docs/apis/${api}/${environment}/${slug}#${route.anchor}`,
            );
            for (const alias of route.aliases) expect(entry.find(`[id="${alias}"]`).length, alias).toBe(1);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(2 * (SOURCE_ROUTES.length + REMOVED_ROUTES.length));
  });

  it('a group too long for one page is spread over pages of at most ROUTES_PER_PAGE routes, each keeping the anchors of the group’s routes on the others', () => {
    let split = 0;
    for (const api of ['validator-rest-api', 'validator-sidecar-api', 'node-status-api'] as const) {
      const view = referenceView(api, 'mainnet');
      for (const group of view.groups) {
        expect(group.pages.flatMap((part) => part.routes)).toEqual(group.routes);
        for (const part of group.pages) {
          expect(part.routes.length, part.slug).toBeLessThanOrEqual(ROUTES_PER_PAGE);
          if (group.pages.length === 1) continue;
          const $ = page(`apis/${api}/mainnet/${part.slug}.html`);
          for (const route of group.routes.filter((route) => !part.routes.includes(route))) {
            const holder = group.pages.find((other) => other.routes.includes(route))!;
            expect($(`li[id="${route.anchor}"]`).attr('data-entry-at'), `${route.anchor} on ${part.slug}`).toBe(
              `/docs/apis/${api}/mainnet/${holder.slug}#${route.anchor}`,
            );
          }
        }
        if (group.pages.length > 1) split += 1;
      }
    }
    // The source has groups longer than one page holds; were there none, this test would check nothing.
    expect(split).toBeGreaterThan(0);
  });

  it('every registry entry keeps its anchor: on its route, or under the entries without one', () => {
    for (const endpoint of [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints]) {
      for (const environment of ['mainnet', 'sandbox']) {
        const $ = page(`apis/${endpoint.api}/${environment}.html`);
        expect($(`[id="${endpoint.id}"]`).length, `${endpoint.id} on ${environment}`).toBe(1);
      }
    }
  });

  it('entries show code in curl, Python, JavaScript and Rust on the real host, and the response schema with an example, without JavaScript', () => {
    const directory = page('apis/validator-rest-api/mainnet/nym-nodes.html');
    const described = directory('section[aria-labelledby="get-v1-nym-nodes-described"]');
    const code = described.find('pre').text();
    expect(code).toContain("curl 'https://validator.nymtech.net/api/v1/nym-nodes/described?output=json'");
    expect(
      described
        .find('details.api-sample summary')
        .map((_, summary) => directory(summary).text())
        .get(),
    ).toEqual(['Python', 'JavaScript', 'Rust']);
    expect(described.find('caption:contains("Fields of PaginatedResponse_NymNodeDescriptionV1")').length).toBe(1);
    expect(described.find('details.api-example').length).toBeGreaterThan(0);
    expect(directory.html()).not.toContain('/api/api/');
    const node = page('apis/validator-sidecar-api/mainnet/node.html');
    expect(node('section[aria-labelledby="get-api-v1-load"] pre').text()).toContain(
      'http://<PUBLIC_IP>:8080/api/v1/load',
    );
  });

  it('changelog items that name an endpoint link to its entry, and the entry lists them back', () => {
    const $ = load(changelogHtml());
    const links = $('.change__endpoints a')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(links.length).toBeGreaterThanOrEqual(15);
    for (const href of links) expect(href).toMatch(/^\/docs\/apis\/[a-z-]+\/mainnet#get-/);
    const loadEntry = page('apis/validator-sidecar-api/mainnet/node.html')('section:has(> #get-api-v1-load)');
    expect(loadEntry.find('a[href^="/docs/operators/changelog#pr-"]').length).toBeGreaterThan(0);
  });

  it('the node status page says how agents authenticate', () => {
    expect(page('apis/node-status-api/mainnet.html')('article').text()).toMatch(/registered.*sign/s);
  });

  it('the introduction holds the table of every endpoint, contract messages, entities and the size chart', () => {
    const $ = page('apis/introduction.html');
    expect($('.endpoint-table tbody tr').length).toBe(REGISTRY.endpoints.length);
    expect($('table:has(caption:contains("Mixnet contract messages")) tbody tr').length).toBe(
      REGISTRY.contractMessages.length,
    );
    expect($('h3[id^="entity-"]').length).toBe(REGISTRY.entities.length);
    expect($('.response-size-chart svg[role="img"] title').text()).toMatch(/share of plain JSON/);
  });

  it('every OpenAPI document is served and validates as OpenAPI 3.1: all APIs in one, and each API of its own', async () => {
    const files = [
      'apis/openapi.json',
      'apis/openapi.sandbox.json',
      ...['validator-rest-api', 'validator-sidecar-api', 'node-status-api'].flatMap((api) =>
        ['mainnet', 'sandbox'].map((environment) => `apis/${api}/${environment}.openapi.json`),
      ),
    ];
    for (const file of files) {
      const document = JSON.parse(readFileSync(path.join(BUILD_DIR, file), 'utf8'));
      const result = await new Validator().validate(document);
      expect(result.valid, file).toBe(true);
      expect(Object.keys(document.paths).length, file).toBeGreaterThan(0);
    }
  });

  it('an entry shows the route its code mounts beside the name SPEC gives it, and SPEC’s name is an anchor on it', () => {
    const index = page('apis/validator-rest-api/mainnet.html');
    expect(index('li#get-v1-api-status-health #get-health').length).toBe(1);
    const $ = page('apis/validator-rest-api/mainnet/api-status.html');
    const health = $('section[aria-labelledby="get-v1-api-status-health"]');
    expect(health.find('h2').text()).toContain('/api/v1/api-status/health');
    expect(health.text()).toMatch(/SPEC and the release notes name it \/health\./);
    expect(index('li#get-v1-gateways-described #get-api-v1-gateways-described').length).toBe(1);
    const removed = page('apis/validator-rest-api/mainnet/removed.html')(
      'section[aria-labelledby="get-v1-gateways-described"]',
    );
    expect(removed.find('.api-status').text()).toBe('removed in v2025.17-isabirra');
    expect(removed.find('a[href="/docs/operators/changelog#v202517-isabirra"]').length).toBeGreaterThan(0);
  });

  it('entities that are response types list the fields of their type in the source', () => {
    const $ = page('apis/introduction.html');
    const load = $('section[aria-labelledby="entity-nodeload"]');
    expect(load.find('caption:contains("NodeLoad")').length).toBe(1);
    expect(
      load
        .find('tbody th code')
        .map((_, cell) => $(cell).text())
        .get(),
    ).toEqual(expect.arrayContaining(['total', 'machine', 'network']));
  });
});

describe('the API reference pages’ byte budget (bench/budgets.json)', () => {
  const budget = (
    JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
      apiReference: {pageHtmlGzipBytes: number};
    }
  ).apiReference.pageHtmlGzipBytes;
  const files = [
    ...['validator-rest-api', 'validator-sidecar-api', 'node-status-api'].flatMap((api) =>
      ['mainnet', 'sandbox', 'types'].map((page) => `apis/${api}/${page}.html`),
    ),
    ...groupPages().map((page) => page.file.replace(/^docs\//, '').replace(/\.mdx$/, '.html')),
  ];

  it('every index, group and types page stays within it, gzip, and loads no framework script at load', () => {
    const sizes = files.map((file) => {
      const html = readFileSync(path.join(BUILD_DIR, file), 'utf8');
      expect(html, file).toContain('<framework-loader');
      return {file, gzip: gzipSync(html).length};
    });
    expect(sizes.length).toBe(9 + groupPages().length);
    console.log(
      `API reference pages: largest ${Math.max(...sizes.map((size) => size.gzip))} B gzip (budget ${budget})`,
    );
    expect(sizes.filter((size) => size.gzip > budget)).toEqual([]);
  });
});
