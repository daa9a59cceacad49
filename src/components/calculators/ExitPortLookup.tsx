import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {
  describePortRule,
  lookupCurrentExitPort,
  lookupExitPort,
  lookupNodePort,
  parsePortAndProtocol,
} from '@site/src/rules/exitPolicy';
import {StaticNote, messageId} from './FieldMessages';
import {TextInput} from './TextFields';
import './calculator.css';

/**
 * Whether the exit policy update of v2024.9-topdeck opened a port, whether the
 * exit policy allows it today (as the network tunnel manager installs it),
 * and which nym-node port it is, with its protocol.
 */
export default function ExitPortLookup() {
  const id = useId();
  const [query, setQuery] = useState('27015');
  const parsed = parsePortAndProtocol(query);
  const port = parsed.ok ? parsed.value.port : undefined;
  const found = port === undefined ? undefined : lookupExitPort(port);
  const current = port === undefined ? undefined : lookupCurrentExitPort(port);
  const nodePorts = port === undefined ? [] : lookupNodePort(port);
  return (
    <div role="group" className="calculator" data-testid="exit-port-lookup" aria-label="Exit policy port lookup">
      <label htmlFor={`${id}-port`}>
        <span>Port</span>
      </label>
      <TextInput
        id={`${id}-port`}
        inputMode="numeric"
        {...(parsed.ok ? {} : {'aria-invalid': true, 'aria-describedby': messageId(id, 'port')})}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <StaticNote />
      <div className="calculator__result" aria-live="polite" data-testid="exit-port-result">
        {!parsed.ok ? (
          <p>
            <span className="calculator__error" id={messageId(id, 'port')}>
              {parsed.errors[0].message}
            </span>
          </p>
        ) : (
          <>
            <p>
              {found?.opened ? (
                <>
                  Port <strong>{port}</strong> is <strong>opened</strong> by the update (listed as{' '}
                  {describePortRule(found.match!)}).
                </>
              ) : (
                <>
                  Port <strong>{port}</strong> is <strong>not among</strong> the ports the update opened.
                </>
              )}{' '}
              {current?.allowed ? (
                <>
                  The current exit policy <strong>allows</strong> it, TCP and UDP (listed as{' '}
                  {current.matches.map(describePortRule).join(', ')}).
                </>
              ) : (
                <>
                  The current exit policy does <strong>not</strong> list it.
                </>
              )}
            </p>
            {nodePorts.length > 0 && (
              <p data-testid="exit-port-node">
                It is also a port of the node itself:{' '}
                {nodePorts.map((entry, index) => (
                  <span key={entry.name}>
                    {index > 0 ? '; ' : ''}
                    <code>
                      {entry.port}/{entry.protocol}
                    </code>{' '}
                    for {entry.use} ({entry.neededBy})
                    {parsed.value.protocol && parsed.value.protocol !== entry.protocol
                      ? `, over ${entry.protocol.toUpperCase()}, not ${parsed.value.protocol.toUpperCase()}`
                      : ''}
                  </span>
                ))}
                .
              </p>
            )}
          </>
        )}
        <p className="calculator__source">
          Update of <Link to="/operators/changelog#v20249-topdeck">v2024.9-topdeck</Link> (without 465, which the record
          took out of that list); current policy as the network tunnel manager applies it at{' '}
          <Link to="/operators/changelog#v20269-venaco">v2026.9-venaco</Link>, after the NIP votes of{' '}
          <Link to="/operators/changelog#v20261-niolo">v2026.1-niolo</Link> to{' '}
          <Link to="/operators/changelog#v20267-tola">v2026.7-tola</Link>; node ports of{' '}
          <Link to="/operators/changelog#v20265-raclette">v2026.5-raclette</Link>.
        </p>
      </div>
    </div>
  );
}
