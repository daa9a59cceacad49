import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import DataTable from '@site/src/components/DataTable';
import views from '@generated/api-reference/default/reference.json';
import type {Environment} from '@site/src/api/apis';
import type {JsonSchema} from '@site/src/api/responseSchemas';
import type {ReferenceView, RouteLink, RouteView} from '@site/src/api/referenceView';
import type {TryItField} from '@site/src/client/tryItFields';
import {typeAnchor} from '@site/src/api/referenceView';
import {enumValues, objectFields, refName, typeParts, type TypePart} from '@site/src/api/schemaText';
import type {ApiId} from '@site/src/api/schema';
import {ISLAND_ATTRIBUTE} from '@site/src/components/StaticIsland';
import AnchorHeading from './AnchorHeading';
import ParserYieldPoint from './ParserYieldPoint';
import {StatusBadge} from './ApiEndpoints';
import {MENTIONS} from './registryData';
import {referenceIsland} from './referenceIsland';
import './ApiReference.css';

const VIEWS = views as Record<string, ReferenceView>;

/** A value of a schema (a default, an enum member) as the page prints it. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The pieces of a sentence (text, elements, lists of them, nothing) as children, with neighbouring strings
 * joined into one: React writes a comment (`<!-- -->`) between two strings side by side so that hydration can
 * tell them apart, and these pages are rendered once and never hydrated; on a page of a hundred routes the
 * comments added up. Each element is keyed by its place.
 */
function sentence(...pieces: ReactNode[]): ReactNode[] {
  const out: ReactNode[] = [];
  const add = (piece: ReactNode): void => {
    if (piece === null || piece === undefined || typeof piece === 'boolean' || piece === '') return;
    if (Array.isArray(piece)) {
      for (const part of piece as ReactNode[]) add(part);
      return;
    }
    const last = out.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') out[out.length - 1] = last + piece;
    else out.push(piece);
  };
  for (const piece of pieces) add(piece);
  return out.map((piece, index) => (typeof piece === 'string' ? piece : <Fragment key={index}>{piece}</Fragment>));
}

/** Items as pieces of a sentence, `separator` between them. */
function joined<T>(items: readonly T[], render: (item: T) => ReactNode, separator = ', '): ReactNode[] {
  return items.flatMap((item, index) => (index > 0 ? [separator, render(item)] : [render(item)]));
}

/** A text whose names are in backticks, with each name as code. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code>{part}</code> : part));
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

/** A named type, linked to its entry under the page's types. */
function TypeLink({name}: {name: string}) {
  return (
    <Link to={`#${typeAnchor(name)}`}>
      <code>{name}</code>
    </Link>
  );
}

/** A schema's type as pieces of a sentence: words, and the named types linked. */
function typeText(schema: JsonSchema): ReactNode[] {
  return typeParts(schema).map((part: TypePart) => (typeof part === 'string' ? part : <TypeLink name={part.ref} />));
}

/**
 * The values an enumeration allows, or nothing: after a sentence (" One of a, b."), or after a type in a table
 * cell (", one of a, b.").
 */
function valuesText(schema: JsonSchema, lead = ' One of '): ReactNode[] {
  const values = enumValues(schema);
  if (!values) return [];
  return [lead, joined(values, (value) => <code>{shown(value)}</code>), '.'];
}

/** A type in a table cell, with the values it allows. */
const IN_A_CELL = ', one of ';

/** The fields of an object schema as a table: name, JSON type (linked types), required or optional, allowed values. */
function FieldTable({schema, caption}: {schema: JsonSchema; caption: string}) {
  const object = objectFields(schema);
  if (!object) return null;
  return (
    <>
      {object.includes.length > 0 ? (
        <p>
          {sentence(
            'It also carries every field of ',
            joined(object.includes, (name) => <TypeLink name={name} />),
            '.',
          )}
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
                sentence(typeText(field.schema), valuesText(field.schema, IN_A_CELL)),
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
      <p>{sentence(`${label}: `, typeText(schema), '.', valuesText(schema))}</p>
      {shown ? <FieldTable schema={shown} caption={`Fields of ${target ?? label.toLowerCase()}`} /> : null}
    </>
  );
}

/** An example body, folded: plain text without a copy button, whose copy of the text would double the page's bytes. */
function Example({value, summary}: {value: unknown; summary: string}) {
  return (
    <details>
      <summary>{summary}</summary>
      <pre className="code-block__pre" tabIndex={0}>
        <code className="language-json">{JSON.stringify(value, null, 2)}</code>
      </pre>
    </details>
  );
}

/** A route's status badge: current, deprecated, or removed with the release that removed it. */
function RouteStatus({route}: {route: RouteView}) {
  return <StatusBadge status={route.status === 'removed' ? `removed in ${route.removedIn}` : route.status} />;
}

function History({route}: {route: RouteView}) {
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

function Mentions({route}: {route: RouteView}) {
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

function Parameters({route}: {route: RouteView}) {
  if (route.parameters.length === 0) return null;
  // A removed route's parameters have no meaning written for them: the column would stand empty.
  const meanings = route.parameters.some((param) => param.description);
  return (
    <div className="api-table">
      <DataTable
        caption={`Parameters of ${route.method} ${route.path}`}
        columns={['Name', 'In', 'Type', ...(meanings ? ['Meaning'] : [])]}
        rows={route.parameters.map((param) => ({
          key: `${param.in} ${param.name}`,
          header: <code>{param.name}</code>,
          cells: [
            `${param.in}, ${param.required ? 'required' : 'optional'}`,
            sentence(
              typeText(param.schema),
              valuesText(param.schema, IN_A_CELL),
              param.schema.default !== undefined
                ? [' Default ', <code>{shown(param.schema.default)}</code>, '.']
                : null,
            ),
            ...(meanings ? [param.description] : []),
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
      <AnchorHeading as="h4" id={`${route.anchor}-responses`}>
        Responses
      </AnchorHeading>
      <dl>
        {route.responses.map((response) => (
          <div key={response.status}>
            <dt>
              <code>{response.status}</code>
            </dt>
            <dd>
              <p>
                {sentence(
                  response.description,
                  response.contentTypes.length > 0
                    ? [' As ', joined(response.contentTypes, (type) => <code>{type}</code>), '.']
                    : null,
                )}
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
      <AnchorHeading as="h4" id={`${route.anchor}-code`}>
        Code
      </AnchorHeading>
      <CodeBlock language={first.language} title={first.label}>
        {first.code}
      </CodeBlock>
      {others.map((sample) => (
        <details key={sample.label}>
          <summary>{sample.label}</summary>
          <CodeBlock language={sample.language} title={sample.label}>
            {sample.code}
          </CodeBlock>
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
  // SPEC's names for the route are anchors too (links from the changelog use them); the heading registers
  // its own id, and these are registered here.
  const brokenLinks = useBrokenLinks();
  for (const alias of route.aliases) brokenLinks.collectAnchor(alias);
  return (
    // Not a labelled region: a page of 36 to 132 routes would list as many landmarks; its headings lead to each.
    <section className="api-endpoint" data-status={route.status}>
      {route.aliases.map((alias) => (
        <span key={alias} id={alias} />
      ))}
      <AnchorHeading as="h3" id={route.anchor}>
        <span className="api-endpoint__method">{route.method}</span> <code>{shown}</code>
      </AnchorHeading>
      <p>
        <RouteStatus route={route} />
        {` ${route.summary}`}
      </p>
      {route.named.length > 0 ? (
        <p>
          {sentence(
            'SPEC and the release notes name it ',
            joined(route.named, (name) => (name.startsWith('/') ? <code>{name}</code> : `“${name}”`)),
            '.',
          )}
        </p>
      ) : null}
      <p>
        {sentence(
          route.status === 'removed' ? 'Was mounted as ' : 'Mounted as ',
          <code>{`${route.method} ${route.path}`}</code>,
          route.publicPath ? [' (public path ', <code>{route.publicPath}</code>, ')'] : null,
          ' in ',
          <Link
            href={route.source.url}
          >{`${route.source.file}${route.source.line ? `:${route.source.line}` : ''}`}</Link>,
          route.source.lastRelease ? ` at ${route.source.lastRelease}, the last release that had it` : null,
          '.',
          route.returned ? [' Its handler answered with ', <code>{route.returned}</code>, '.'] : null,
        )}
      </p>
      <Successor route={route} />
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
          <AnchorHeading as="h4" id={`${route.anchor}-request`}>
            Request body
          </AnchorHeading>
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
      <ParserYieldPoint />
    </section>
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
function Successor({route}: {route: RouteView}) {
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

/** Every named type the API's bodies use, with its fields as written in JSON: the routes link each type's name here. */
function Types({view}: {view: ReferenceView}) {
  return (
    <>
      {view.types.map((type) => (
        <section key={type.name} className="api-type">
          <AnchorHeading as="h3" id={type.anchor}>
            <code>{type.name}</code>
          </AnchorHeading>
          {typeof type.schema.description === 'string' ? <p>{type.schema.description}</p> : null}
          {objectFields(type.schema) ? (
            <FieldTable schema={type.schema} caption={`Fields of ${type.name}`} />
          ) : (
            <p>{sentence(typeText(type.schema), '.', valuesText(type.schema))}</p>
          )}
          <ParserYieldPoint />
        </section>
      ))}
    </>
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
function IndexList({anchor, name, routes}: {anchor: string; name: string; routes: RouteView[]}) {
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

/**
 * An API's page for one environment: its hosts; an index of every route, by group; then each group's
 * routes in full; the removed routes; and the types their bodies use. One page, so that every anchor of
 * the API lands on it, and so that its first view is mostly its own text (see bench/budgets.json).
 * Rendered at build time only: the client bundle gets a static island in its place (see the
 * api-reference plugin), so the HTML is never sent twice and never hydrated.
 */
export default function ApiReference({api, environment}: {api: ApiId; environment: Environment}) {
  const view = VIEWS[`${api}/${environment}`];
  if (!view) throw new Error(`ApiReference: no view for ${api} on ${environment}`);
  const types = new Map(view.types.map((type) => [type.name, type.schema]));
  return (
    <div className="api-reference" {...{[ISLAND_ATTRIBUTE]: referenceIsland(api, environment)}}>
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
          the release that removed it, and the <Link to="#types">types</Link> their bodies used. Each line leads to the
          route in full below.
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
              (after the source’s renames), its JSON type, and whether it is always there. The same types serve mainnet
              and the sandbox.
            </p>
          ) : (
            <p>
              The types the removed routes answered with, as the source of the last release that had this API wrote them
              in JSON: each field under its name on the wire (after the source’s renames), its JSON type, and whether it
              was always there. A client that still reads them can compare them with the routes that serve their data
              now, named in each route above.
            </p>
          )}
          <Types view={view} />
        </section>
      ) : null}
    </div>
  );
}
