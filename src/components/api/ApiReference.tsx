import {createContext, Fragment, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import DataTable from '@site/src/components/DataTable';
import views from '@generated/api-reference/default/reference.json';
import type {Environment} from '@site/src/api/apis';
import type {JsonSchema} from '@site/src/api/responseSchemas';
import type {ReferenceView, RouteView} from '@site/src/api/referenceView';
import type {TryItField} from '@site/src/client/tryItFields';
import {REMOVED_SLUG, typeAnchor} from '@site/src/api/referenceView';
import {enumValues, objectFields, refName, typeParts, type TypePart} from '@site/src/api/schemaText';
import type {ApiId} from '@site/src/api/schema';
import {ISLAND_ATTRIBUTE} from '@site/src/components/StaticIsland';
import {StatusBadge} from './ApiEndpoints';
import {MENTIONS} from './registryData';
import {referenceIsland, typesIsland} from './referenceIsland';

const VIEWS = views as Record<string, ReferenceView>;

/** A value of a schema (a default, an enum member) as the page prints it. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

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

/** Where a named type is described: the API's types page, at the type's anchor (one page for both networks). */
const TypesPage = createContext<string>('');

function TypeLink({name}: {name: string}) {
  const page = useContext(TypesPage);
  return (
    <Link to={`${page}#${typeAnchor(name)}`}>
      <code>{name}</code>
    </Link>
  );
}

function TypeText({schema}: {schema: JsonSchema}) {
  return (
    <>
      {typeParts(schema).map((part: TypePart, index) =>
        typeof part === 'string' ? <span key={index}>{part}</span> : <TypeLink key={index} name={part.ref} />,
      )}
    </>
  );
}

function Values({schema}: {schema: JsonSchema}) {
  const values = enumValues(schema);
  if (!values) return null;
  return (
    <>
      {' '}
      One of{' '}
      {values.map((value, index) => (
        <span key={shown(value)}>
          {index > 0 ? ', ' : null}
          <code>{shown(value)}</code>
        </span>
      ))}
      .
    </>
  );
}

/** The fields of an object schema as a table: name, JSON type (linked types), required or optional, allowed values. */
function FieldTable({schema, caption}: {schema: JsonSchema; caption: string}) {
  const object = objectFields(schema);
  if (!object) return null;
  return (
    <>
      {object.includes.length > 0 ? (
        <p>
          It also carries every field of{' '}
          {object.includes.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              <TypeLink name={name} />
            </span>
          ))}
          .
        </p>
      ) : null}
      {object.fields.length > 0 ? (
        <div className="api-table">
          <DataTable
            caption={caption}
            columns={['Field', 'Type', 'Presence']}
            rows={object.fields.map((field) => ({
              key: field.name,
              header: <code>{field.name}</code>,
              cells: [
                <>
                  <TypeText schema={field.schema} />
                  <Values schema={field.schema} />
                </>,
                field.required ? 'required' : 'optional',
              ],
            }))}
          />
        </div>
      ) : null}
    </>
  );
}

/** A body: its type, then the fields of the object it is (or holds in an array), one level deep. */
function Body({schema, label, types}: {schema: JsonSchema; label: string; types: Map<string, JsonSchema>}) {
  const target = refName(schema) ?? (schema.items ? refName(schema.items as JsonSchema) : undefined);
  const shown = target ? types.get(target) : schema;
  return (
    <>
      <p>
        {label}: <TypeText schema={schema} />.
        <Values schema={schema} />
      </p>
      {shown ? <FieldTable schema={shown} caption={`Fields of ${target ?? label.toLowerCase()}`} /> : null}
    </>
  );
}

/** An example body, folded: plain text without a copy button, whose copy of the text would double the page's bytes. */
function Example({value, summary}: {value: unknown; summary: string}) {
  return (
    <details className="api-example">
      <summary>{summary}</summary>
      <pre className="code-block__pre" tabIndex={0}>
        <code className="language-json">{JSON.stringify(value, null, 2)}</code>
      </pre>
    </details>
  );
}

function History({route}: {route: RouteView}) {
  return (
    <p>
      <strong>History:</strong>{' '}
      {route.history.map((event, index) => (
        <span key={`${event.change} ${event.release}`}>
          {index > 0 ? '; ' : null}
          {CHANGE_WORDS[event.change]}{' '}
          {event.slug ? <Link to={`/operators/changelog#${event.slug}`}>{event.release}</Link> : event.release}
          {event.change === 'present' ? ' (the first release checked)' : null}
          {event.replacedBy ? (
            <>
              , replaced by <code>{event.replacedBy.join(', ')}</code>
            </>
          ) : null}
          {event.replaces ? (
            <>
              , in place of <code>{event.replaces.join(', ')}</code>
            </>
          ) : null}
        </span>
      ))}
      .
    </p>
  );
}

function Mentions({route}: {route: RouteView}) {
  const items = [
    ...new Map(route.entryPaths.flatMap((path) => MENTIONS[path] ?? []).map((item) => [item.anchor, item])).values(),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <p className="api-route__label" id={`${route.anchor}-items`}>
        <strong>Changelog items that name it:</strong>
      </p>
      <ul aria-labelledby={`${route.anchor}-items`}>
        {items.map((item) => (
          <li key={item.anchor}>
            <Link to={`/operators/changelog#${item.anchor}`}>{item.title}</Link> ({item.heading})
          </li>
        ))}
      </ul>
    </>
  );
}

function Parameters({route}: {route: RouteView}) {
  if (route.parameters.length === 0) return null;
  return (
    <div className="api-table">
      <DataTable
        caption={`Parameters of ${route.method} ${route.path}`}
        columns={['Name', 'In', 'Type', 'Meaning']}
        rows={route.parameters.map((param) => ({
          key: `${param.in} ${param.name}`,
          header: <code>{param.name}</code>,
          cells: [
            `${param.in}, ${param.required ? 'required' : 'optional'}`,
            <>
              <TypeText schema={param.schema} />
              <Values schema={param.schema} />
              {param.schema.default !== undefined ? (
                <>
                  {' '}
                  Default <code>{shown(param.schema.default)}</code>.
                </>
              ) : null}
            </>,
            param.description,
          ],
        }))}
      />
    </div>
  );
}

function Responses({route, types}: {route: RouteView; types: Map<string, JsonSchema>}) {
  if (route.responses.length === 0) return null;
  return (
    <>
      <Heading as="h3" id={`${route.anchor}-responses`}>
        Responses
      </Heading>
      <dl className="api-responses">
        {route.responses.map((response) => (
          <div key={response.status}>
            <dt>
              <code>{response.status}</code>
            </dt>
            <dd>
              <p>
                {response.description}
                {response.contentTypes.length > 0 ? (
                  <>
                    {' '}
                    As{' '}
                    {response.contentTypes.map((type, index) => (
                      <span key={type}>
                        {index > 0 ? ', ' : null}
                        <code>{type}</code>
                      </span>
                    ))}
                    .
                  </>
                ) : null}
              </p>
              {response.headers?.Location ? (
                <p>
                  <code>Location</code>: <code>{shown(response.headers.Location.schema.const)}</code>
                </p>
              ) : null}
              {response.schema && response.status.startsWith('2') ? (
                <Body schema={response.schema} label="Body" types={types} />
              ) : null}
              {'example' in response ? (
                <Example value={response.example} summary={`Example ${response.status} body`} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Samples({route}: {route: RouteView}) {
  if (route.samples.length === 0) return null;
  const [first, ...others] = route.samples;
  return (
    <>
      <Heading as="h3" id={`${route.anchor}-code`}>
        Code
      </Heading>
      <CodeBlock language={first.language} title={first.label}>
        {first.code}
      </CodeBlock>
      {others.map((sample) => (
        <details key={sample.label} className="api-sample">
          <summary>{sample.label}</summary>
          <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
        </details>
      ))}
    </>
  );
}

/**
 * The try-it console of a GET route: a closed `<details>` the site script's `<api-try-it>` element fills
 * with a form when a reader opens it (src/client/tryItConsole.ts builds it from `data-fields`). No form
 * control is in the built page: it would send nothing without JavaScript (the console is hidden then,
 * and the curl line above does the same), and Chromium examines every form control of a page when it
 * finishes parsing, a layout each, which cost a page of a hundred consoles a second of blocked main
 * thread at 4× CPU.
 */
function TryIt({route}: {route: RouteView}) {
  if (!route.tryIt) return null;
  const fields: TryItField[] = route.parameters.map((param) => ({
    name: param.name,
    in: param.in,
    ...(param.required ? {required: true} : {}),
    ...(param.schema.default !== undefined ? {value: shown(param.schema.default)} : {}),
  }));
  return (
    <api-try-it data-url={route.tryIt} data-fields={JSON.stringify(fields)}>
      {/* Hidden when JavaScript is off (.js-only): it sends from the browser; the curl above, from a terminal. */}
      <details className="api-try-it js-only">
        <summary>Try it from your browser</summary>
      </details>
    </api-try-it>
  );
}

function RouteEntry({route, view, types}: {route: RouteView; view: ReferenceView; types: Map<string, JsonSchema>}) {
  const shown = route.publicPath ?? route.path;
  // SPEC's names for the route are anchors too (links from the changelog use them); the theme's Heading
  // registers its own id, and these are registered here.
  const brokenLinks = useBrokenLinks();
  for (const alias of route.aliases) brokenLinks.collectAnchor(alias);
  return (
    <section className="api-endpoint" data-status={route.status} aria-labelledby={route.anchor}>
      {route.aliases.map((alias) => (
        <span key={alias} id={alias} className="api-alias" />
      ))}
      <Heading as="h2" id={route.anchor}>
        <span className="api-endpoint__method">{route.method}</span> <code>{shown}</code>
      </Heading>
      <p>
        <StatusBadge status={route.status === 'removed' ? `removed in ${route.removedIn}` : route.status} />{' '}
        {route.summary}
      </p>
      {route.named.length > 0 ? (
        <p>
          SPEC and the release notes name it{' '}
          {route.named.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              {name.startsWith('/') ? <code>{name}</code> : `“${name}”`}
            </span>
          ))}
          .
        </p>
      ) : null}
      <p className="api-endpoint__source">
        {route.status === 'removed' ? 'Was mounted as' : 'Mounted as'}{' '}
        <code>
          {route.method} {route.path}
        </code>
        {route.publicPath ? (
          <>
            {' '}
            (public path <code>{route.publicPath}</code>)
          </>
        ) : null}{' '}
        in{' '}
        <Link href={route.source.url}>{`${route.source.file}${route.source.line ? `:${route.source.line}` : ''}`}</Link>
        {route.status === 'removed' ? ' at the last release that had it' : ''}.
      </p>
      {route.notes.length > 0 ? (
        <ul>
          {route.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <History route={route} />
      <Mentions route={route} />
      <Parameters route={route} />
      {route.security.length > 0 ? (
        <p>
          <strong>Authorisation:</strong> a bearer token (<code>Authorization: Bearer &lt;TOKEN&gt;</code>).
        </p>
      ) : null}
      {route.requestBody ? (
        <>
          <Heading as="h3" id={`${route.anchor}-request`}>
            Request body
          </Heading>
          <Body schema={route.requestBody.schema} label={`Body (${route.requestBody.contentType})`} types={types} />
          {route.requestBody.example !== undefined ? (
            <Example value={route.requestBody.example} summary="Example request body" />
          ) : null}
        </>
      ) : null}
      <Responses route={route} types={types} />
      <Samples route={route} />
      <TryIt route={route} />
      {route.status !== 'removed' && view.base === '' ? (
        <p>No public host to call it on: see the hosts above.</p>
      ) : null}
    </section>
  );
}

/**
 * Every named type an API's bodies use, with its fields as written in JSON,
 * on a page of its own (the same for mainnet and sandbox): the routes' pages
 * link each type's name here. Rendered at build time only, like the routes.
 */
export function ApiTypes({api}: {api: ApiId}) {
  const view = VIEWS[`${api}/mainnet`];
  if (!view) throw new Error(`ApiTypes: no view for ${api}`);
  return (
    <TypesPage.Provider value="">
      <div className="api-reference" {...{[ISLAND_ATTRIBUTE]: typesIsland(api)}}>
        {view.types.map((type) => (
          <section key={type.name} className="api-type" aria-labelledby={type.anchor}>
            <Heading as="h2" id={type.anchor}>
              <code>{type.name}</code>
            </Heading>
            {typeof type.schema.description === 'string' ? <p>{type.schema.description}</p> : null}
            {objectFields(type.schema) ? (
              <FieldTable schema={type.schema} caption={`Fields of ${type.name}`} />
            ) : (
              <p>
                <TypeText schema={type.schema} />.
                <Values schema={type.schema} />
              </p>
            )}
          </section>
        ))}
      </div>
    </TypesPage.Provider>
  );
}

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

/** Where a route's full entry is: the page of its group that holds it (or the removed routes' page). */
function entryPath(view: ReferenceView, route: RouteView): string {
  const page =
    route.status === 'removed'
      ? REMOVED_SLUG
      : view.groups
          .flatMap((each) => each.pages)
          // The view arrives as JSON: a route is known by its anchor, not by identity.
          .find((each) => each.routes.some((held) => held.anchor === route.anchor))!.slug;
  return `/apis/${view.api}/${view.environment}/${page}`;
}

/**
 * A route in the index of its API's page: its method, path, status and summary, with its anchor (and
 * SPEC's names for it) so that links to it land here; the link, and the site script when an address
 * names it, lead on to its full entry on its group's page.
 */
function IndexEntry({route, view}: {route: RouteView; view: ReferenceView}) {
  const brokenLinks = useBrokenLinks();
  for (const id of [route.anchor, ...route.aliases]) brokenLinks.collectAnchor(id);
  const href = `${entryPath(view, route)}#${route.anchor}`;
  const {siteConfig} = useDocusaurusContext();
  return (
    <li id={route.anchor} className="api-index__entry" data-entry-at={`${siteConfig.baseUrl}${href.slice(1)}`}>
      {route.aliases.map((alias) => (
        <span key={alias} id={alias} />
      ))}
      <span className="api-endpoint__method">{route.method}</span>{' '}
      <Link to={href}>
        <code>{route.publicPath ?? route.path}</code>
      </Link>
      {route.status === 'current' ? (
        ' '
      ) : (
        <>
          {' '}
          <StatusBadge status={route.status === 'removed' ? `removed in ${route.removedIn}` : route.status} />{' '}
        </>
      )}
      {route.summary}
    </li>
  );
}

/**
 * An API's page for one environment: its hosts, then every group of routes with an index of its routes
 * (each linking to its full entry on the group's page), then the removed routes. With `group`, one
 * group's page: its routes in full. Rendered at build time only: the client bundle gets a static island
 * in its place (see the api-reference plugin), so the HTML is never sent twice and never hydrated.
 */
export default function ApiReference({
  api,
  environment,
  group,
}: {
  api: ApiId;
  environment: Environment;
  group?: string;
}) {
  const view = VIEWS[`${api}/${environment}`];
  if (!view) throw new Error(`ApiReference: no view for ${api} on ${environment}`);
  const types = new Map(view.types.map((type) => [type.name, type.schema]));
  const island = referenceIsland(api, environment, group);
  if (group) {
    const owner = view.groups.find((each) => each.pages.some((page) => page.slug === group));
    const routes = group === REMOVED_SLUG ? view.removed : owner?.pages.find((page) => page.slug === group)?.routes;
    if (!routes) throw new Error(`ApiReference: ${api} on ${environment} has no group page ${group}`);
    // The group's routes on its other pages keep their anchors here as index lines, so that a link to a
    // route on the page that held it before the group grew still lands, and leads on to where it is now.
    const here = new Set(routes.map((route) => route.anchor));
    const elsewhere = owner?.routes.filter((route) => !here.has(route.anchor)) ?? [];
    return (
      <TypesPage.Provider value={`/apis/${api}/types`}>
        <div className="api-reference" {...{[ISLAND_ATTRIBUTE]: island}}>
          <p>
            {view.base ? (
              <>
                Host: <code>{view.base}</code>.{' '}
              </>
            ) : null}
            All the routes of this API are listed on its{' '}
            <Link to={`/apis/${api}/${environment}`}>{environment} page</Link>; the types their bodies use are on its{' '}
            <Link to={`/apis/${api}/types`}>types page</Link>.
          </p>
          {routes.map((route) => (
            <RouteEntry key={route.anchor} route={route} view={view} types={types} />
          ))}
          {elsewhere.length > 0 ? (
            <>
              <Heading as="h2" id="other-pages">
                The group’s other routes
              </Heading>
              <p>
                {owner!.name} has {owner!.routes.length} routes over {owner!.pages.length} pages; these are on the
                others.
              </p>
              <ul className="api-index">
                {elsewhere.map((route) => (
                  <IndexEntry key={route.anchor} route={route} view={view} />
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </TypesPage.Provider>
    );
  }
  return (
    <div className="api-reference" {...{[ISLAND_ATTRIBUTE]: island}}>
      <Heading as="h2" id="hosts">
        Hosts
      </Heading>
      <Hosts view={view} />
      <p>
        {view.counts.routes} routes as the source mounts them, in {view.groups.length} groups, each group on a page of
        its own; then the {view.counts.removed} routes releases removed. The types their bodies use are on the{' '}
        <Link to={`/apis/${api}/types`}>types page</Link>.
      </p>
      {view.groups.map((each) => (
        <section key={each.slug} aria-labelledby={`group-${each.slug}`}>
          <Heading as="h2" id={`group-${each.slug}`}>
            {each.name}
          </Heading>
          <p>
            {each.description}{' '}
            {each.pages.length === 1 ? (
              <>
                <Link to={`/apis/${api}/${environment}/${each.slug}`}>Every route of the group in full</Link>.
              </>
            ) : (
              <>
                Every route of the group in full, on {each.pages.length} pages:{' '}
                {each.pages.map((page, index) => (
                  <Fragment key={page.slug}>
                    {index > 0 ? ', ' : ''}
                    <Link to={`/apis/${api}/${environment}/${page.slug}`}>part {page.part}</Link>
                  </Fragment>
                ))}
                .
              </>
            )}
          </p>
          <ul className="api-index">
            {each.routes.map((route) => (
              <IndexEntry key={route.anchor} route={route} view={view} />
            ))}
          </ul>
        </section>
      ))}
      <Heading as="h2" id="removed-routes">
        Removed routes
      </Heading>
      {view.removed.length > 0 ? (
        <>
          <p>
            Routes a release took away since v2024.3-eclipse, each with the release that did: do not call them.{' '}
            <Link to={`/apis/${api}/${environment}/${REMOVED_SLUG}`}>Each in full, with its history</Link>.
          </p>
          <ul className="api-index">
            {view.removed.map((route) => (
              <IndexEntry key={route.anchor} route={route} view={view} />
            ))}
          </ul>
        </>
      ) : (
        <p>No route of this API was removed since v2024.3-eclipse.</p>
      )}
    </div>
  );
}
