import Link from '@docusaurus/Link';
import type {RouteLink, RouteView} from '@site/src/api/referenceView';
import {StatusBadge} from '../ApiEndpoints';
import {MENTIONS} from '../registryData';
import {joined, sentence, withCode} from './sentence';

/**
 * Where a route stands and where it came from: its status badge, its history across releases, the changelog
 * items that name it, and, for a removed explorer route, what served its data and what serves it now.
 */

const CHANGE_WORDS: Record<string, string> = {
  present: 'present in',
  introduced: 'introduced in',
  changed: 'changed in',
  deprecated: 'deprecated in',
  redirected: 'redirected in',
  absent: 'gone in',
  restored: 'back in',
  removed: 'removed in',
};

/** A route's status badge: current, deprecated, or removed with the release that removed it. */
export function RouteStatus({route}: {route: RouteView}) {
  return <StatusBadge status={route.status === 'removed' ? `removed in ${route.removedIn}` : route.status} />;
}

export function History({route}: {route: RouteView}) {
  return (
    <p>
      <strong>History:</strong>
      {sentence(
        ' ',
        joined(
          route.history,
          (event) => [
            `${CHANGE_WORDS[event.change]} `,
            event.slug ? <Link to={`/operators/changelog#${event.slug}`}>{event.release}</Link> : event.release,
            event.change === 'present' ? ' (the first release checked)' : null,
            event.replacedBy ? [', replaced by ', <code>{event.replacedBy.join(', ')}</code>] : null,
            event.replaces ? [', in place of ', <code>{event.replaces.join(', ')}</code>] : null,
          ],
          '; ',
        ),
        '.',
      )}
    </p>
  );
}

export function Mentions({route}: {route: RouteView}) {
  const items = [
    ...new Map(route.entryPaths.flatMap((path) => MENTIONS[path] ?? []).map((item) => [item.anchor, item])).values(),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <p id={`${route.anchor}-items`}>
        <strong>Changelog items that name it:</strong>
      </p>
      <ul aria-labelledby={`${route.anchor}-items`}>
        {items.map((item) => (
          <li key={item.anchor}>
            <Link to={`/operators/changelog#${item.anchor}`}>{item.title}</Link>
            {` (${item.heading})`}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A route as a link to its entry, named by method and path, with the release that removed it if one did. */
function RouteLinkText({route}: {route: RouteLink}) {
  return sentence(
    <Link to={route.href}>
      {route.method} <code>{route.path}</code>
    </Link>,
    route.removedIn ? ` (removed in ${route.removedIn})` : null,
  );
}

/**
 * For a removed route of the explorer API: where its data came from, and what a developer whose code called it
 * calls now, each route linked to its entry.
 */
export function Successor({route}: {route: RouteView}) {
  const successor = route.successor;
  if (!successor) return null;
  const {cameFrom} = successor;
  return (
    <>
      <p>
        {sentence(
          <strong>Its data came from</strong>,
          cameFrom.routes.length > 0
            ? [" nym-api's ", joined(cameFrom.routes, (from) => <RouteLinkText route={from} />), ': ']
            : ' ',
          withCode(cameFrom.text),
        )}
      </p>
      <p>
        {sentence(
          <strong>{successor.match === 'none' ? 'Nothing serves this now.' : 'Now, in part:'}</strong>,
          ' ',
          joined(successor.now, (now) => [<RouteLinkText route={now} />, ` in the ${now.apiName}`]),
          successor.now.length > 0 ? '. ' : null,
          withCode(successor.text),
        )}
      </p>
    </>
  );
}
