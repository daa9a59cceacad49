import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {NOTE_TEXT, type Environment} from '@site/src/api/apis';
import {curlExample} from '@site/src/api/curl';
import type {ApiId, Endpoint, PathlessEndpoint, ReleaseRef} from '@site/src/api/schema';
import {MENTIONS, REGISTRY, entryHref, findEntry, releaseLabel} from './registryData';
import styles from './api.module.css';

export function StatusBadge({status}: {status: string}) {
  return <span className={`api-status api-status--${status}`}>{status}</span>;
}

/** A link to another entry: an anchor on this page when it is on this page, else the other API's page. */
function EntryLink({id, api, environment}: {id: string | undefined; api: ApiId; environment: Environment}) {
  const target = findEntry(id);
  if (!target) return null;
  const text = 'path' in target ? <code>{target.path}</code> : target.label;
  return target.api === api ? (
    <a href={`#${target.id}`}>{text}</a>
  ) : (
    <Link to={entryHref(target, environment)}>{text}</Link>
  );
}

function ReleaseLinks({releases}: {releases: ReleaseRef[]}) {
  return (
    <>
      {releases.map((ref, index) => (
        <span key={`${ref.release} ${ref.change}`}>
          {index > 0 ? ', ' : null}
          {ref.change} in <Link to={`/operators/changelog#${ref.release}`}>{releaseLabel(ref.release)}</Link>
        </span>
      ))}
    </>
  );
}

/** The fixed notes in words, then our remarks, as one list. */
function Notes({entry}: {entry: Endpoint | PathlessEndpoint}) {
  const lines = [
    ...entry.notes.map((note) => `${(NOTE_TEXT[note] ?? note).replace(/^./, (first) => first.toUpperCase())}.`),
    ...entry.remarks,
  ];
  if (lines.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Where the entry is in the source: the route its code mounts, with the
 * public path where the deployment adds a prefix, and the name SPEC and the
 * notes give it beside that route when the two differ, so a search for
 * either finds the entry; or why the source has no route for it.
 */
function InSource({entry}: {entry: Endpoint | PathlessEndpoint}) {
  const placement = REGISTRY.placements[entry.id];
  if (!placement) return null;
  const label = `In the source (${REGISTRY.sourceRelease}):`;
  if (placement.routes.length === 0) {
    return (
      <p className="api-endpoint__source">
        <strong>{label}</strong> {placement.without}
      </p>
    );
  }
  const named = 'path' in entry ? entry.path : undefined;
  const renamed = named !== undefined && placement.routes.some((route) => route.path !== named);
  return (
    <p className="api-endpoint__source">
      <strong>{label}</strong> mounted as{' '}
      {placement.routes.map((route, index) => (
        <span key={route.key}>
          {index > 0 ? ' and ' : null}
          <code>
            {route.method} {route.path}
          </code>{' '}
          by {route.service}
          {route.publicPath ? (
            <>
              {' '}
              (public path <code>{route.publicPath}</code>)
            </>
          ) : null}
          {route.body ? (
            <>
              , answering <code>{route.body}</code>
            </>
          ) : null}
          {route.answers ? `, answering ${route.answers}` : null}
        </span>
      ))}
      .
      {renamed ? (
        <>
          {' '}
          SPEC and the release notes name it <code>{named}</code>.
        </>
      ) : null}
      {named === undefined ? ' The release notes describe it without a path.' : null}
    </p>
  );
}

function ParamTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: {name: string; cells: ReactNode[]}[];
}) {
  return (
    <table className="rules-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Response({endpoint}: {endpoint: Endpoint}) {
  if (endpoint.status === 'redirect' || endpoint.status === 'removed') return null;
  const entity = REGISTRY.entities.find((candidate) => candidate.name === endpoint.response);
  return (
    <p>
      <strong>Response body:</strong>{' '}
      {entity ? (
        <>
          partly documented; the notes name some of its fields, listed under{' '}
          <Link to={`/apis/introduction#entity-${entity.name.toLowerCase()}`}>{entity.title}</Link>. The rest is not
          documented in the release notes.
        </>
      ) : (
        'not documented in the release notes.'
      )}
    </p>
  );
}

function EndpointEntry({endpoint, environment}: {endpoint: Endpoint; environment: Environment}) {
  const touched = MENTIONS[endpoint.path] ?? [];
  const curl = curlExample(endpoint, environment, REGISTRY.baseUrls[endpoint.api][environment]);
  const label = `${endpoint.method} ${endpoint.path}`;
  return (
    <section className="api-endpoint" data-status={endpoint.status} aria-labelledby={endpoint.id}>
      <Heading as="h3" id={endpoint.id}>
        <span className="api-endpoint__method">{endpoint.method}</span> <code>{endpoint.path}</code>
      </Heading>
      <p>
        <StatusBadge status={endpoint.status} /> {endpoint.description}
        {endpoint.redirectTo ? (
          <>
            {' '}
            Redirects to <EntryLink id={endpoint.redirectTo} api={endpoint.api} environment={environment} />.
          </>
        ) : null}
        {endpoint.replacedBy ? (
          <>
            {' '}
            Use <EntryLink id={endpoint.replacedBy} api={endpoint.api} environment={environment} /> instead.
          </>
        ) : null}
      </p>
      <InSource entry={endpoint} />
      {endpoint.pathParams.length > 0 ? (
        <ParamTable
          caption={`Path parameters of ${label}`}
          head={['Name', 'Type', 'Meaning']}
          rows={endpoint.pathParams.map((param) => ({name: param.name, cells: [param.type, param.description]}))}
        />
      ) : null}
      {endpoint.query.length > 0 ? (
        <ParamTable
          caption={`Query parameters of ${label} (all optional)`}
          head={['Name', 'Values', 'Default', 'Meaning']}
          rows={endpoint.query.map((param) => ({
            name: param.name,
            cells: [
              param.values ? param.values.join(', ') : param.type === 'unspecified' ? 'not given' : param.type,
              param.default ?? '—',
              <>
                {param.description}
                {param.release ? (
                  <>
                    {' '}
                    Since <Link to={`/operators/changelog#${param.release}`}>{releaseLabel(param.release)}</Link>.
                  </>
                ) : null}
              </>,
            ],
          }))}
        />
      ) : null}
      <Notes entry={endpoint} />
      <Response endpoint={endpoint} />
      <p>
        <strong>Releases:</strong> <ReleaseLinks releases={endpoint.releases} />.
      </p>
      {touched.length > 0 ? (
        <>
          <p className={styles.label} id={`${endpoint.id}-items`}>
            <strong>Changelog items that name it:</strong>
          </p>
          <ul aria-labelledby={`${endpoint.id}-items`}>
            {touched.map((item) => (
              <li key={item.anchor}>
                <Link to={`/operators/changelog#${item.anchor}`}>{item.title}</Link> ({item.heading})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {curl ? <CodeBlock language="bash">{curl}</CodeBlock> : null}
    </section>
  );
}

/** Every endpoint with a path of one API, for one environment, as entries with their own anchors. */
export default function ApiEndpoints({api, environment = 'mainnet'}: {api: ApiId; environment?: Environment}) {
  const endpoints = REGISTRY.endpoints.filter((endpoint) => endpoint.api === api);
  if (endpoints.length === 0)
    return <p>The release notes give no path for this API, so no route is listed here; none is guessed.</p>;
  return (
    <div className="api-endpoints">
      {endpoints.map((endpoint) => (
        <EndpointEntry key={endpoint.id} endpoint={endpoint} environment={environment} />
      ))}
    </div>
  );
}

/**
 * Endpoints of one API that the notes describe without a path: what they do, their status and releases, and no curl.
 */
export function PathlessEndpoints({api}: {api: ApiId}) {
  const entries = REGISTRY.pathlessEndpoints.filter((entry) => entry.api === api);
  if (entries.length === 0) return <p>The release notes describe no other endpoint of this API.</p>;
  return (
    <div className="api-endpoints">
      {entries.map((entry) => (
        <section key={entry.id} className="api-endpoint" data-status={entry.status} aria-labelledby={entry.id}>
          <Heading as="h3" id={entry.id}>
            {entry.label}
          </Heading>
          <p>
            <StatusBadge status={entry.status} /> {entry.description} The release notes give no path for it.
          </p>
          <InSource entry={entry} />
          <Notes entry={entry} />
          <p>
            <strong>Releases:</strong> <ReleaseLinks releases={entry.releases} />.
          </p>
        </section>
      ))}
    </div>
  );
}
