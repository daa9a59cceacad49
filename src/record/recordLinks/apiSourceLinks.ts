// The API pages' links to where the source mounts each route, made from the API facts the sync writes
// (src/api/facts/api-routes.json and explorer-api-source.json). The site makes them with sourceLink
// (src/api/referenceView.ts) for every current and removed route: a current route at the facts' commit, a removed
// one at the last tag that mounted it. The sync cannot load the site's modules for this: they import the facts as
// they were when the process started, not as this run writes them. tests/unit/record-links.test.ts reads the site's
// own links, so a rule here that drifted from sourceLink fails there.
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
    const line = route.line ? `#L${route.line}` : '';
    const url = `https://github.com/${repository}/blob/${route.last_tag ?? commit}/${route.source ?? ''}${line}`;
    return {file: `src/api/facts (${route.api} ${route.method} ${route.path})`, line: 0, url, ...parseRecordLink(url)};
  });
}
