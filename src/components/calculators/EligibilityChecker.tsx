import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {delegationProgramEligibility, sgpEligibility, type Eligibility} from '@site/src/rules/programs';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {readNumberField, readVersionField, type FieldMessage} from './fields';
import {FieldMessages, StaticNote, fieldState} from './FieldMessages';
import {useInteractive} from '../useInteractive';
import {TextInput} from './TextFields';
import './calculator.css';

function Checks({title, eligibility, testId}: {title: string; eligibility: Eligibility | null; testId: string}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="calculator__heading">
        {title}:{' '}
        {eligibility === null ? (
          <strong>cannot tell</strong>
        ) : (
          <strong>{eligibility.eligible ? 'eligible' : 'not eligible'}</strong>
        )}
      </h3>
      {eligibility === null ? (
        <p>Correct the fields above to see each condition.</p>
      ) : (
        <ul className="calculator__checks">
          {eligibility.checks.map((check) => (
            <li key={check.id} data-passed={check.passed}>
              {check.passed ? '✓' : '✗'} {check.label} — {check.detail}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Checks a node against the grant programme (SGPv2) and the delegation programme, on the changelog's versions. */
export default function EligibilityChecker() {
  const id = useId();
  const {releaseChain} = useReleaseNotesData();
  const [node, setNode] = useState({
    nodeVersion: releaseChain[releaseChain.length - 1] ?? '',
    exitGateway: true,
    acceptedTerms: true,
    nymNode: true,
    landingPageDomain: 'nym-exit.example.org',
    daysOffline: '0',
  });
  const set = (patch: Partial<typeof node>) => setNode({...node, ...patch});
  const interactive = useInteractive();
  const version = readVersionField('nym-node version', node.nodeVersion);
  const daysOffline = readNumberField({label: 'Days offline'}, node.daysOffline);
  const messages: FieldMessage[] = [
    ...(version.ok ? [] : [{field: 'version', message: version.message}]),
    ...(daysOffline.ok ? [] : [{field: 'daysOffline', message: daysOffline.message}]),
  ];
  const common = version.ok ? {acceptedTerms: node.acceptedTerms, nodeVersion: version.value} : null;
  const sgp =
    common && daysOffline.ok
      ? sgpEligibility(
          {
            ...common,
            exitGateway: node.exitGateway,
            binary: node.nymNode ? 'nym-node' : 'legacy',
            landingPageDomain: node.landingPageDomain,
            daysOffline: daysOffline.value!,
          },
          releaseChain,
        )
      : null;
  const delegation = common ? delegationProgramEligibility(common, releaseChain) : null;
  return (
    <div
      role="group"
      className="calculator"
      data-testid="eligibility-checker"
      aria-label="Programme eligibility checker"
    >
      <div className="calculator__fields">
        <label htmlFor={`${id}-version`}>
          <span>nym-node version</span>
          <TextInput
            id={`${id}-version`}
            {...fieldState(id, 'version', messages)}
            value={node.nodeVersion}
            list={`${id}-versions`}
            onChange={(event) => set({nodeVersion: event.target.value})}
          />
        </label>
        <datalist id={`${id}-versions`}>
          {[...releaseChain].reverse().map((version) => (
            <option key={version} value={version} />
          ))}
        </datalist>
        <label htmlFor={`${id}-domain`}>
          <span>Landing page domain</span>
          <TextInput
            id={`${id}-domain`}
            value={node.landingPageDomain}
            onChange={(event) => set({landingPageDomain: event.target.value})}
          />
        </label>
        <label htmlFor={`${id}-offline`}>
          <span>Days offline</span>
          <TextInput
            id={`${id}-offline`}
            inputMode="decimal"
            {...fieldState(id, 'daysOffline', messages)}
            value={node.daysOffline}
            onChange={(event) => set({daysOffline: event.target.value})}
          />
        </label>
      </div>
      <fieldset className="calculator__toggles">
        <legend>The node</legend>
        <label>
          <input
            type="checkbox"
            disabled={!interactive}
            checked={node.exitGateway}
            onChange={(event) => set({exitGateway: event.target.checked})}
          />{' '}
          runs as an exit gateway
        </label>
        <label>
          <input
            type="checkbox"
            disabled={!interactive}
            checked={node.acceptedTerms}
            onChange={(event) => set({acceptedTerms: event.target.checked})}
          />{' '}
          operator terms accepted
        </label>
        <label>
          <input
            type="checkbox"
            disabled={!interactive}
            checked={node.nymNode}
            onChange={(event) => set({nymNode: event.target.checked})}
          />{' '}
          bonded as a nym-node
        </label>
      </fieldset>
      <div className="calculator__result" aria-live="polite">
        <StaticNote />
        <FieldMessages formId={id} messages={messages} />
        <Checks title="Service grant programme (SGPv2)" eligibility={sgp} testId="sgp-result" />
        <Checks title="Delegation programme" eligibility={delegation} testId="delegation-result" />
        <p className="calculator__source">
          Versions from the <Link to="/operators/changelog">changelog</Link> (latest{' '}
          {releaseChain[releaseChain.length - 1]}); rules of <Link to="/operators/changelog#rules-of-sgpv2">SGPv2</Link>{' '}
          and the <Link to="/operators/changelog#v20252-hu">delegation programme</Link> in v2025.2-hu.
        </p>
      </div>
    </div>
  );
}
