import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import views from '@generated/api-reference/default/reference.json';
import type {Environment} from '@site/src/api/apis';
import type {ReferenceView} from '@site/src/api/referenceView';
import type {ApiId} from '@site/src/api/schema';
import {ISLAND_ATTRIBUTE} from '@site/src/components/StaticIsland';
import AnchorHeading from './AnchorHeading';
import {referenceIsland} from './referenceIsland';
import './ApiReference.css';
import IndexList from './reference/RouteIndex';
import RouteEntry from './reference/RouteEntry';
import RouteNav from './reference/RouteNav';
import {Types} from './reference/schemas';

// The page's parts are in ./reference/: the index, a route's entry and what it is made of, the types.

const VIEWS = views as Record<string, ReferenceView>;

function Hosts({view}: {view: ReferenceView}): ReactNode {
  if (view.servers.length === 0)
    return (
      <p>
        The source gives this API no public {view.environment} host (none anywhere in the repository at the recorded
        release), so this page names none and offers no console; the code samples would need a host you know.
      </p>
    );
  return (
    <ul>
      {view.servers.map((server) => (
        <li key={server.url}>
          <code>{server.url}</code>: {server.description}
        </li>
      ))}
    </ul>
  );
}

/**
 * An API's page for one environment: the navigation of its routes (beside the text, or folded above it on a
 * narrower screen); its hosts; an index of every route, by group; then each group's routes in full; the removed
 * routes; and the types their bodies use. One page, so that every anchor of the API lands on it, and so that its
 * first view is mostly its own text (see bench/budgets.json).
 * Rendered at build time only: the client bundle gets a static island in its place (see the
 * api-reference plugin), so the HTML is never sent twice and never hydrated.
 */
export default function ApiReference({api, environment}: {api: ApiId; environment: Environment}) {
  const view = VIEWS[`${api}/${environment}`];
  if (!view) throw new Error(`ApiReference: no view for ${api} on ${environment}`);
  const types = new Map(view.types.map((type) => [type.name, type.schema]));
  return (
    <div className="api-reference" {...{[ISLAND_ATTRIBUTE]: referenceIsland(api, environment)}}>
      <RouteNav view={view} />
      <div className="api-reference__body">
        <AnchorHeading as="h2" id="hosts">
          Hosts
        </AnchorHeading>
        <Hosts view={view} />
        <AnchorHeading as="h2" id="routes">
          Every route
        </AnchorHeading>
        {view.counts.routes > 0 ? (
          <p>
            {view.counts.routes} routes as the source mounts them, in {view.groups.length} groups, then the{' '}
            {view.counts.removed} routes releases removed, and the <Link to="#types">types</Link> their bodies use. Each
            line leads to the route in full below.
          </p>
        ) : (
          <p>
            The source mounts no route of this API any more: here are the {view.counts.removed} routes it had, each with
            the release that removed it, and the <Link to="#types">types</Link> their bodies used. Each line leads to
            the route in full below.
          </p>
        )}
        {view.groups.map((group) => (
          <IndexList key={group.slug} anchor={`group-${group.slug}`} name={group.name} routes={group.routes} />
        ))}
        {view.removed.length > 0 ? (
          <IndexList anchor="removed-routes" name="Removed routes" routes={view.removed} />
        ) : null}
        {view.groups.map((group) => (
          <section key={group.slug} aria-labelledby={`group-${group.slug}`}>
            <AnchorHeading as="h2" id={`group-${group.slug}`}>
              {group.name}
            </AnchorHeading>
            <p>{group.description}</p>
            {group.routes.map((route) => (
              <RouteEntry key={route.anchor} route={route} view={view} types={types} />
            ))}
          </section>
        ))}
        <section aria-labelledby="removed-routes">
          <AnchorHeading as="h2" id="removed-routes">
            Removed routes
          </AnchorHeading>
          {view.removed.length > 0 ? (
            <>
              <p>Routes a release took away since v2024.3-eclipse, each with the release that did: do not call them.</p>
              {view.removed.map((route) => (
                <RouteEntry key={route.anchor} route={route} view={view} types={types} />
              ))}
            </>
          ) : (
            <p>No route of this API was removed since v2024.3-eclipse.</p>
          )}
        </section>
        {view.types.length > 0 ? (
          <section aria-labelledby="types">
            <AnchorHeading as="h2" id="types">
              Types
            </AnchorHeading>
            {view.counts.routes > 0 ? (
              <p>
                The types the bodies above use, as the source writes them in JSON: each field under its name on the wire
                (after the source’s renames), its JSON type, and whether it is always there. The same types serve
                mainnet and the sandbox.
              </p>
            ) : (
              <p>
                The types the removed routes answered with, as the source of the last release that had this API wrote
                them in JSON: each field under its name on the wire (after the source’s renames), its JSON type, and
                whether it was always there. A client that still reads them can compare them with the routes that serve
                their data now, named in each route above.
              </p>
            )}
            <Types view={view} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
