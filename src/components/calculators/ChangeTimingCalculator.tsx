import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {whenChangeApplies, type SettingChange} from '@site/src/rules/operatorSettings';
import {EPOCH_MAX_MINUTES, EPOCHS_PER_INTERVAL} from '@site/src/rules/constants';
import {readNumberFields} from './fields';
import {FieldMessages, StaticNote, fieldState} from './FieldMessages';
import {useInteractive} from '../useInteractive';
import {TextInput} from './TextFields';
import './calculator.css';

/** The two numbers the reader gives, labelled as on the form, within what an epoch and an interval can hold. */
const FIELDS = {
  minutesIntoEpoch: {label: 'Minutes since the current epoch began', max: EPOCH_MAX_MINUTES},
  epochsIntoInterval: {label: 'Epochs of the interval already begun', integer: true, max: EPOCHS_PER_INTERVAL - 1},
};

const SETTINGS: [SettingChange, string][] = [
  ['profitMargin', 'Profit margin'],
  ['operatorCost', 'Operator cost'],
  ['other', 'Any other setting (host, HTTP port…)'],
];

function duration(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days ? `${days} d` : '', hours ? `${hours} h` : '', `${rest} min`].filter(Boolean).join(' ');
}

/** When a settings change takes effect, from the current epoch and its place in the interval. */
export default function ChangeTimingCalculator() {
  const id = useId();
  const [setting, setSetting] = useState<SettingChange>('profitMargin');
  const [minutesIntoEpoch, setMinutesIntoEpoch] = useState('20');
  const [epochsIntoInterval, setEpochsIntoInterval] = useState('700');
  const interactive = useInteractive();
  const {values, messages} = readNumberFields(FIELDS, {minutesIntoEpoch, epochsIntoInterval});
  let outcome: {text: string; detail: string} | null = null;
  if (messages.length === 0) {
    // A fixed clock keeps the arithmetic readable: the epoch started at 00:00 UTC on day 0.
    const epochStart = new Date(Date.UTC(2025, 0, 1));
    const now = new Date(epochStart.getTime() + values.minutesIntoEpoch! * 60_000);
    const timing = whenChangeApplies({setting, now, epochStart, epochsIntoInterval: values.epochsIntoInterval!});
    outcome =
      timing.boundary === 'next-epoch'
        ? {
            text: `at the next epoch: within ${duration(timing.waitMinutes)}`,
            detail: `the current epoch ends at most ${EPOCH_MAX_MINUTES} minutes after it began`,
          }
        : {
            text: `at the next interval: within ${duration(timing.waitMinutes)}`,
            detail: `${timing.epochsLeft} epoch${timing.epochsLeft === 1 ? '' : 's'} of ${EPOCHS_PER_INTERVAL} left in this interval, this one included, each at most ${EPOCH_MAX_MINUTES} minutes`,
          };
  }
  return (
    <div
      role="group"
      className="calculator"
      data-testid="change-timing-calculator"
      aria-label="When does my change apply"
    >
      <div className="calculator__fields">
        <label htmlFor={`${id}-setting`}>
          <span>What you change</span>
          <select
            id={`${id}-setting`}
            disabled={!interactive}
            value={setting}
            onChange={(event) => setSetting(event.target.value as SettingChange)}
          >
            {SETTINGS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-minutes`}>
          <span>Minutes since the current epoch began</span>
          <TextInput
            id={`${id}-minutes`}
            inputMode="numeric"
            {...fieldState(id, 'minutesIntoEpoch', messages)}
            value={minutesIntoEpoch}
            onChange={(event) => setMinutesIntoEpoch(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-epochs`}>
          <span>Epochs of the interval already begun (0–{EPOCHS_PER_INTERVAL - 1})</span>
          <TextInput
            id={`${id}-epochs`}
            inputMode="numeric"
            {...fieldState(id, 'epochsIntoInterval', messages)}
            value={epochsIntoInterval}
            onChange={(event) => setEpochsIntoInterval(event.target.value)}
          />
        </label>
      </div>
      <div className="calculator__result" aria-live="polite" data-testid="change-timing-result">
        <StaticNote />
        <FieldMessages formId={id} messages={messages} />
        {outcome ? (
          <p>
            Takes effect <strong>{outcome.text}</strong> ({outcome.detail}).
          </p>
        ) : null}
        <p className="calculator__source">
          Rule stated in <Link to="/operators/changelog#v20256-chuckles">v2025.6-chuckles</Link>.
        </p>
      </div>
    </div>
  );
}
