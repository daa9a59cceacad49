import {useState} from 'react';
import Link from '@docusaurus/Link';
import {APIS} from '@site/src/api/apis';
import {API_IDS, ENDPOINT_STATUSES} from '@site/src/api/vocabulary';
import type {Endpoint, PathlessEndpoint} from '@site/src/api/schema';
import {REGISTRY, entryHref, releaseLabel} from './registryData';
import {StatusBadge} from './ApiEndpoints';
import DataTable, {type DataRow} from '@site/src/components/DataTable';
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

/** An endpoint as a row: its name linking to its entry, its API, status and releases. */
function row(entry: Entry): DataRow {
  return {
    key: entry.id,
    header: (
      <Link to={entryHref(entry)}>
        {'path' in entry ? (
          <>
            {entry.method} <code>{entry.path}</code>
          </>
        ) : (
          entry.label
        )}
      </Link>
    ),
    cells: [APIS[entry.api].title, <StatusBadge status={entry.status} />, <Releases entry={entry} />],
  };
}

const COLUMNS = ['Endpoint', 'API', 'Status', 'Releases'];

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
        <div role="group" className={`${styles.filters} js-only`} aria-label="Filter the endpoints">
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
        <DataTable
          caption="Endpoints with a path, as the release notes name them"
          columns={COLUMNS}
          rows={rows.map(row)}
        />
      </div>
      <DataTable
        caption="Endpoints the release notes describe without a path"
        columns={COLUMNS}
        rows={pathless.map(row)}
        empty="None matches the filters."
      />
    </div>
  );
}
