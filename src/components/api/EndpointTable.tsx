import {useState} from 'react';
import Link from '@docusaurus/Link';
import {APIS} from '@site/src/api/apis';
import {API_IDS, ENDPOINT_STATUSES} from '@site/src/api/vocabulary';
import type {Endpoint, PathlessEndpoint} from '@site/src/api/schema';
import {REGISTRY, entryHref, releaseLabel} from './registryData';
import {StatusBadge} from './ApiEndpoints';
import styles from './api.module.css';

type Entry = Endpoint | PathlessEndpoint;

function Releases({entry}: {entry: Entry}) {
  return (
    <>
      {entry.releases.map((ref, index) => (
        <span key={`${ref.release} ${ref.change}`}>
          {index > 0 ? ', ' : null}
          <Link to={`/operators/changelog#${ref.release}`}>{releaseLabel(ref.release)}</Link> ({ref.change})
        </span>
      ))}
    </>
  );
}

function Row({entry}: {entry: Entry}) {
  return (
    <tr>
      <th scope="row">
        <Link to={entryHref(entry)}>
          {'path' in entry ? (
            <>
              {entry.method} <code>{entry.path}</code>
            </>
          ) : (
            entry.label
          )}
        </Link>
      </th>
      <td>{APIS[entry.api].title}</td>
      <td>
        <StatusBadge status={entry.status} />
      </td>
      <td>
        <Releases entry={entry} />
      </td>
    </tr>
  );
}

function Head() {
  return (
    <thead>
      <tr>
        <th scope="col">Endpoint</th>
        <th scope="col">API</th>
        <th scope="col">Status</th>
        <th scope="col">Releases</th>
      </tr>
    </thead>
  );
}

/**
 * Every endpoint of the registry, each row linking to its entry and to the
 * release notes. The page is built with every row showing and the filter form
 * marked js-only, so without JavaScript the full table reads as it is; with
 * it, the selects narrow both tables by API, status and release.
 */
export default function EndpointTable() {
  const [api, setApi] = useState('');
  const [status, setStatus] = useState('');
  const [release, setRelease] = useState('');
  const keep = (entry: Entry) =>
    (!api || entry.api === api) &&
    (!status || entry.status === status) &&
    (!release || entry.releases.some((ref) => ref.release === release));
  const rows = REGISTRY.endpoints.filter(keep);
  const pathless = REGISTRY.pathlessEndpoints.filter(keep);
  const total = REGISTRY.endpoints.length + REGISTRY.pathlessEndpoints.length;
  return (
    <div className={styles.index}>
      <div className="endpoint-table">
        <div role="group" className="endpoint-table__filters js-only" aria-label="Filter the endpoints">
          <label>
            API{' '}
            <select value={api} onChange={(event) => setApi(event.target.value)}>
              <option value="">all</option>
              {API_IDS.map((id) => (
                <option key={id} value={id}>
                  {APIS[id].title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Status{' '}
            <select value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">all</option>
              {ENDPOINT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label>
            Release{' '}
            <select value={release} onChange={(event) => setRelease(event.target.value)}>
              <option value="">all</option>
              {REGISTRY.releases.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          <output aria-live="polite">
            {rows.length + pathless.length} of {total} endpoints
          </output>
        </div>
        <table className="rules-table">
          <caption>Endpoints with a path, as the release notes name them</caption>
          <Head />
          <tbody>
            {rows.map((entry) => (
              <Row key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <table className="rules-table">
        <caption>Endpoints the release notes describe without a path</caption>
        <Head />
        <tbody>
          {pathless.length > 0 ? (
            pathless.map((entry) => <Row key={entry.id} entry={entry} />)
          ) : (
            <tr>
              <td colSpan={4}>None matches the filters.</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
