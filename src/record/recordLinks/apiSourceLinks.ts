// The API pages' links to where the source mounts each route, made from the API facts the sync writes
// (src/api/facts/api-routes.json and explorer-api-source.json), by the rule the site's pages use
// (src/api/routeSourceUrl.ts). The sync cannot load the site's facts modules for this: they import the facts as they
// were when the process started, not as this run writes them.
import {routeSourceUrl} from '../../api/routeSourceUrl';
import {parseRecordLink, type RecordLink} from './links';

export const API_ROUTES_FACTS = 'src/api/facts/api-routes.json';
export const EXPLORER_API_FACTS = 'src/api/facts/explorer-api-source.json';

interface FactsRoute {
  api: string;
  method: string;
  path: string;
  source?: string;
  line?: number;
  last_tag?: string;
}

interface RouteFacts {
  _meta: {repository: string; commit: string};
  endpoints: FactsRoute[];
  removed_endpoints: FactsRoute[];
}

/** The link to each route's source, from the texts of the two facts files. */
export function apiSourceLinks(routesText: string, explorerText: string): RecordLink[] {
  const routes = JSON.parse(routesText) as RouteFacts;
  const explorer = JSON.parse(explorerText) as Pick<RouteFacts, 'removed_endpoints'>;
  const {repository, commit} = routes._meta;
  return [...routes.endpoints, ...routes.removed_endpoints, ...explorer.removed_endpoints].map((route) => {
    const url = routeSourceUrl(repository, commit, route);
    return {file: `src/api/facts (${route.api} ${route.method} ${route.path})`, line: 0, url, ...parseRecordLink(url)};
  });
}
