import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {nodeLoadWork, type NodeLoadWork} from '@site/src/rules/load';

const GiB = 1024 ** 3;

interface Inputs {
  loadAverage5: string;
  cpuCount: string;
  memoryUsedGiB: string;
  memoryTotalGiB: string;
  swapUsedGiB: string;
  swapTotalGiB: string;
  txMBps: string;
  rxMBps: string;
}

const FIELDS: [keyof Inputs, string, string][] = [
  ['loadAverage5', '5-minute load average', 'uptime'],
  ['cpuCount', 'CPU count', 'nproc'],
  ['memoryUsedGiB', 'Memory used (GiB)', 'free -g'],
  ['memoryTotalGiB', 'Memory total (GiB)', 'free -g'],
  ['swapUsedGiB', 'Swap used (GiB)', 'free -g'],
  ['swapTotalGiB', 'Swap total (GiB)', 'free -g'],
  ['txMBps', 'Sent (MB/s, empty if unknown)', 'interface counters'],
  ['rxMBps', 'Received (MB/s, empty if unknown)', 'interface counters'],
];

function compute(inputs: Inputs): {work?: NodeLoadWork; error?: string} {
  try {
    const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
    const hasRates = inputs.txMBps.trim() !== '' || inputs.rxMBps.trim() !== '';
    const work = nodeLoadWork({
      loadAverage5: number(inputs.loadAverage5),
      cpuCount: number(inputs.cpuCount),
      memoryUsed: number(inputs.memoryUsedGiB) * GiB,
      memoryTotal: number(inputs.memoryTotalGiB) * GiB,
      swapUsed: number(inputs.swapUsedGiB) * GiB,
      swapTotal: number(inputs.swapTotalGiB) * GiB,
      ...(hasRates ? {txBytesPerSecond: number(inputs.txMBps || '0') * 1e6, rxBytesPerSecond: number(inputs.rxMBps || '0') * 1e6} : {}),
    });
    return {work};
  } catch (error) {
    return {error: (error as Error).message};
  }
}

const share = (value: number) => value.toFixed(3);

/** Works out a node's /load tiers from numbers an operator reads off the server, showing each step. */
export default function NodeLoadCalculator({standalone = false}: {standalone?: boolean}) {
  const id = useId();
  const [inputs, setInputs] = useState<Inputs>({
    loadAverage5: '1.2',
    cpuCount: '4',
    memoryUsedGiB: '6',
    memoryTotalGiB: '16',
    swapUsedGiB: '0',
    swapTotalGiB: '0',
    txMBps: '30',
    rxMBps: '45',
  });
  const {work, error} = compute(inputs);
  return (
    <form className="calculator" data-testid="node-load-calculator" onSubmit={(event) => event.preventDefault()} aria-label="Node load calculator">
      <div className="calculator__fields">
        {FIELDS.map(([key, label, hint]) => (
          <label key={key} htmlFor={`${id}-${key}`}>
            <span>
              {label} <small>({hint})</small>
            </span>
            <input
              id={`${id}-${key}`}
              name={key}
              inputMode="decimal"
              value={inputs[key]}
              onChange={(event) => setInputs({...inputs, [key]: event.target.value})}
            />
          </label>
        ))}
      </div>
      <div className="calculator__result" aria-live="polite" data-testid="node-load-result">
        {error ? (
          <p className="calculator__error">{error}</p>
        ) : work ? (
          <>
            <ol>
              <li>
                CPU: {inputs.loadAverage5} ÷ {inputs.cpuCount} = {share(work.cpuShare)} → <strong>{work.cpuTier}</strong>
              </li>
              <li>
                Memory: {share(work.memoryShare)} → {work.memoryTier}
                {work.memoryBumped ? ', busier than the CPU: one tier up' : ', no change'}
              </li>
              <li>
                Swap: {work.swapCounted ? `${share(work.swapShare ?? 0)} → ${work.swapTier}${work.swapBumped ? ', one tier up' : ', no change'}` : 'not counted (1 GiB of swap or less)'}
              </li>
              <li>
                Network: {work.networkGbps === null ? 'no traffic rates given' : `${work.networkGbps.toFixed(3)} Gbit/s of 1 Gbit/s`} → {work.network}
              </li>
            </ol>
            <p>
              machine <strong data-testid="load-machine">{work.machine}</strong>, network <strong data-testid="load-network">{work.network}</strong>, total{' '}
              <strong data-testid="load-total">{work.total}</strong>
              {work.totalBumped ? ' (the network is as busy as the machine or busier: machine raised one tier)' : ''}
            </p>
          </>
        ) : null}
        <p className="calculator__source">
          Rule introduced in{' '}
          {standalone ? (
            // Mounted on its own inside the changelog (see CalculatorSlot): no router context there.
            <a href="#v20252-hu">v2025.2-hu</a>
          ) : (
            <Link to="/operators/changelog#v20252-hu">v2025.2-hu</Link>
          )}
          .
        </p>
      </div>
    </form>
  );
}
