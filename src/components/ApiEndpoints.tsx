import Link from '@docusaurus/Link';
import {APIS, type ApiId} from '@site/src/api/endpoints';

/** The endpoints of one API as a table, each linked to its release on the changelog. */
export default function ApiEndpoints({api}: {api: ApiId}) {
  const {endpoints} = APIS[api];
  return (
    <table className="rules-table">
      <caption>{APIS[api].title}: endpoints named in the release notes</caption>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Path</th>
          <th scope="col">Status</th>
          <th scope="col">Release</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.path + endpoint.status}>
            <td>{endpoint.method}</td>
            <th scope="row">
              <code>{endpoint.path}</code>
            </th>
            <td>{endpoint.status}</td>
            <td>
              <Link to={`/operators/changelog#${endpoint.release}`}>{endpoint.release}</Link>
            </td>
            <td>{endpoint.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
