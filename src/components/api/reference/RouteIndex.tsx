import Link from '@docusaurus/Link';
import type {RouteView} from '@site/src/api/referenceView';
import {RouteStatus} from './provenance';

/** The index at the top of an API's page: each group's routes, one line each, linked to their entries. */

/** A route in the index at the top of its API's page: method, path (linked to its entry below), status and summary. */
function IndexEntry({route}: {route: RouteView}) {
  return (
    <li className="api-index__entry">
      <span className="api-endpoint__method">{route.method}</span>{' '}
      <Link to={`#${route.anchor}`}>
        <code>{route.publicPath ?? route.path}</code>
      </Link>
      {route.status === 'current' ? null : (
        <>
          {' '}
          <RouteStatus route={route} />
        </>
      )}
      {` ${route.summary}`}
    </li>
  );
}

/** One part of the index: the name of a group (or of the removed routes), linked to its heading, and its routes. */
export default function IndexList({anchor, name, routes}: {anchor: string; name: string; routes: RouteView[]}) {
  return (
    <>
      <p className="api-index__group">
        <Link to={`#${anchor}`}>{name}</Link>
      </p>
      <ul className="api-index">
        {routes.map((route) => (
          <IndexEntry key={route.anchor} route={route} />
        ))}
      </ul>
    </>
  );
}
