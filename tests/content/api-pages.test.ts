import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {Validator} from '@seriousme/openapi-schema-validator';
import {BUILD_DIR} from '../support/server';
import {changelogHtml} from '../support/changelogPage';
import {REGISTRY} from '../../src/api';
import {documentRoutes} from '../../src/api/routes';

const page = (file: string) => load(readFileSync(path.join(BUILD_DIR, file), 'utf8'));

describe('the API pages, as built', () => {
  it('every registry endpoint has its entry, with an anchor, on both environment pages', () => {
    for (const endpoint of REGISTRY.endpoints) {
      for (const environment of ['mainnet', 'sandbox']) {
        const $ = page(`apis/${endpoint.api}/${environment}.html`);
        expect($(`h3[id="${endpoint.id}"]`).length, `${endpoint.id} on ${environment}`).toBe(1);
      }
    }
  });

  it('entries show a curl example with the documented defaults', () => {
    const $ = page('apis/validator-sidecar-api/mainnet.html');
    expect($('section[aria-labelledby="get-load"] pre').text()).toBe('curl -sS "http://<NODE_IP>:8080/load"');
    const directory = page('apis/validator-rest-api/sandbox.html');
    expect(directory('section[aria-labelledby="get-v1-nym-nodes-described"] pre').text()).toContain('--compressed');
    expect(directory('section[aria-labelledby="get-v1-nym-nodes-described"] pre').text()).toContain('?output=json');
  });

  it('changelog items that name an endpoint link to its entry, and the entry lists them back', () => {
    const $ = load(changelogHtml());
    const links = $('.change__endpoints a')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(links.length).toBeGreaterThanOrEqual(15);
    for (const href of links) expect(href).toMatch(/^\/docs\/apis\/[a-z-]+\/mainnet#get-/);
    const loadEntry = page('apis/validator-sidecar-api/mainnet.html')('section[aria-labelledby="get-load"]');
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

  it('/apis/openapi.json and openapi.sandbox.json are served and validate as OpenAPI 3.1, with every route of the document', async () => {
    for (const file of ['apis/openapi.json', 'apis/openapi.sandbox.json']) {
      const document = JSON.parse(readFileSync(path.join(BUILD_DIR, file), 'utf8'));
      const result = await new Validator().validate(document);
      expect(result.valid, file).toBe(true);
      expect(Object.keys(document.paths).length, file).toBe(new Set(documentRoutes().map((route) => route.path)).size);
    }
  });

  it('an entry shows the route its code mounts beside the name SPEC gives it, and keeps its anchor', () => {
    const health = page('apis/validator-rest-api/mainnet.html')('section[aria-labelledby="get-health"]');
    expect(health.find('h3#get-health').text()).toContain('/health');
    expect(health.find('.api-endpoint__source').text()).toMatch(
      /GET \/v1\/api-status\/health by nym-api \(public path \/api\/v1\/api-status\/health\).*SPEC and the release notes name it \/health\./s,
    );
    const removed = page('apis/validator-rest-api/mainnet.html')(
      'section[aria-labelledby="get-api-v1-gateways-described"] .api-endpoint__source',
    );
    expect(removed.text()).toMatch(/GET \/v1\/gateways\/described, which v2025\.17-isabirra removed/);
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
