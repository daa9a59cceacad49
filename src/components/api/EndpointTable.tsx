import {useState} from 'react';
import Link from '@docusaurus/Link';
import {APIS} from '@site/src/api/apis';
import {ENDPOINT_STATUSES, type ApiId} from '@site/src/api/vocabulary';
import {REGISTRY} from './registryData';

const API_IDS = Object.keys(APIS) as ApiId[];
const RELEASES = [...new Set(REGISTRY.endpoints.flatMap((endpoint) => endpoint.releases.map((ref) => ref.release)))].sort();

/**
 * Every endpoint of the registry in one table, each row linking to its entry
 * and to its release notes. All rows show without JavaScript; with it, the
 * selects narrow the rows by API, status and release.
 */
export default function EndpointTable() {
  const [api, setApi] = useState('');
  const [status, setStatus] = useState('');
  const [release, setRelease] = useState('');
  const rows = REGISTRY.endpoints.filter(
    (endpoint) => (!api || endpoint.api === api) && (!status || endpoint.status === status) && (!release || endpoint.releases.some((ref) => ref.release === release)),
  );
  return (
    <div className="endpoint-table">
      <form className="endpoint-table__filters js-only" aria-label="Filter the endpoints" onSubmit={(event) => event.preventDefault()}>
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
            {RELEASES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <output aria-live="polite">
          {rows.length} of {REGISTRY.endpoints.length} endpoints
        </output>
      </form>
      <table className="rules-table">
        <caption>Endpoints named in the release notes</caption>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">API</th>
            <th scope="col">Status</th>
            <th scope="col">Releases</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((endpoint) => (
            <tr key={endpoint.id}>
              <th scope="row">
                <Link to={`/apis/${endpoint.api}/mainnet#${endpoint.id}`}>
                  {endpoint.method} <code>{endpoint.path}</code>
                </Link>
              </th>
              <td>{APIS[endpoint.api].title}</td>
              <td>
                <span className={`api-status api-status--${endpoint.status}`}>{endpoint.status}</span>
              </td>
              <td>
                {endpoint.releases.length === 0
                  ? 'not named'
                  : endpoint.releases.map((ref, index) => (
                      <span key={ref.release + ref.change}>
                        {index > 0 ? ', ' : null}
                        <Link to={`/operators/changelog#${ref.release}`}>{ref.release}</Link>
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
