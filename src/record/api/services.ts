// Where each service's router starts, release by release. The first entry whose file exists at a tag is used.
import {AxumReader, type MountedRoute} from './axumRouter';
import {mountsWithRocket, RocketReader} from './rocketRouter';
import type {Workspace} from '../rust/workspace';

export type ApiService = 'nym-api' | 'nym-node' | 'node-status-api';
/** A service whose code has left the record, documented as it was: the explorer API (removed at v2025.8-tourist). */
export type FormerService = 'explorer-api';
export type Framework = 'axum' | 'rocket' | 'absent';

interface Entry {
  readonly file: string;
  /** The function that builds the router; absent for the Rocket era, whose entry is the mounting macro. */
  readonly fn?: string;
  readonly framework: 'axum' | 'rocket';
  /** Files that mount more routes outside the router builder (nym-api's start-up and its coconut module). */
  readonly more?: readonly string[];
}

/** A service, the prefix its public deployments serve it under, and where its router starts. */
export interface ServiceSpec<S extends string = ApiService | FormerService> {
  readonly service: S;
  readonly publicPrefix: string;
  readonly entries: readonly Entry[];
}

/** The services whose routes the site documents, in the order it lists them, with their router entries. */
export const SERVICES: readonly ServiceSpec<ApiService>[] = [
  {
    service: 'nym-api',
    // Public deployments serve nym-api under /api (e.g. https://validator.nymtech.net/api/).
    publicPrefix: '/api',
    entries: [
      // Up to v2024.12.1-aero the default build mounted Rocket; an axum router also existed behind a cargo feature.
      {file: 'nym-api/src/support/http/mod.rs', framework: 'rocket', more: ['nym-api/src/coconut/mod.rs']},
      {
        file: 'nym-api/src/support/http/router.rs',
        fn: 'RouterBuilder::with_default_routes',
        framework: 'axum',
        more: ['nym-api/src/support/cli/run.rs'],
      },
    ],
  },
  {
    service: 'nym-node',
    publicPrefix: '',
    entries: [
      {file: 'nym-node/src/node/http/router/mod.rs', fn: 'NymNodeRouter::new', framework: 'axum'},
      {file: 'nym-node/nym-node-http-api/src/router/mod.rs', fn: 'NymNodeRouter::new', framework: 'axum'},
    ],
  },
  {
    service: 'node-status-api',
    publicPrefix: '',
    entries: [
      {
        file: 'nym-node-status-api/nym-node-status-api/src/http/api/mod.rs',
        fn: 'RouterBuilder::with_default_routes',
        framework: 'axum',
      },
      {file: 'nym-node-status-api/src/http/api/mod.rs', fn: 'RouterBuilder::with_default_routes', framework: 'axum'},
    ],
  },
];

/**
 * The explorer API (crate explorer-api), on Rocket until its code left the record. Its deployments served it under
 * /api (EXPLORER_API = https://explorer.nymtech.net/api/ in common/network-defaults).
 */
export const EXPLORER_API_SERVICE: ServiceSpec<FormerService> = {
  service: 'explorer-api',
  publicPrefix: '/api',
  entries: [{file: 'explorer-api/src/http/mod.rs', framework: 'rocket'}],
};

export interface ServiceRoutes {
  framework: Framework;
  routes: MountedRoute[];
  unresolved: string[];
}

/** A service's routes at the workspace's tag, as its default build mounts them. */
export function serviceRoutes(
  workspace: Workspace,
  service: ApiService | ServiceSpec,
  readText: (file: string) => string | undefined,
): ServiceRoutes {
  const spec = typeof service === 'string' ? SERVICES.find((candidate) => candidate.service === service) : service;
  for (const entry of spec?.entries ?? []) {
    if (!workspace.has(entry.file)) continue;
    if (entry.framework === 'rocket') {
      if (!mountsWithRocket(readText(entry.file))) continue;
      const reader = new RocketReader(workspace);
      const routes = reader.routesOf(entry.file);
      const more = (entry.more ?? []).flatMap((file) => reader.mountsIn(file, entry.file));
      if (routes) return {framework: 'rocket', routes: [...routes, ...more], unresolved: reader.unresolved};
      continue;
    }
    const reader = new AxumReader(workspace);
    const routes = reader.routesOf(entry.file, entry.fn ?? '');
    const more = (entry.more ?? []).flatMap((file) => reader.nestsIn(file));
    if (routes) return {framework: 'axum', routes: [...routes, ...more], unresolved: reader.unresolved};
  }
  return {framework: 'absent', routes: [], unresolved: []};
}
