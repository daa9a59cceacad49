import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {NOTE_TEXT} from '@site/src/api/apis';
import type {ApiId, Endpoint, PathlessEndpoint, ReleaseRef} from '@site/src/api/schema';
import {API_OF, SERVICE_OF} from '@site/src/api/services';
import {REGISTRY, releaseLabel} from './registryData';
import styles from './api.module.css';
import './StatusBadge.css';

/** A status as a badge; one that warns (deprecated, removed in …) has its own colour. */
export function StatusBadge({status}: {status: string}) {
  const kind = status.split(' ')[0];
  return <span className={kind === 'current' ? 'api-status' : `api-status api-status--${kind}`}>{status}</span>;
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

/** Where the entry is in the source: routes another service mounts (linked to that API's page), or why none. */
function InSource({entry}: {entry: Endpoint | PathlessEndpoint}) {
  const placement = REGISTRY.placements[entry.id];
  const label = <strong>In the source ({REGISTRY.sourceRelease}):</strong>;
  if (!placement || placement.routes.length === 0)
    return (
      <p className="api-endpoint__source">
        {label} {placement?.without}
      </p>
    );
  return (
    <p className="api-endpoint__source">
      {label} served by{' '}
      {placement.routes.map((route, index) => (
        <span key={route.key}>
          {index > 0 ? ' and ' : null}
          {route.service} as{' '}
          <Link to={`/apis/${API_OF[route.service]}/mainnet#${route.anchor}`}>
            <code>
              {route.method} {route.path}
            </code>
          </Link>
        </span>
      ))}
      .
    </p>
  );
}

/**
 * Entries of the registry that no route of the source answers for (a family of routes the notes name as one):
 * what they do, why no route answers, their status and releases, and no code.
 */
export function EntriesWithoutRoute({api}: {api: ApiId}) {
  const service = SERVICE_OF[api];
  const entries = [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints].filter(
    (entry) =>
      entry.api === api && !(REGISTRY.placements[entry.id]?.routes ?? []).some((route) => route.service === service),
  );
  if (entries.length === 0) return <p>Every entry the release notes give for this API is a route above.</p>;
  return (
    <div className="api-endpoints">
      {entries.map((entry) => (
        <section key={entry.id} className="api-endpoint" data-status={entry.status} aria-labelledby={entry.id}>
          <Heading as="h3" id={entry.id}>
            {'path' in entry ? <code>{entry.path}</code> : entry.label}
          </Heading>
          <p>
            <StatusBadge status={entry.status} /> {entry.description}
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
