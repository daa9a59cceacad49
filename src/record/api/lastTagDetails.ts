// What routes that are no longer mounted took and answered at the last tag that mounted them: each is read with the
// readers of routeDetails.ts in a workspace at that tag, which shares the syntax trees the route readers parsed.
import type {RecordRepository} from '../git';
import {Workspace, type WorkspaceCache} from '../rust/workspace';
import type {MountedRoute} from './axumRouter';
import {HandlerReader} from './handlerReader';
import {routeDetails, type RouteDetails} from './routeDetails';
import {TypeReader} from './typeReader';

/** A route's details as the facts keep them (the types they name are not followed for a removed route). */
export type LastTagDetails = Omit<RouteDetails, 'roots'>;

/** Reads routes at their last tags, one workspace per tag. */
export function lastTagReader(
  repo: RecordRepository,
  cache: WorkspaceCache,
): (route: MountedRoute, framework: 'axum' | 'rocket', tag: string) => LastTagDetails {
  const readers = new Map<string, {workspace: Workspace; handlers: HandlerReader}>();
  return (route, framework, tag) => {
    let reader = readers.get(tag);
    if (!reader) {
      const workspace = new Workspace(repo, tag, cache);
      reader = {workspace, handlers: new HandlerReader(workspace, new TypeReader(workspace))};
      readers.set(tag, reader);
    }
    const {roots: _roots, ...details} = routeDetails(
      route,
      framework,
      reader.workspace,
      reader.handlers,
      `${route.source}:${route.line}@${tag}`,
    );
    return details;
  };
}
