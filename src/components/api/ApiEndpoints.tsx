import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import mentions from '@generated/api-reference/default/endpoint-mentions.json';
import CodeBlock from '@theme/CodeBlock';
import {APIS, NOTE_TEXT, type Environment} from '@site/src/api/apis';
import type {ApiId, Endpoint} from '@site/src/api/schema';
import {REGISTRY} from './registryData';
import type {EndpointMention} from '@site/src/plugins/api-reference';

const MENTIONS = mentions as Record<string, EndpointMention[]>;

export function curlExample(endpoint: Endpoint, environment: Environment): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => `<${name.toUpperCase()}>`);
  const output = endpoint.query.find((param) => param.name === 'output');
  const query = output?.default ? `?output=${output.default}` : '';
  const gzip = endpoint.notes.includes('gzip') ? ' --compressed' : '';
  return `curl${gzip} -sS "${APIS[endpoint.api].baseUrl[environment]}${path}${query}"`;
}

function targetOf(id: string | undefined): Endpoint | undefined {
  return REGISTRY.endpoints.find((endpoint) => endpoint.id === id);
}

function EndpointEntry({endpoint, environment}: {endpoint: Endpoint; environment: Environment}) {
  const touched = MENTIONS[endpoint.path] ?? [];
  const redirect = targetOf(endpoint.redirectTo);
  const replacement = targetOf(endpoint.replacedBy);
  return (
    <section className="api-endpoint" data-status={endpoint.status} aria-labelledby={endpoint.id}>
      <Heading as="h3" id={endpoint.id}>
        <span className="api-endpoint__method">{endpoint.method}</span> <code>{endpoint.path}</code>
      </Heading>
      <p>
        <span className={`api-status api-status--${endpoint.status}`}>{endpoint.status}</span> {endpoint.description}
        {redirect ? (
          <>
            {' '}
            Target: <a href={`#${redirect.id}`}><code>{redirect.path}</code></a>.
          </>
        ) : null}
        {replacement ? (
          <>
            {' '}
            Use <a href={`#${replacement.id}`}><code>{replacement.path}</code></a> instead.
          </>
        ) : null}
      </p>
      {endpoint.query.length > 0 ? (
        <table className="rules-table">
          <caption>Query parameters</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Values</th>
              <th scope="col">Default</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {endpoint.query.map((param) => (
              <tr key={param.name}>
                <th scope="row"><code>{param.name}</code></th>
                <td>{param.values ? param.values.join(', ') : param.type}</td>
                <td>{param.default ?? '—'}</td>
                <td>{param.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {endpoint.notes.length > 0 ? <p>Notes: {endpoint.notes.map((note) => NOTE_TEXT[note]).join('; ')}.</p> : null}
      <p>
        Releases:{' '}
        {endpoint.releases.length === 0
          ? 'none named in the release notes.'
          : endpoint.releases.map((ref, index) => (
              <span key={ref.release + ref.change}>
                {index > 0 ? ', ' : null}
                {ref.change} in <Link to={`/operators/changelog#${ref.release}`}>{ref.release}</Link>
              </span>
            ))}
      </p>
      {touched.length > 0 ? (
        <p>
          Changelog items:{' '}
          {touched.map((item, index) => (
            <span key={item.anchor}>
              {index > 0 ? '; ' : null}
              <Link to={`/operators/changelog#${item.anchor}`}>{item.title}</Link> ({item.heading})
            </span>
          ))}
        </p>
      ) : null}
      {endpoint.status !== 'removed' ? <CodeBlock language="bash">{curlExample(endpoint, environment)}</CodeBlock> : null}
    </section>
  );
}

/** Every endpoint of one API for one environment, as entries with their own anchors. */
export default function ApiEndpoints({api, environment = 'mainnet'}: {api: ApiId; environment?: Environment}) {
  const endpoints = REGISTRY.endpoints.filter((endpoint) => endpoint.api === api);
  if (endpoints.length === 0) return <p>The release notes name no path of this API, so there is no endpoint to list; nothing is guessed.</p>;
  return (
    <div className="api-endpoints">
      {endpoints.map((endpoint) => (
        <EndpointEntry key={endpoint.id} endpoint={endpoint} environment={environment} />
      ))}
    </div>
  );
}
