import CodeBlock from '@theme/CodeBlock';
import {
  EXIT_POLICY_CURRENT_PORTS,
  EXIT_POLICY_NEW_PORTS,
  HARDWARE_MINIMUMS,
  LOAD_TIER_UPPER_BOUNDS,
  RESPONSE_SIZES,
  SERVICE_SETTINGS,
} from '@site/src/rules/constants';
import {describePortRule, nodePorts} from '@site/src/rules/exitPolicy';

const bytes = new Intl.NumberFormat('en-US');

/** Directory API response sizes per output format (v2025.10-brie), from the constants. */
export function ResponseSizeTable() {
  return (
    <table className="rules-table">
      <caption>Response size in bytes by output format</caption>
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">json</th>
          <th scope="col">json + gzip</th>
          <th scope="col">bincode</th>
          <th scope="col">bincode + gzip</th>
        </tr>
      </thead>
      <tbody>
        {RESPONSE_SIZES.map((row) => (
          <tr key={row.endpoint}>
            <th scope="row">
              <code>{row.endpoint}</code>
            </th>
            <td>{bytes.format(row.json)}</td>
            <td>{bytes.format(row.jsonGzip)}</td>
            <td>{bytes.format(row.bincode)}</td>
            <td>{bytes.format(row.bincodeGzip)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The node load tiers and the range of values each covers. */
export function LoadTierTable() {
  const tiers = Object.entries(LOAD_TIER_UPPER_BOUNDS);
  return (
    <table className="rules-table">
      <caption>Load tiers (a value is a share of capacity, 0 to 1)</caption>
      <thead>
        <tr>
          <th scope="col">Tier</th>
          <th scope="col">Values</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map(([tier, upper], index) => (
          <tr key={tier}>
            <th scope="row">{tier}</th>
            <td>{index === 0 ? `above 0 up to ${upper}` : `above ${tiers[index - 1][1]} up to ${upper}`}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">AtCapacity</th>
          <td>above {tiers[tiers.length - 1][1]}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * Exit policy ports, ranges written first–last: by default those the update of
 * v2024.9-topdeck opened; with `list="current"`, those the exit policy allows
 * today as the network tunnel manager installs them.
 */
export function ExitPolicyPorts({list = 'update'}: {list?: 'update' | 'current'}) {
  const rules = list === 'current' ? EXIT_POLICY_CURRENT_PORTS : EXIT_POLICY_NEW_PORTS;
  return (
    <ul className="port-list">
      {rules.map((entry) => {
        const text = describePortRule(entry);
        return (
          <li key={text}>
            <code>{text}</code>
          </li>
        );
      })}
    </ul>
  );
}

/** The default ports of a nym-node with their protocol, from PORTS; `all` adds the old HTTP API port. */
export function NodePortTable({all = false}: {all?: boolean}) {
  const rows = nodePorts().filter((entry) => all || entry.inbound);
  return (
    <table className="rules-table">
      <caption>Default ports of a nym-node and its server</caption>
      <thead>
        <tr>
          <th scope="col">Port</th>
          <th scope="col">Protocol</th>
          <th scope="col">Needed by</th>
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.name}>
            <th scope="row">
              <code>
                {entry.port}/{entry.protocol}
              </code>
            </th>
            <td>{entry.protocol.toUpperCase()}</td>
            <td>{entry.neededBy}</td>
            <td>{entry.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Minimum hardware for a nym-node on a VPS or a dedicated server. */
export function HardwareTable({server}: {server: 'vps' | 'dedicated'}) {
  const h = HARDWARE_MINIMUMS;
  const rows: [string, string][] = [
    ['Type of server', server === 'vps' ? 'VPS' : 'Dedicated or bare metal'],
    ['CPU cores', String(h.cpuCores)],
    ['Memory', `${h.memoryGbMin}–${h.memoryGbRecommended} GB RAM`],
    ['Storage', `${h.storageGb} GB (${h.storageGbPreferred} GB preferred)`],
    ['Connectivity', 'IPv4 and IPv6, TCP/IP and UDP'],
    ['Bandwidth', `unmetered if possible, or more than ${h.bandwidthTbMin} Tb`],
    ['Port speed', `${h.portSpeedGbps[server]} Gbps`],
  ];
  return (
    <table className="rules-table">
      <caption>Minimum specification ({server === 'vps' ? 'VPS' : 'dedicated server'})</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The [Service] settings recommended for the nym-node systemd unit. */
export function ServiceSettings() {
  const lines = Object.entries(SERVICE_SETTINGS).map(([key, value]) => `${key}=${value}`);
  return <CodeBlock language="ini">{['[Service]', ...lines].join('\n')}</CodeBlock>;
}
