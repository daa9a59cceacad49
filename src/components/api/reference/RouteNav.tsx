import Link from '@docusaurus/Link';
import type {ReferenceView, RouteView} from '@site/src/api/referenceView';

/**
 * The navigation of an API page: every route under its group, with its method as a badge, kept in reach while the
 * reader scrolls, so any route is one click (beside the text) or two taps (folded under the navbar on a phone) from
 * any other. It takes the place of the theme's table of contents on these pages: drawn here, inside the reference's
 * static island, it is sent once as HTML and never hydrated, and it works without JavaScript. The list is written
 * twice, one after the other (open beside the text, folded in a native <details> on a narrow screen; the stylesheet
 * shows one): the second copy costs next to nothing once compressed, where the theme's two tables of contents sit a
 * whole page apart.
 */

function RouteLinks({routes}: {routes: RouteView[]}) {
  return (
    <ul>
      {routes.map((route) => (
        <li key={route.anchor}>
          <Link to={`#${route.anchor}`}>
            <span className="api-nav__method">{route.method}</span> <code>{route.publicPath ?? route.path}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The list itself: the hosts, each group and its routes, the removed routes, the types. */
function RouteList({view}: {view: ReferenceView}) {
  return (
    <ul className="api-nav__list">
      <li>
        <Link to="#hosts">Hosts</Link>
      </li>
      {view.groups.map((group) => (
        <li key={group.slug}>
          <Link to={`#group-${group.slug}`}>{group.name}</Link>
          <RouteLinks routes={group.routes} />
        </li>
      ))}
      <li>
        <Link to="#removed-routes">Removed routes</Link>
        {view.removed.length > 0 ? <RouteLinks routes={view.removed} /> : null}
      </li>
      {view.types.length > 0 ? (
        <li>
          <Link to="#types">Types</Link>
        </li>
      ) : null}
    </ul>
  );
}

export default function RouteNav({view}: {view: ReferenceView}) {
  const routes = view.counts.routes + view.counts.removed;
  return (
    <nav className="api-nav" aria-label="Routes of this page">
      <details className="api-nav__fold">
        <summary>Every route ({routes})</summary>
        <RouteList view={view} />
      </details>
      <div className="api-nav__side">
        <p className="api-nav__title">Every route ({routes})</p>
        <RouteList view={view} />
      </div>
    </nav>
  );
}
