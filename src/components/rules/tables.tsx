import CodeBlock from '@theme/CodeBlock';
import {
  EXIT_POLICY_NEW_PORTS,
  HARDWARE_MINIMUMS,
  LOAD_TIER_UPPER_BOUNDS,
  RESPONSE_SIZES,
  SERVICE_SETTINGS,
} from '@site/src/rules/constants';

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
            <td>{index === 0 ? `above 0 up to ${upper}` : `above ${tiers[index - 1]![1]} up to ${upper}`}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">AtCapacity</th>
          <td>above {tiers[tiers.length - 1]![1]}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Ports newly opened by the exit policy update, ranges written first–last. */
export function ExitPolicyPorts() {
  return (
    <ul className="port-list">
      {EXIT_POLICY_NEW_PORTS.map((entry) => {
        const text = typeof entry === 'number' ? String(entry) : `${entry[0]}–${entry[1]}`;
        return (
          <li key={text}>
            <code>{text}</code>
          </li>
        );
      })}
    </ul>
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
    ['Bandwidth', `unmetered, or at least ${h.bandwidthTbMin} TB`],
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
