// What a mounted route takes and answers, read at one tag whatever serves it: an axum handler (handlerReader.ts),
// a Rocket handler (rocketHandler.ts), or no handler at all (a redirect, the API's documentation, files).
import {descendantsOf, lineOf} from '../rust/parser';
import {segmentsOf, type Workspace} from '../rust/workspace';
import type {MountedRoute} from './axumRouter';
import type {HandlerFacts, HandlerReader, ResponseFact} from './handlerReader';
import {rocketDetails} from './rocketHandler';

/** A route's details: what its handler takes and answers; a Rocket route also gives its path as written. */
export type RouteDetails = HandlerFacts & {rocket_route?: string};

/** The merged OpenAPI document rocket_okapi serves at a Rocket service's base path. */
const ROCKET_OPENAPI_DOCUMENT: ResponseFact = {
  status: 200,
  type: 'OpenApi',
  wrapper: null,
  content_types: ['application/json'],
  declared_in: 'rocket_okapi mount_endpoints_and_merged_docs!',
};

/** What a route that is no handler answers with: a redirect, the API's documentation, files. */
function mountedAnswer(route: MountedRoute, workspace: Workspace): ResponseFact {
  if (route.kind === 'redirect') {
    // The closure's Redirect::to (303), ::temporary (307) or ::permanent (308): the first from the line that
    // mounts it.
    const tree = workspace.tree(route.mountedIn.source);
    const call = tree
      ? descendantsOf(tree, 'scoped_identifier').find(
          (node) => lineOf(node) >= route.mountedIn.line && segmentsOf(node).at(-2) === 'Redirect',
        )
      : undefined;
    const kind = call ? segmentsOf(call).at(-1) : 'to';
    const status = kind === 'permanent' ? 308 : kind === 'temporary' ? 307 : 303;
    return {status, type: null, wrapper: null, ...(route.redirectTo ? {location: route.redirectTo} : {})};
  }
  if (route.kind === 'docs')
    return route.path.endsWith('.json')
      ? {status: 200, type: 'OpenApi', wrapper: null, content_types: ['application/json']}
      : {status: 200, type: null, wrapper: null, content_types: ['text/html']};
  return {status: 200, type: null, wrapper: null, content_types: ['file contents']};
}

/** The details of a route mounted at the workspace's tag; `where` names it in errors (file:line@tag). */
export function routeDetails(
  route: MountedRoute,
  framework: 'axum' | 'rocket',
  workspace: Workspace,
  handlers: HandlerReader,
  where: string,
): RouteDetails {
  if (framework === 'rocket') {
    if (route.handlerNode) return rocketDetails(route, workspace, where);
    if (route.kind === 'docs' && route.path.endsWith('/openapi.json')) {
      const {declared_in: _declared, ...response} = ROCKET_OPENAPI_DOCUMENT;
      return {
        params: [],
        response,
        responses: [ROCKET_OPENAPI_DOCUMENT],
        rocket_route: '/openapi.json',
        roots: [],
      };
    }
  }
  const read =
    framework === 'axum' && route.handlerNode && route.kind !== 'redirect'
      ? handlers.read(route.handlerNode, route.source, route.path)
      : undefined;
  if (read) return read;
  const answer = mountedAnswer(route, workspace);
  return {params: [], response: answer, responses: [answer], roots: []};
}
