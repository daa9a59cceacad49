import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {nodeLoadWork, type NodeLoadWork} from '@site/src/rules/load';
import {LOAD_NETWORK_REFERENCE_BPS, LOAD_SWAP_MIN_TOTAL_BYTES} from '@site/src/rules/constants';
import {quoteTyped, readNumberFields, type FieldMessage, type NumberField} from './fields';
import {FieldMessages, StaticNote, fieldState} from './FieldMessages';
import {TextInput} from './TextFields';
import './calculator.css';

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

/** The form's fields: labels as shown, where to read each value, and what each may hold. */
const FIELDS: Record<keyof Inputs, NumberField & {hint: string}> = {
  loadAverage5: {label: '5-minute load average', hint: 'uptime'},
  cpuCount: {label: 'CPU count', hint: 'nproc', above: 0, integer: true},
  memoryUsedGiB: {label: 'Memory used (GiB)', hint: 'free -g'},
  memoryTotalGiB: {label: 'Memory total (GiB)', hint: 'free -g', above: 0},
  swapUsedGiB: {label: 'Swap used (GiB)', hint: 'free -g'},
  swapTotalGiB: {label: 'Swap total (GiB)', hint: 'free -g'},
  txMBps: {label: 'Sent (MB/s)', hint: 'interface counters; leave both rates empty if unknown', optional: true},
  rxMBps: {label: 'Received (MB/s)', hint: 'interface counters; leave both rates empty if unknown', optional: true},
};

type Name = keyof Inputs;

/** Checks between fields, once each field reads on its own: a part cannot exceed its total; rates come in pairs. */
function crossChecks(inputs: Inputs, values: Partial<Record<Name, number>>): FieldMessage<Name>[] {
  const messages: FieldMessage<Name>[] = [];
  const notAbove = (part: Name, whole: Name) => {
    if (values[part]! > values[whole]!) {
      messages.push({
        field: part,
        message: `${FIELDS[part].label} cannot be more than ${FIELDS[whole].label} (you typed ${quoteTyped(inputs[part])} and ${quoteTyped(inputs[whole])}).`,
      });
    }
  };
  notAbove('memoryUsedGiB', 'memoryTotalGiB');
  notAbove('swapUsedGiB', 'swapTotalGiB');
  if ((values.txMBps === undefined) !== (values.rxMBps === undefined)) {
    const [missing, given]: Name[] = values.txMBps === undefined ? ['txMBps', 'rxMBps'] : ['rxMBps', 'txMBps'];
    messages.push({
      field: missing,
      message: `${FIELDS[missing].label} is required when ${FIELDS[given].label} is given; leave both empty if you do not know them.`,
    });
  }
  return messages;
}

function compute(inputs: Inputs): {work?: NodeLoadWork; messages: FieldMessage<Name>[]} {
  const {values, messages} = readNumberFields(FIELDS, inputs);
  if (messages.length > 0) return {messages};
  const crossed = crossChecks(inputs, values);
  if (crossed.length > 0) return {messages: crossed};
  const hasRates = values.txMBps !== undefined;
  const work = nodeLoadWork({
    loadAverage5: values.loadAverage5!,
    cpuCount: values.cpuCount!,
    memoryUsed: values.memoryUsedGiB! * GiB,
    memoryTotal: values.memoryTotalGiB! * GiB,
    swapUsed: values.swapUsedGiB! * GiB,
    swapTotal: values.swapTotalGiB! * GiB,
    ...(hasRates ? {txBytesPerSecond: values.txMBps! * 1e6, rxBytesPerSecond: values.rxMBps! * 1e6} : {}),
  });
  return {work, messages: []};
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
  const {work, messages} = compute(inputs);
  return (
    <div role="group" className="calculator" data-testid="node-load-calculator" aria-label="Node load calculator">
      <div className="calculator__fields">
        {(Object.keys(FIELDS) as Name[]).map((key) => (
          <label key={key} htmlFor={`${id}-${key}`}>
            <span>
              {FIELDS[key].label} <small>({FIELDS[key].hint})</small>
            </span>
            <TextInput
              id={`${id}-${key}`}
              name={key}
              inputMode="decimal"
              value={inputs[key]}
              onChange={(event) => setInputs({...inputs, [key]: event.target.value})}
              {...fieldState(id, key, messages)}
            />
          </label>
        ))}
      </div>
      <div className="calculator__result" aria-live="polite" data-testid="node-load-result">
        <StaticNote />
        <FieldMessages formId={id} messages={messages} />
        {work ? (
          <>
            <ol>
              <li>
                CPU: {inputs.loadAverage5} ÷ {inputs.cpuCount} = {share(work.cpuShare)} →{' '}
                <strong>{work.cpuTier}</strong>
              </li>
              <li>
                Memory: {share(work.memoryShare)} → {work.memoryTier}
                {work.memoryBumped ? ', busier than the CPU: one tier up' : ', no change'}
              </li>
              <li>
                Swap:{' '}
                {work.swapCounted
                  ? `${share(work.swapShare ?? 0)} → ${work.swapTier}${work.swapBumped ? ', one tier up' : ', no change'}`
                  : `not counted (${LOAD_SWAP_MIN_TOTAL_BYTES / GiB} GiB of swap or less)`}
              </li>
              <li>
                Network:{' '}
                {work.networkGbps === null
                  ? 'no traffic rates given'
                  : `${work.networkGbps.toFixed(3)} Gbit/s of ${LOAD_NETWORK_REFERENCE_BPS / 1e9} Gbit/s`}{' '}
                → {work.network}
              </li>
            </ol>
            <p>
              machine <strong data-testid="load-machine">{work.machine}</strong>, network{' '}
              <strong data-testid="load-network">{work.network}</strong>, total{' '}
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
    </div>
  );
}
