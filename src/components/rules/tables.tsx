import {Fragment} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {highlightedCodeClass, tokenClass} from '@site/src/highlight/theme';
import DataTable from '@site/src/components/DataTable';
import {
  EXIT_POLICY_CURRENT_PORTS,
  EXIT_POLICY_NEW_PORTS,
  HARDWARE_MINIMUMS,
  LOAD_TIER_UPPER_BOUNDS,
  RESPONSE_SIZES,
  SERVICE_SETTINGS,
} from '@site/src/rules/constants';
import {describePortRule, nodePorts} from '@site/src/rules/exitPolicy';
import styles from './tables.module.css';

/**
 * A whole number with commas between thousands (1,234,567). Not Intl.NumberFormat: building the first one loads the
 * browser's locale data, a task of over 100 ms on a slow phone while the page starts (seen in a CPU profile of the
 * nodes page at 4x CPU), for what one expression does.
 */
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Directory API response sizes per output format (v2025.10-brie), from the constants. */
export function ResponseSizeTable() {
  return (
    <DataTable
      caption="Response size in bytes by output format"
      columns={['Endpoint', 'json', 'json + gzip', 'bincode', 'bincode + gzip']}
      rows={RESPONSE_SIZES.map((row) => ({
        key: row.endpoint,
        header: <code>{row.endpoint}</code>,
        cells: [row.json, row.jsonGzip, row.bincode, row.bincodeGzip].map(withThousands),
      }))}
    />
  );
}

/** The node load tiers and the range of values each covers. */
export function LoadTierTable() {
  const tiers = Object.entries(LOAD_TIER_UPPER_BOUNDS);
  return (
    <DataTable
      caption="Load tiers (a value is a share of capacity, 0 to 1)"
      columns={['Tier', 'Values']}
      rows={[
        ...tiers.map(([tier, upper], index) => ({
          key: tier,
          header: tier,
          cells: [index === 0 ? `above 0 up to ${upper}` : `above ${tiers[index - 1][1]} up to ${upper}`],
        })),
        {key: 'AtCapacity', header: 'AtCapacity', cells: [`above ${tiers[tiers.length - 1][1]}`]},
      ]}
    />
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
    <ul className={styles.portList}>
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
    <DataTable
      caption="Default ports of a nym-node and its server"
      columns={['Port', 'Protocol', 'Needed by', 'Use']}
      rows={rows.map((entry) => ({
        key: entry.name,
        header: (
          <code>
            {entry.port}/{entry.protocol}
          </code>
        ),
        cells: [entry.protocol.toUpperCase(), entry.neededBy, entry.use],
      }))}
    />
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
    <DataTable
      caption={`Minimum specification (${server === 'vps' ? 'VPS' : 'dedicated server'})`}
      rows={rows.map(([label, value]) => ({key: label, header: label, cells: [value]}))}
    />
  );
}

/**
 * The [Service] settings recommended for the nym-node systemd unit. The page hydrates, so the highlighter
 * (src/highlight/) cannot run here without reaching the browser; the block is made from the settings themselves,
 * which say what is a section and what is a key, with the classes the highlighter gives an ini file.
 */
export function ServiceSettings() {
  const key = tokenClass('p');
  return (
    <CodeBlock className={highlightedCodeClass('ini')}>
      [<span className={key}>Service</span>]
      {Object.entries(SERVICE_SETTINGS).map(([name, value]) => (
        <Fragment key={name}>
          {'\n'}
          <span className={key}>{name}</span>={value}
        </Fragment>
      ))}
    </CodeBlock>
  );
}
