import {Validator} from '@seriousme/openapi-schema-validator';
import {describe, expect, it} from 'vitest';
import {site} from '../site/site';
import {REGISTRY} from './registry';
import {buildOpenApi, type OpenApiDocument, type Operation} from './openapi';
import {referenceView} from './referenceView';
import {API_OF, FORMER_ANCHORS, PLACEMENTS, entryPlacements, referenceRoutes, routeAnchor} from './routes';
import {REMOVED_ROUTES, SOURCE_HOSTS, SOURCE_ROUTES, releaseOfTag, routeKey} from './sourceFacts';
import {tryItOrigins} from './tryItHosts';
import {API_IDS} from './vocabulary';

/**
 * The API reference read as a specification: every route the source mounts
 * is an operation of its API's document and an entry of its pages, every
 * route a release removed is kept and marked with that release, SPEC's names
 * stand on the routes they name, and each route carries code to copy on the
 * environment's real host and its history. Counts come from the facts.
 */

const LIVE = API_IDS.filter((api) => api !== 'explorer-api');

function operationsOf(document: OpenApiDocument): {route: string; method: string; operation: Operation}[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    (['get', 'post'] as const).flatMap((method) => (item[method] ? [{route, method, operation: item[method]}] : [])),
  );
}

describe('each API’s OpenAPI document', () => {
  it.each(LIVE.flatMap((api) => (['mainnet', 'sandbox'] as const).map((environment) => [api, environment] as const)))(
    '%s on %s validates as OpenAPI 3.1, holds every route its service mounts and lists every route removed since',
    async (api, environment) => {
      const document = buildOpenApi(environment, {only: api});
      const result = await new Validator().validate(document as never);
      expect(result.errors ?? []).toEqual([]);
      const service = referenceRoutes().find((route) => API_OF[route.service] === api)!.service;
      const mounted = SOURCE_ROUTES.filter((route) => route.api === service);
      expect(mounted.length).toBeGreaterThan(0);
      expect(
        operationsOf(document)
          .map(({route, method}) => `${method.toUpperCase()} ${route}`)
          .sort(),
      ).toEqual(mounted.map((route) => `${route.method} ${route.path}`).sort());
      expect(
        document['x-removed-routes'].map((route) => `${route.method} ${route.path} ${route.removedIn}`).sort(),
      ).toEqual(
        REMOVED_ROUTES.filter((route) => route.api === service)
          .map((route) => `${route.method} ${route.path} ${releaseOfTag(route.removed_at!)}`)
          .sort(),
      );
    },
  );

  it('leaves out of the combined document only the paths two services mount, and says where they are', () => {
    const document = buildOpenApi('mainnet');
    const leftOut = document['x-left-out'] ?? [];
    expect(leftOut.length).toBeGreaterThan(0);
    const all = SOURCE_ROUTES.map((route) => `${route.method} ${route.path}`);
    for (const entry of leftOut)
      expect(all.filter((key) => key === entry.route).length, entry.route).toBeGreaterThan(1);
    expect(operationsOf(document).length + leftOut.length).toBe(SOURCE_ROUTES.length);
  });
});

describe('SPEC’s names and the code’s', () => {
  it('places every registry entry on routes of the source (current or removed), or says why it has none', () => {
    const placements = entryPlacements();
    for (const entry of [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints]) {
      const placement = placements[entry.id];
      expect(placement, entry.id).toBeDefined();
      if (placement.routes.length === 0) expect(placement.without, entry.id).toMatch(/\w/);
    }
    const ids = new Set([...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints].map((entry) => entry.id));
    expect(Object.keys(PLACEMENTS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('never badges current an entry whose route a release removed: it is removed, with that release', () => {
    const placements = entryPlacements();
    const wrong = [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints].filter((entry) => {
      const routes = placements[entry.id].routes;
      return routes.length > 0 && routes.every((route) => route.removedIn) && entry.status !== 'removed';
    });
    expect(wrong.map((entry) => `${entry.id} (${entry.status})`)).toEqual([]);
    const described = placements['get-api-v1-gateways-described'].routes[0];
    expect(described.removedIn).toBe('v2025.17-isabirra');
  });

  it('keeps SPEC’s name as an anchor on the route it names, so links into either land', () => {
    const view = referenceView('validator-rest-api', 'mainnet');
    const health = view.groups
      .flatMap((group) => group.routes)
      .find((route) => route.path === '/v1/api-status/health')!;
    expect(health.anchor).toBe('get-v1-api-status-health');
    expect(health.aliases).toContain('get-health');
    expect(health.named).toContain('/health');
    const anchors = [...view.groups.flatMap((group) => group.routes), ...view.removed].flatMap((route) => [
      route.anchor,
      ...route.aliases,
    ]);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('gives every route the source mounts its method and path as anchor, whatever another API’s entries are called', () => {
    // GET / is nym-api's get-root, and nym-node and node-status-api mount a GET / of their own on their own pages.
    const current = referenceRoutes().filter((route) => !route.removedIn);
    expect(current.filter((route) => route.anchor !== routeAnchor(route)).map((route) => route.key)).toEqual([]);
    expect(current.filter((route) => route.path === '/').map((route) => `${route.service} ${route.anchor}`)).toContain(
      'nym-node get-root',
    );
  });

  it('keeps the anchors a route’s entry had before beside the one it has', () => {
    for (const [key, former] of Object.entries(FORMER_ANCHORS)) {
      const route = referenceRoutes().find((candidate) => candidate.key === key);
      expect(route, key).toBeDefined();
      for (const environment of ['mainnet', 'sandbox'] as const) {
        const view = referenceView(API_OF[route!.service], environment);
        const entry = [...view.groups.flatMap((group) => group.routes), ...view.removed].find(
          (candidate) => candidate.anchor === route!.anchor,
        );
        expect(entry?.aliases, `${key} on ${environment}`).toEqual(expect.arrayContaining([...former!]));
      }
    }
  });
});

describe('the API pages’ routes', () => {
  const views = API_IDS.flatMap((api) =>
    (['mainnet', 'sandbox'] as const).map((environment) => referenceView(api, environment)),
  );

  it('are every route of the source, then every removed route, each once', () => {
    for (const view of views) {
      const service = referenceRoutes().find((route) => API_OF[route.service] === view.api)!.service;
      const current = view.groups.flatMap((group) => group.routes);
      expect(current).toHaveLength(SOURCE_ROUTES.filter((route) => route.api === service).length);
      expect(view.removed).toHaveLength(REMOVED_ROUTES.filter((route) => route.api === service).length);
      for (const route of view.removed) expect(route.removedIn, route.path).toMatch(/^v20\d\d\.\d+/);
    }
  });

  it('keep the explorer API’s routes as its source mounted them until the release that removed the API, with the release notes’ names on them', () => {
    const explorer = views.find((view) => view.api === 'explorer-api' && view.environment === 'mainnet')!;
    expect(explorer.groups.flatMap((group) => group.routes)).toEqual([]);
    expect(explorer.removed.length).toBe(REMOVED_ROUTES.filter((route) => route.api === 'explorer-api').length);
    expect(new Set(explorer.removed.map((route) => route.removedIn))).toEqual(new Set(['v2025.8-tourist']));
    expect(new Set(explorer.removed.map((route) => route.source.lastRelease))).toEqual(new Set(['v2025.7-tex']));
    const standsOn = (alias: string) => explorer.removed.find((route) => route.aliases.includes(alias))?.path;
    expect(standsOn('explorer-nym-nodes')).toBe('/v1/tmp/unstable/nym-nodes');
    expect(standsOn('explorer-nym-node-by-id')).toBe('/v1/tmp/unstable/nym-nodes/{node_id}');
    expect(standsOn('explorer-account')).toBe('/v1/tmp/unstable/account/{addr}');
    expect(explorer.servers.map((server) => server.url)).toEqual(['https://explorer.nymtech.net/api']);
  });

  it('link each route to where it is mounted: the recorded commit, or the last release that had a removed one', () => {
    const commit = /^https:\/\/github\.com\/nymtech\/nym\/blob\/([0-9a-f]{40})\//;
    for (const view of views) {
      for (const route of view.groups.flatMap((group) => group.routes)) expect(route.source.url).toMatch(commit);
      for (const route of view.removed) {
        const source = REMOVED_ROUTES.find(
          (candidate) =>
            API_OF[candidate.api] === view.api && candidate.method === route.method && candidate.path === route.path,
        )!;
        expect(route.source.url).toBe(
          `https://github.com/nymtech/nym/blob/${source.last_tag}/${source.source}#L${source.line}`,
        );
      }
    }
  });

  it('give each current route on a host code in curl, Python, JavaScript and Rust, on the real host, never with the prefix twice', () => {
    const mainnet = views.find((view) => view.api === 'validator-rest-api' && view.environment === 'mainnet')!;
    const host = SOURCE_HOSTS.find(
      (entry) => entry.api === 'nym-api' && entry.network === 'mainnet' && entry.key === 'NYM_API',
    )!.url.replace(/\/$/, '');
    for (const view of views.filter((each) => each.base !== '')) {
      for (const route of view.groups.flatMap((group) => group.routes)) {
        expect(
          route.samples.map((sample) => sample.label),
          route.path,
        ).toEqual(['curl', 'Python', 'JavaScript', 'Rust']);
        for (const sample of route.samples) {
          expect(sample.code, route.path).toContain(view.base);
          expect(sample.code, route.path).not.toContain('/api/api/');
        }
      }
    }
    const described = mainnet.groups
      .flatMap((group) => group.routes)
      .find((route) => route.path === '/v1/nym-nodes/described')!;
    expect(described.samples[0].code).toContain(`${host}/v1/nym-nodes/described?output=json`);
    const performance = mainnet.groups
      .flatMap((group) => group.routes)
      .find((route) => route.path === '/v1/nym-nodes/performance/{node_id}')!;
    expect(performance.samples[0].code).toContain('/v1/nym-nodes/performance/<NODE_ID>');
  });

  it('say the node-status API has no sandbox host rather than invent one, and offer no console there', () => {
    const sandbox = views.find((view) => view.api === 'node-status-api' && view.environment === 'sandbox')!;
    expect(sandbox.servers).toEqual([]);
    expect(
      sandbox.groups.flatMap((group) => group.routes).filter((route) => route.tryIt || route.samples.length),
    ).toEqual([]);
    const document = buildOpenApi('sandbox', {only: 'node-status-api'});
    expect(document.servers[0].variables!.host.default).toMatch(/\.invalid$/);
  });

  it('give every route a history that starts where the source first has it and ends where a release removed it', () => {
    for (const view of views) {
      for (const route of [...view.groups.flatMap((group) => group.routes), ...view.removed]) {
        expect(['present', 'introduced'], route.path).toContain(route.history[0].change);
        if (route.removedIn)
          expect(route.history.at(-1), route.path).toMatchObject({change: 'removed', release: route.removedIn});
      }
    }
  });

  it('offer the try-it console on the GET API routes of the directory and node-status APIs only, and the CSP opens exactly their hosts', () => {
    const withConsole = views.flatMap((view) =>
      view.groups
        .flatMap((group) => group.routes)
        .filter((route) => route.tryIt)
        .map((route) => ({view, route})),
    );
    expect(withConsole.length).toBeGreaterThan(0);
    for (const {view, route} of withConsole) {
      expect(['validator-rest-api', 'node-status-api']).toContain(view.api);
      expect(route.method).toBe('GET');
      expect(tryItOrigins()).toContain(new URL(route.tryIt!).origin);
    }
    expect(
      views
        .filter((view) => view.api === 'validator-sidecar-api')
        .flatMap((view) => view.groups.flatMap((group) => group.routes))
        .filter((route) => route.tryIt),
    ).toEqual([]);
    expect(new Set(withConsole.map(({route}) => new URL(route.tryIt!).origin))).toEqual(new Set(tryItOrigins()));
  });

  it('link the operations to their entries on the site with absolute addresses', () => {
    const document = buildOpenApi('mainnet', {only: 'validator-rest-api'});
    for (const {route, operation} of operationsOf(document)) {
      expect(operation.externalDocs.url.startsWith(`${site.origin}${site.basePath}`), route).toBe(true);
      expect(operation.externalDocs.url, route).toContain(
        `#${routeAnchor({method: operation.operationId.split('-')[0].toUpperCase() as 'GET', path: route})}`,
      );
    }
    expect(routeKey({api: 'nym-api', method: 'GET', path: '/v1/api-status/health'})).toBe(
      'nym-api GET /v1/api-status/health',
    );
  });
});

describe('the entities of the introduction', () => {
  it('are described by the response types they are: one source for both, with the fields the notes name', () => {
    const document = buildOpenApi('mainnet');
    /** Names the notes give that the source serialises under another name. */
    const RENAMED: Record<string, string> = {'AuxiliaryDetails.accepted_toc': 'accepted_operator_terms_and_conditions'};
    const mapped = REGISTRY.entities.filter((entity) => entity.schemas);
    expect(mapped.length).toBeGreaterThan(0);
    for (const entity of mapped) {
      for (const name of entity.schemas!) {
        const component = document.components.schemas[name];
        expect(component, `${entity.name} → ${name}`).toBeDefined();
        expect(component.description, name).toContain(entity.description);
        expect((component.externalDocs as {url: string}).url).toBe(
          `${site.origin}${site.basePath}apis/introduction#entity-${entity.name.toLowerCase()}`,
        );
      }
      const properties = new Set(
        entity.schemas!.flatMap((name) => Object.keys(document.components.schemas[name].properties ?? {})),
      );
      for (const field of entity.fields.filter((each) => each.literal)) {
        const wire = RENAMED[`${entity.name}.${field.name}`] ?? field.name;
        expect(properties.has(wire), `${entity.name}.${field.name}`).toBe(true);
      }
    }
  });
});
