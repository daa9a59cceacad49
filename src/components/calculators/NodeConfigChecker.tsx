import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {checkNodeInput} from '@site/src/rules/nodeConfig';
import RuleMessages from './RuleMessages';
import {StaticNote, useInteractive} from './FieldMessages';

const EXAMPLE = `modes = ["entry-gateway", "exit-gateway"]

[host]
public_ips = ["203.0.113.7"]

[http]
bind_address = "0.0.0.0:8080"

[wireguard]
enabled = true
private_ip = "{ip}"`;

/** Checks a pasted config.toml or nym-node command line against the node's startup rules. */
export default function NodeConfigChecker() {
  const id = useId();
  const [text, setText] = useState(EXAMPLE);
  const {kind, result} = checkNodeInput(text);
  const interactive = useInteractive();
  return (
    <div role="group" className="calculator" data-testid="node-config-checker" aria-label="Node configuration checker">
      <label htmlFor={`${id}-input`}>
        <span>
          Paste your <code>config.toml</code> or your <code>nym-node run …</code> command line
        </span>
      </label>
      <textarea
        id={`${id}-input`}
        readOnly={!interactive}
        rows={12}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="calculator__result" aria-live="polite" data-testid="node-config-result">
        <StaticNote>The example above, checked at build time. Turn on JavaScript to check your own.</StaticNote>
        <p>
          Read as {kind === 'command' ? 'a command line' : 'config.toml'}:{' '}
          <strong>
            {result.ok
              ? result.warnings.length > 0
                ? 'accepted, with warnings'
                : 'no problem found'
              : `${result.errors.length} error${result.errors.length === 1 ? '' : 's'}`}
          </strong>
        </p>
        <RuleMessages errors={result.ok ? [] : result.errors} warnings={result.warnings} />
        <p className="calculator__source">
          Rules from <Link to="/operators/changelog#pr-4630">public IP validation</Link> (v2024.6-chomp),{' '}
          <Link to="/operators/changelog#v20251-reeses">--modes</Link> (v2025.1-reeses) and the forbidden pairs of{' '}
          <Link to="/operators/changelog#pr-5878">v2025.13-emmental</Link>.
        </p>
      </div>
    </div>
  );
}
