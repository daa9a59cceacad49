import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Element} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {Validator} from '@seriousme/openapi-schema-validator';
import {BUILD_DIR} from '../support/server';
import {changelogHtml} from '../support/changelogPage';
import {REGISTRY} from '../../src/api';
import {referenceView} from '../../src/api/referenceView';
import {formerApiPageRedirects} from '../../src/api/formerPages';
import {redirectFile} from '../../src/plugins/redirects';
import {REMOVED_ROUTES, SOURCE_ROUTES} from '../../src/api/sourceFacts';
import {ENVIRONMENTS} from '../../src/api/apis';
import {API_IDS} from '../../src/api/vocabulary';
import {apiPage} from '../../src/api/anchors';
import {firstViewBytes} from '../support/firstViewBytes';

const parsed = new Map<string, ReturnType<typeof load>>();
/** A built page, parsed once for the whole file. */
const page = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, load(readFileSync(path.join(BUILD_DIR, file), 'utf8')));
  return parsed.get(file)!;
};

const ids = new Map<string, Map<string, Element[]>>();
/**
 * The elements of a built page with an id, found through an index made in one pass over the page: the reference
 * pages hold thousands of elements, and a selector per anchor would walk the whole page each time.
 */
const withId = (file: string, id: string) => {
  const $ = page(file);
  let index = ids.get(file);
  if (!index) {
    const made = new Map<string, Element[]>();
    $('[id]').each((_, element) => {
      const key = $(element).attr('id')!;
      made.set(key, [...(made.get(key) ?? []), element]);
    });
    ids.set(file, (index = made));
  }
  return $(index.get(id) ?? []);
};

describe('the API pages, as built', () => {
  it('every route of the source and every removed route has its full entry on its API’s page for each network, with SPEC’s names for it as anchors, and a line of the page’s index that leads to it', () => {
    let checked = 0;
    for (const environment of ['mainnet', 'sandbox'] as const) {
      for (const api of API_IDS) {
        const view = referenceView(api, environment);
        const file = `apis/${api}/${environment}.html`;
        const $ = page(file);
        const indexLinks = $('li.api-index__entry a')
          .map((_, link) => $(link).attr('href'))
          .get();
        const groups = [
          ...view.groups.map((group) => ({id: `group-${group.slug}`, routes: group.routes})),
          {id: 'removed-routes', routes: view.removed},
        ];
        for (const {id, routes} of groups) {
          for (const route of routes) {
            const heading = withId(file, route.anchor).filter('h3');
            expect(heading.length, `${route.path} on ${api} ${environment}`).toBe(1);
            const section = heading.closest('section.api-endpoint');
            expect(section.parent().closest('section').attr('aria-labelledby'), route.path).toBe(id);
            expect(section.attr('data-status'), route.path).toBe(route.status);
            if (route.removedIn)
              expect(section.find('.api-status').first().text()).toBe(`removed in ${route.removedIn}`);
            for (const alias of route.aliases) expect(section.find(`[id="${alias}"]`).length, alias).toBe(1);
            expect(indexLinks.filter((href) => href === `#${route.anchor}`).length, route.path).toBe(1);
            checked += 1;
          }
        }
        // Every id of the page once: an anchor lands on one place.
        const all = $('[id]')
          .map((_, element) => $(element).attr('id'))
          .get();
        expect(all.filter((id) => withId(file, id).length > 1)).toEqual([]);
      }
    }
    expect(checked).toBe(2 * (SOURCE_ROUTES.length + REMOVED_ROUTES.length));
  });

  it('each API page’s navigation, beside the text and folded on a phone, lists every route under its group with its method as a badge', () => {
    let checked = 0;
    for (const environment of ENVIRONMENTS) {
      for (const api of API_IDS) {
        const view = referenceView(api, environment);
        const file = `apis/${api}/${environment}.html`;
        const $ = page(file);
        // The page's own navigation takes the place of the theme's table of contents.
        expect($('.theme-doc-toc-desktop, .theme-doc-toc-mobile').length, file).toBe(0);
        expect($('nav.api-nav').attr('aria-label'), file).toBe('Routes of this page');
        for (const where of ['.api-nav__fold', '.api-nav__side']) {
          const list = $(`nav.api-nav ${where} > ul.api-nav__list`);
          expect(list.length, `${file} ${where}`).toBe(1);
          const sections = [
            ...view.groups.map((group) => ({id: `group-${group.slug}`, routes: group.routes})),
            {id: 'removed-routes', routes: view.removed},
          ];
          expect(
            list
              .find('> li > a')
              .map((_, link) => $(link).attr('href'))
              .get(),
          ).toEqual(['#hosts', ...sections.map(({id}) => `#${id}`), ...(view.types.length > 0 ? ['#types'] : [])]);
          for (const {id, routes} of sections) {
            // The group's entry, and its routes in the list nested under it, in the page's order.
            const entries = list
              .find(`> li:has(> a[href="#${id}"]) > ul > li > a`)
              .map((_, link) => ({
                href: $(link).attr('href'),
                method: $(link).find('.api-nav__method').text(),
                text: $(link).text(),
              }))
              .get();
            expect(entries, `${file} ${where} ${id}`).toEqual(
              routes.map((route) => ({
                href: `#${route.anchor}`,
                method: route.method,
                text: `${route.method} ${route.publicPath ?? route.path}`,
              })),
            );
            checked += routes.length;
          }
          // Every entry leads to an element of the page.
          list.find('a').each((_, link) => {
            expect(withId(file, $(link).attr('href')!.slice(1)).length, $(link).attr('href')).toBeGreaterThan(0);
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('each heading of a reference is a link to its own anchor, named by the heading’s text, and only the page’s parts are labelled regions', () => {
    for (const api of API_IDS) {
      const view = referenceView(api, 'mainnet');
      const $ = page(`apis/${api}/mainnet.html`);
      const reference = $('.api-reference');
      const headings = reference.find('h2, h3, h4');
      expect(headings.length, api).toBeGreaterThanOrEqual(view.counts.routes + view.counts.removed + view.types.length);
      headings.each((_, element) => {
        const heading = $(element);
        const link = heading.children('a');
        expect(link.length, `${api} #${heading.attr('id')}`).toBe(1);
        expect(link.attr('href')).toBe(`#${heading.attr('id')}`);
        expect(link.text()).toBe(heading.text());
      });
      expect(reference.find('.hash-link').length, api).toBe(0);
      // The groups, the removed routes and the types: not one region per route or per type.
      const regions = reference.find('section[aria-labelledby]');
      expect(regions.length, api).toBe(view.groups.length + 1 + (view.types.length > 0 ? 1 : 0));
    }
  });

  it('every type a body names is described on the page, and every link to a type lands on it', () => {
    for (const api of ['validator-rest-api', 'validator-sidecar-api', 'node-status-api'] as const) {
      const view = referenceView(api, 'mainnet');
      const file = `apis/${api}/mainnet.html`;
      const $ = page(file);
      for (const type of view.types)
        expect(
          withId(file, type.anchor).filter('h3').closest('section[aria-labelledby="types"]').length,
          type.name,
        ).toBe(1);
      const targets = $('a[href^="#type-"]')
        .map((_, link) => $(link).attr('href')!.slice(1))
        .get();
      expect(targets.length, api).toBeGreaterThan(0);
      for (const target of new Set(targets)) expect(withId(file, target).length, `${api} #${target}`).toBe(1);
    }
  });

  it('each route of the explorer API says where its data came from and what serves it now, each route it names linked to its entry on the same network', () => {
    let linked = 0;
    for (const environment of ENVIRONMENTS) {
      const $ = page(`apis/explorer-api/${environment}.html`);
      for (const route of referenceView('explorer-api', environment).removed) {
        const section = withId(`apis/explorer-api/${environment}.html`, route.anchor)
          .filter('h3')
          .closest('section.api-endpoint');
        const paragraph = (lead: RegExp) =>
          section.find('p:has(> strong)').filter((_, element) => lead.test($(element).text()));
        const cameFrom = paragraph(/^Its data came from /);
        const now = paragraph(/^(Now, in part:|Nothing serves this now\.) /);
        expect([cameFrom.length, now.length], route.path).toEqual([1, 1]);
        for (const [found, routes] of [
          [cameFrom, route.successor?.cameFrom.routes],
          [now, route.successor?.now],
        ] as const) {
          const links = found
            .find('a')
            .map((_, element) => $(element).attr('href'))
            .get();
          expect(links.length, route.path).toBe(routes?.length ?? -1);
          for (const href of links) {
            const [target, anchor] = href.replace(/^\/docs\//, '').split('#');
            expect(target, href).toMatch(new RegExp(`^apis/[\\w-]+/${environment}$`));
            expect(withId(`${target}.html`, anchor).filter('h3').length, href).toBe(1);
            linked += 1;
          }
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
  });

  it('every former page of the API reference answers with a redirect to the part of its API’s page that holds what it held', () => {
    const former = formerApiPageRedirects();
    expect(former.length).toBeGreaterThan(0);
    for (const {from, to} of former) {
      const redirect = readFileSync(path.join(BUILD_DIR, redirectFile(from)), 'utf8');
      expect(redirect, from).toContain(`content="0; url=/docs${to}"`);
      const [target, anchor] = to.split('#');
      expect(withId(`${target.slice(1)}.html`, anchor).length, to).toBe(1);
    }
  });

  it('every registry entry keeps its anchor: on its route, or under the entries without one', () => {
    for (const endpoint of [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints]) {
      for (const environment of ['mainnet', 'sandbox']) {
        expect(
          withId(`apis/${endpoint.api}/${environment}.html`, endpoint.id).length,
          `${endpoint.id} on ${environment}`,
        ).toBe(1);
      }
    }
  });

  it('entries show code in curl, Python, JavaScript and Rust on the real host, and the response schema with an example, without JavaScript', () => {
    const directory = page('apis/validator-rest-api/mainnet.html');
    const described = directory('section:has(> h3#get-v1-nym-nodes-described)');
    const code = described.find('pre').text();
    expect(code).toContain("curl 'https://validator.nymtech.net/api/v1/nym-nodes/described?output=json'");
    expect(
      described
        .find('details:has(> .code-block) > summary')
        .map((_, summary) => directory(summary).text())
        .get(),
    ).toEqual(['Python', 'JavaScript', 'Rust']);
    expect(described.find('caption:contains("Fields of PaginatedResponse_NymNodeDescriptionV1")').length).toBe(1);
    expect(described.find('details:has(> pre) > summary:contains("Example 200 body")').length).toBeGreaterThan(0);
    expect(directory.html()).not.toContain('/api/api/');
    const node = page('apis/validator-sidecar-api/mainnet.html');
    expect(node('section:has(> h3#get-api-v1-load) pre').text()).toContain('http://<PUBLIC_IP>:8080/api/v1/load');
  });

  it('changelog items that name an endpoint link to its entry, and the entry lists them back', () => {
    const $ = load(changelogHtml());
    const links = $('.change__endpoints a')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(links.length).toBeGreaterThanOrEqual(15);
    for (const href of links) expect(href).toMatch(/^\/docs\/apis\/[a-z-]+\/mainnet#get-/);
    const loadEntry = page('apis/validator-sidecar-api/mainnet.html')('section:has(> #get-api-v1-load)');
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
    const $ = page('apis/validator-rest-api/mainnet.html');
    const health = $('section:has(> h3#get-v1-api-status-health)');
    expect(health.find('#get-health').length).toBe(1);
    expect(health.find('h3').first().text()).toContain('/api/v1/api-status/health');
    expect(health.text()).toMatch(/SPEC and the release notes name it \/health\./);
    const removed = $('section:has(> h3#get-v1-gateways-described)');
    expect(removed.find('#get-api-v1-gateways-described').length).toBe(1);
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

describe('the API reference pages’ first view (bench/budgets.json)', () => {
  const {apiReference: budget} = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
    apiReference: {
      pageHtmlGzipBytes: number;
      firstViewOverFloor: number;
      firstViewOverFloorAbove: Record<string, number>;
    };
  };
  const files = API_IDS.flatMap((api) =>
    ENVIRONMENTS.map((environment) => `${apiPage(api, environment).slice(1)}.html`),
  );

  it.each(files)(
    '%s loads no framework script at load, and its HTML and first view ÷ its own text stay within budget',
    (file) => {
      const html = readFileSync(path.join(BUILD_DIR, file), 'utf8');
      expect(html).toContain('<framework-loader');
      const bytes = firstViewBytes(BUILD_DIR, file);
      const ratio = bytes.total / bytes.floor;
      const page = file.replace(/\.html$/, '');
      const cap = budget.firstViewOverFloorAbove[page] ?? budget.firstViewOverFloor;
      console.log(
        `${page}: HTML ${bytes.html} B, first view ${bytes.total} B, floor ${bytes.floor} B, ratio ${ratio.toFixed(2)} (budget ${cap})`,
      );
      expect(bytes.html).toBeLessThanOrEqual(budget.pageHtmlGzipBytes);
      expect(bytes.assets.map((asset) => asset.href.replace(/\.[0-9a-f]{8}\./, '.'))).toEqual([
        '/docs/assets/css/api-reference.css',
        '/docs/assets/js/site.js',
      ]);
      expect(ratio).toBeLessThanOrEqual(cap);
    },
  );

  it('a page over the target ratio is named with its own budget, and only while it is over', () => {
    for (const [page, cap] of Object.entries(budget.firstViewOverFloorAbove)) {
      expect(cap, page).toBeGreaterThan(budget.firstViewOverFloor);
      const bytes = firstViewBytes(BUILD_DIR, `${page}.html`);
      // Once a page meets the target, its exception goes.
      expect(bytes.total / bytes.floor, page).toBeGreaterThan(budget.firstViewOverFloor);
    }
  });
});
