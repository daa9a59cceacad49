import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {APIS, ENVIRONMENTS} from './apis';
import {SERVICE_OF, serviceTitle} from './services';
import {API_IDS} from './vocabulary';

/** The front matter title of an API page, read from its file. */
function pageTitle(api: string, environment: string): string {
  const text = readFileSync(path.join(__dirname, '../../docs/apis', api, `${environment}.mdx`), 'utf8');
  return /^title: (.*)$/m.exec(text)![1];
}

describe('the name of each service', () => {
  it('is the source’s own name, with the page’s name beside it only where that differs', () => {
    expect(serviceTitle('validator-rest-api')).toBe('nym-api (Validator REST API)');
    expect(serviceTitle('validator-sidecar-api')).toBe('nym-node (Validator sidecar API)');
    expect(serviceTitle('node-status-api')).toBe('node-status-api');
    expect(serviceTitle('explorer-api')).toBe('explorer-api');
    for (const api of API_IDS) expect(serviceTitle(api).startsWith(SERVICE_OF[api])).toBe(true);
  });

  it('is the same in the sidebar, the page titles and the OpenAPI documents’ titles', () => {
    const categories = (sidebars.apis as {type?: string; label?: string}[]).filter((item) => item.type === 'category');
    expect(categories.map((category) => category.label).sort()).toEqual(API_IDS.map(serviceTitle).sort());
    for (const api of API_IDS) {
      expect(APIS[api].title).toBe(serviceTitle(api));
      for (const environment of ENVIRONMENTS)
        expect(pageTitle(api, environment)).toBe(`${serviceTitle(api)} — ${environment}`);
    }
  });
});
