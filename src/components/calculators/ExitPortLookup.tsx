import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {describePortRule, lookupExitPort, parsePortQuery} from '@site/src/rules/exitPolicy';
import {StaticNote, messageId, useInteractive} from './FieldMessages';

/** Whether the exit policy update opened a port, with the entry of the list that matched. */
export default function ExitPortLookup() {
  const id = useId();
  const [query, setQuery] = useState('27015');
  const parsed = parsePortQuery(query);
  const found = parsed.ok ? lookupExitPort(parsed.value) : undefined;
  const interactive = useInteractive();
  return (
    <div role="group" className="calculator" data-testid="exit-port-lookup" aria-label="Exit policy port lookup">
      <label htmlFor={`${id}-port`}>
        <span>Port</span>
      </label>
      <input
        id={`${id}-port`}
        inputMode="numeric"
        readOnly={!interactive}
        {...(parsed.ok ? {} : {'aria-invalid': true, 'aria-describedby': messageId(id, 'port')})}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <StaticNote />
      <p className="calculator__result" aria-live="polite" data-testid="exit-port-result">
        {!parsed.ok ? (
          <span className="calculator__error" id={messageId(id, 'port')}>
            {parsed.errors[0]!.message}
          </span>
        ) : found?.opened ? (
          <>
            Port <strong>{parsed.value}</strong> is <strong>opened</strong> by the update (listed as{' '}
            {describePortRule(found.match!)}).
          </>
        ) : (
          <>
            Port <strong>{parsed.value}</strong> is <strong>not among</strong> the ports the update opened.
          </>
        )}{' '}
        <span className="calculator__source">
          List of <Link to="/operators/changelog#v20249-topdeck">v2024.9-topdeck</Link>.
        </span>
      </p>
    </div>
  );
}
