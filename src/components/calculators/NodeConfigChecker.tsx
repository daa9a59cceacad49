import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {checkNodeInput} from '@site/src/rules/nodeConfig';
import {
  PORTS,
  WIREGUARD_DEFAULT_BIND_ADDRESS,
  WIREGUARD_DEFAULT_PRIVATE_IP,
  WIREGUARD_DEFAULT_PRIVATE_IPV6,
} from '@site/src/rules/constants';
import RuleMessages from './RuleMessages';
import {StaticNote} from './FieldMessages';
import {useInteractive} from '../useInteractive';
import './calculator.css';

/**
 * A config.toml in the shape nym-node v2026.9-venaco writes (keys and
 * defaults from nym-node/src/config/template.rs and mod.rs at that tag). The
 * address is the example of the template's own comment ("such as 1.1.1.1");
 * a documentation address such as 203.0.113.7 would be refused, as nym-node
 * refuses it.
 */
const EXAMPLE = `[modes]
mixnode = false
entry = true
exit = true

[host]
# the server's own public address goes here
public_ips = ['1.1.1.1']

[http]
bind_address = '[::]:${PORTS.httpApi}'

[wireguard]
enabled = true
bind_address = '${WIREGUARD_DEFAULT_BIND_ADDRESS}'
private_ipv4 = '${WIREGUARD_DEFAULT_PRIVATE_IP}'
private_ipv6 = '${WIREGUARD_DEFAULT_PRIVATE_IPV6}'`;

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
          Rules of nym-node as of v2026.9-venaco, from{' '}
          <Link to="/operators/changelog#pr-4630">public IP validation</Link> (v2024.6-chomp) and its{' '}
          <Link to="/operators/changelog#pr-5526">stricter form</Link> (v2025.5-chokito), the{' '}
          <Link to="/operators/changelog#v20251-reeses">[modes] table and renamed sections</Link> (v2025.1-reeses), the
          forbidden pairs of <Link to="/operators/changelog#pr-5878">v2025.13-emmental</Link> and the WireGuard private
          IP of <Link to="/operators/changelog#v202413-magura-patched">v2024.13-magura-patched</Link>.
        </p>
      </div>
    </div>
  );
}
