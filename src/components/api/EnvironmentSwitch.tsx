import Link from '@docusaurus/Link';
import {APIS, type Environment} from '@site/src/api/apis';
import type {ApiId} from '@site/src/api/vocabulary';

/** The base URL of this page's environment and a link to the same API in the other one. */
export default function EnvironmentSwitch({api, environment}: {api: ApiId; environment: Environment}) {
  const other: Environment = environment === 'mainnet' ? 'sandbox' : 'mainnet';
  return (
    <nav className="environment-switch" aria-label="Environment">
      <p>
        <strong>{environment === 'mainnet' ? 'Mainnet' : 'Sandbox'}</strong> · base URL <code>{APIS[api].baseUrl[environment]}</code> (replace the part in angle brackets with your
        host) · <Link to={`/apis/${api}/${other}`}>switch to {other}</Link> · <a href="/docs/apis/openapi.json">OpenAPI document</a>
      </p>
    </nav>
  );
}
