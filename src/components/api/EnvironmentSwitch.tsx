import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {APIS, ENVIRONMENTS, baseUrl, type Environment} from '@site/src/api/apis';
import {PORTS} from '@site/src/rules/constants';
import type {ApiId} from '@site/src/api/vocabulary';
import {REGISTRY} from './registryData';
import styles from './EnvironmentSwitch.module.css';

const NAMES: Record<Environment, string> = {mainnet: 'Mainnet', sandbox: 'Sandbox'};

/**
 * The base URL of each environment, the page's own marked, with a link to the
 * other environment's page. Both URLs are in the built page, so the switch
 * reads the same with or without JavaScript; the link is the switch.
 */
export default function EnvironmentSwitch({api, environment}: {api: ApiId; environment: Environment}) {
  const former = REGISTRY.formerApis[api];
  const document = environment === 'mainnet' ? '/docs/apis/openapi.json' : '/docs/apis/openapi.sandbox.json';
  return (
    <nav className={styles.switch} aria-label="Environment">
      <DataTable
        caption={`Base URL per environment: ${APIS[api].title}`}
        columns={['Environment', 'Base URL', 'Page']}
        rows={ENVIRONMENTS.map((each) => ({
          key: each,
          header: NAMES[each],
          cells: [
            <code>{REGISTRY.baseUrls[api][each]}</code>,
            each === environment ? (
              <strong>this page</strong>
            ) : (
              <Link to={`/apis/${api}/${each}`}>switch to {each}</Link>
            ),
          ],
        }))}
      />
      <p>
        {former ? (
          <>
            The hosts are those the network&apos;s source named for this API at {former.lastRelease}, the last release
            that had it; {former.removedIn} removed the API, so they may no longer answer.
          </>
        ) : REGISTRY.baseUrls[api][environment] === baseUrl(api, environment) ? (
          <>
            Neither the release notes nor the source give a host here, so the part in angle brackets is yours to fill in
            (see <Link to="/operators/variables">variables</Link>).
          </>
        ) : (
          <>
            The hosts are the default addresses the network's source ({REGISTRY.sourceRelease}) gives for each network.
          </>
        )}
        {api === 'validator-sidecar-api'
          ? ` A node still on the old default port answers on ${PORTS.httpApiOldDefault} instead of ${PORTS.httpApi}.`
          : ''}
        {REGISTRY.endpoints.some((endpoint) => endpoint.api === api)
          ? " The examples below use this page's environment."
          : ''}{' '}
        {former ? (
          <>
            Its routes are listed, each with the release that removed it, under <code>x-removed-routes</code> in the{' '}
            <a href={document}>OpenAPI document for {environment}</a>.
          </>
        ) : (
          <>
            Every route is also in the <a href={document}>OpenAPI document for {environment}</a>, as the network&apos;s
            source mounts it and with the hosts that source gives.
          </>
        )}
      </p>
    </nav>
  );
}
