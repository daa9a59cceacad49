import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {configScoreWork, versionScore} from '@site/src/rules/configScore';
import {selectionWeight} from '@site/src/rules/selection';
import {SELECTION_PERFORMANCE_EXPONENT, VERSION_SCORE_BASE, VERSION_SCORE_EXPONENT} from '@site/src/rules/constants';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {readNumberFields, readVersionField, type FieldMessage} from './fields';
import {FieldMessages, StaticNote, fieldState} from './FieldMessages';
import {useInteractive} from '../useInteractive';
import {TextInput} from './TextFields';
import './calculator.css';

/**
 * The number fields, labelled as on the form. Stake saturation may pass 1 (an oversaturated node); the routing
 * score may not.
 */
const NUMBER_FIELDS = {
  routingScore: {label: 'Routing score (0–1)', max: 1},
  stakeSaturation: {label: 'Stake saturation'},
};

/** Version score against versions behind, 0 to 40, as an inline chart. */
function VersionScoreChart() {
  const width = 320;
  const height = 160;
  const points = Array.from({length: 41}, (_, behind) => [behind, versionScore(behind)] as const);
  const x = (behind: number) => 30 + (behind / 40) * (width - 40);
  const y = (score: number) => 10 + (1 - score) * (height - 40);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="version-score-chart-title"
      className="calculator__chart"
    >
      <title id="version-score-chart-title">{`Version score falls from 1 at 0 versions behind to ${versionScore(40).toFixed(2)} at 40 behind`}</title>
      <line x1="30" y1={y(0)} x2={width - 10} y2={y(0)} stroke="currentColor" />
      <line x1="30" y1={y(1)} x2="30" y2={y(0)} stroke="currentColor" />
      <text x="26" y={y(1) + 4} textAnchor="end" fontSize="10" fill="currentColor">
        1
      </text>
      <text x="26" y={y(0) + 4} textAnchor="end" fontSize="10" fill="currentColor">
        0
      </text>
      {[0, 10, 20, 30, 40].map((behind) => (
        <text key={behind} x={x(behind)} y={height - 16} textAnchor="middle" fontSize="10" fill="currentColor">
          {behind}
        </text>
      ))}
      <text x={width / 2} y={height - 3} textAnchor="middle" fontSize="10" fill="currentColor">
        versions behind
      </text>
      <polyline
        fill="none"
        stroke="var(--ifm-color-primary)"
        strokeWidth="2"
        points={points.map(([b, s]) => `${x(b)},${y(s)}`).join(' ')}
      />
    </svg>
  );
}

/** Config score and selection weight of a node, from what the operator knows of it. */
export default function ConfigScoreCalculator() {
  const id = useId();
  const {releaseChain} = useReleaseNotesData();
  const latest = releaseChain[releaseChain.length - 1] ?? '';
  const [acceptedTerms, setAcceptedTerms] = useState(true);
  const [selfDescribedApi, setSelfDescribedApi] = useState(true);
  const [binary, setBinary] = useState<'nym-node' | 'legacy'>('nym-node');
  const [nodeVersion, setNodeVersion] = useState(releaseChain[releaseChain.length - 2] ?? latest);
  const [routingScore, setRoutingScore] = useState('0.98');
  const [stakeSaturation, setStakeSaturation] = useState('0.6');

  const interactive = useInteractive();
  const version = readVersionField('Node version', nodeVersion);
  const numbers = readNumberFields(NUMBER_FIELDS, {routingScore, stakeSaturation});
  const messages: FieldMessage[] = [
    ...(version.ok ? [] : [{field: 'version', message: version.message}]),
    ...numbers.messages,
  ];

  let result: React.ReactNode = null;
  if (version.ok && messages.length === 0) {
    const work = configScoreWork({acceptedTerms, selfDescribedApi, binary, nodeVersion: version.value}, releaseChain);
    const routing = numbers.values.routingScore!;
    const saturation = numbers.values.stakeSaturation!;
    const performance = routing * work.score;
    const weight = selectionWeight({stakeSaturation: saturation, performance});
    result = (
      <ol>
        <li>
          Latest release: <code>{latest}</code>; your version <code>{version.value}</code> is{' '}
          <strong data-testid="versions-behind">{work.versionsBehind}</strong> behind.
        </li>
        <li>
          Version score: {VERSION_SCORE_BASE} ^ ({work.versionsBehind} ^ {VERSION_SCORE_EXPONENT}) ={' '}
          {work.versionScore.toFixed(4)}
        </li>
        <li>
          Config score: <strong data-testid="config-score">{work.score.toFixed(4)}</strong>
          {work.zeroBecause.length > 0 ? ` (0 because: ${work.zeroBecause.join(', ')})` : ''}
        </li>
        <li>
          Performance: {routing} × {work.score.toFixed(4)} = {performance.toFixed(4)}
        </li>
        <li>
          Selection weight: {saturation} × {performance.toFixed(4)}^{SELECTION_PERFORMANCE_EXPONENT} ={' '}
          <strong data-testid="selection-weight">{weight.toPrecision(4)}</strong>
        </li>
      </ol>
    );
  }

  return (
    <div role="group" className="calculator" data-testid="config-score-calculator" aria-label="Config score calculator">
      <div className="calculator__fields">
        <label htmlFor={`${id}-version`}>
          <span>Node version</span>
          <TextInput
            id={`${id}-version`}
            value={nodeVersion}
            onChange={(event) => setNodeVersion(event.target.value)}
            {...fieldState(id, 'version', messages)}
          />
        </label>
        <label htmlFor={`${id}-binary`}>
          <span>Binary</span>
          <select
            id={`${id}-binary`}
            disabled={!interactive}
            value={binary}
            onChange={(event) => setBinary(event.target.value as 'nym-node' | 'legacy')}
          >
            <option value="nym-node">nym-node</option>
            <option value="legacy">legacy mixnode or gateway</option>
          </select>
        </label>
        <label htmlFor={`${id}-routing`}>
          <span>Routing score (0–1)</span>
          <TextInput
            id={`${id}-routing`}
            inputMode="decimal"
            value={routingScore}
            onChange={(event) => setRoutingScore(event.target.value)}
            {...fieldState(id, 'routingScore', messages)}
          />
        </label>
        <label htmlFor={`${id}-saturation`}>
          <span>Stake saturation</span>
          <TextInput
            id={`${id}-saturation`}
            inputMode="decimal"
            value={stakeSaturation}
            onChange={(event) => setStakeSaturation(event.target.value)}
            {...fieldState(id, 'stakeSaturation', messages)}
          />
        </label>
        <label className="calculator__check">
          <input
            type="checkbox"
            disabled={!interactive}
            checked={acceptedTerms}
            onChange={(event) => setAcceptedTerms(event.target.checked)}
          />{' '}
          Terms accepted
        </label>
        <label className="calculator__check">
          <input
            type="checkbox"
            disabled={!interactive}
            checked={selfDescribedApi}
            onChange={(event) => setSelfDescribedApi(event.target.checked)}
          />{' '}
          Self-described API answers
        </label>
      </div>
      <div className="calculator__result" aria-live="polite" data-testid="config-score-result">
        <StaticNote />
        <FieldMessages formId={id} messages={messages} />
        {result}
        <VersionScoreChart />
        <p className="calculator__source">
          Rules from <Link to="/operators/changelog#v202413-magura">v2024.13-magura</Link> and{' '}
          <Link to="/operators/changelog#v202414-crunch">v2024.14-crunch</Link>; the release chain is the changelog's
          node versions.
        </p>
      </div>
    </div>
  );
}
