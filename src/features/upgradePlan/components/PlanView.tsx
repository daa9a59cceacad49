import {Fragment, createContext, useContext} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CopyButton from '@site/src/features/changelog/components/CopyButton';
import {CHANGELOG_PATH} from '@site/src/features/changelog/model/links';
import {ACTION_KINDS} from '@site/src/features/changelog/model/actionVocabulary';
import type {PlanSource, PlanStep, UpgradePlan} from '../model/upgradePlan';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {highlightedCodeClass} from '@site/src/highlight/theme';
import type {PlanCodeColours} from '../model/planCode';
import {FOLDED_HEADING, planMarkdown, portText, shellWord, stepCode, stepTitle} from '../model/planText';

/** The releases a step comes from, each linked to the action in its release. */
function Sources({sources}: {sources: readonly PlanSource[]}) {
  // One link per release, to its first action of the step.
  const byRelease = sources.filter(
    (source, index) => sources.findIndex((other) => other.release === source.release) === index,
  );
  return (
    <span className="upgrade-plan__sources">
      {' '}
      (from{' '}
      {byRelease.map((source, index) => (
        <Fragment key={source.anchor}>
          {index > 0 ? ', ' : ''}
          <Link to={`${CHANGELOG_PATH}#${source.anchor}`}>{source.heading}</Link>
        </Fragment>
      ))}
      )
    </span>
  );
}

/** The plan's lines of code coloured at build time (planCodeColours), by their text. */
const ColoursContext = createContext<PlanCodeColours>({});

/**
 * A line of shell in the colours the build gave it, its placeholders marked as variables to fill in. A line the
 * build did not colour (none should be: tests/content/highlighting.test.ts reads every plan page) stays plain.
 */
function CodeLine({line}: {line: string}) {
  const runs = useContext(ColoursContext)[line] ?? [[line]];
  return (
    <>
      {runs.map(([text, kind], index) =>
        kind === 'var' ? (
          <var key={index} className="code-placeholder">
            {text}
          </var>
        ) : kind ? (
          <span key={index} className={kind}>
            {text}
          </span>
        ) : (
          text
        ),
      )}
      {'\n'}
    </>
  );
}

function Code({lines, label}: {lines: readonly string[]; label: string}) {
  if (lines.length === 0) return null;
  return (
    <div className="upgrade-plan__code">
      <pre tabIndex={0}>
        <code className={highlightedCodeClass('sh')}>
          {lines.map((line) => (
            <CodeLine key={line} line={line} />
          ))}
        </code>
      </pre>
      <CopyButton text={lines.join('\n')} label={`Copy the commands of: ${label}`} />
    </div>
  );
}

function Step({step, restartAt}: {step: PlanStep; restartAt?: number}) {
  const title = stepTitle(step);
  const optional = 'optional' in step && step.optional;
  const wireguardOnly = step.sources.every((source) => source.wireguardOnly);
  return (
    <li className="upgrade-plan__step" data-kind={step.kind}>
      <p>
        {step.kind === 'migrate' || step.kind === 'check' || step.kind === 'read' ? (
          <>
            <strong>{ACTION_KINDS[step.kind]}:</strong> {title.slice(ACTION_KINDS[step.kind].length + 2)}
          </>
        ) : (
          <strong>{title}</strong>
        )}
        {optional ? <span className="upgrade-plan__tag"> optional</span> : null}
        {wireguardOnly ? <span className="upgrade-plan__tag"> WireGuard only</span> : null}
        <Sources sources={step.sources} />
      </p>
      {step.kind === 'upgrade' && step.stops.length > 0 ? (
        <ul>
          {step.stops.map((stop) => (
            <li key={stop.version}>
              First stop at {stop.version}: {stop.reason} <Sources sources={[stop.source]} />
              {stop.run ? (
                <Code lines={[stop.run.map(shellWord).join(' ')]} label={`what to run at ${stop.version}`} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {step.kind === 'upgrade' && step.binary === 'nym-node' && restartAt ? (
        <p>Install it, but do not restart the node yet: the steps before step {restartAt} run first.</p>
      ) : null}
      {step.kind === 'config' && step.values.length > 1 ? (
        <p>Set by several releases, in turn: {step.values.join(', then ')}; the last one holds.</p>
      ) : null}
      {step.kind === 'ports' && step.wireguardOnly.length > 0 && !wireguardOnly ? (
        <p>Only for a node that runs WireGuard: {step.wireguardOnly.map(portText).join(', ')}.</p>
      ) : null}
      {step.kind === 'ports' ? (
        <p>
          With ufw, as in the <Link to="/operators/nodes/preliminary-steps/vps-setup">server setup guide</Link>:
        </p>
      ) : null}
      {step.kind === 'command' && step.root ? <p>As root:</p> : null}
      <Code lines={stepCode(step)} label={title} />
    </li>
  );
}

/**
 * One upgrade plan: its steps in order, votes and deadlines still ahead, what
 * no longer applies (replaced, or passed) and what is not for the reader's
 * node, each with the release it comes from. `title` names the plan in its
 * Markdown copy; `id` prefixes its headings' anchors.
 */
export default function PlanView({
  plan,
  title,
  id,
  colours,
}: {
  plan: UpgradePlan;
  title: string;
  id: string;
  /** The colours of its lines of code, as the build made them. */
  colours: PlanCodeColours | undefined;
}) {
  const {siteConfig} = useDocusaurusContext();
  const changelogUrl = `${siteConfig.url}${siteConfig.baseUrl}${CHANGELOG_PATH.slice(1)}`;
  // The step number of the restart that ends the commands, when the plan has one.
  const restartAt = plan.steps.findIndex((step) => step.kind === 'command' && step.last) + 1;
  return (
    <ColoursContext.Provider value={colours ?? {}}>
      <div className="upgrade-plan">
        <p>
          <CopyButton
            text={planMarkdown(plan, title, changelogUrl)}
            label={`Copy the plan as a Markdown checklist: ${title}`}
          />{' '}
          <span className="js-only">Copy the plan as a Markdown checklist.</span>
        </p>
        {plan.steps.length > 0 ? (
          <ol className="upgrade-plan__steps">
            {plan.steps.map((step) => (
              <Step key={step.sources[0].anchor} step={step} restartAt={restartAt > 0 ? restartAt : undefined} />
            ))}
          </ol>
        ) : (
          <p>Nothing to do: no release since asks anything of this node.</p>
        )}
        {plan.dates.length > 0 ? (
          <>
            <Heading as="h3" id={`${id}-dates`}>
              Votes and deadlines
            </Heading>
            <ul>
              {plan.dates.map((entry) => (
                <li key={entry.source.anchor}>
                  {entry.date ? <time dateTime={entry.date}>{entry.date}</time> : 'No date given'}
                  {entry.kind === 'deadline' ? ' (deadline)' : ' (vote)'}: {entry.source.text}
                  <Sources sources={[entry.source]} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {plan.folded.length > 0 ? (
          <details className="upgrade-plan__skipped">
            <summary>
              {FOLDED_HEADING} ({plan.folded.length})
            </summary>
            <ul>
              {plan.folded.map((entry) => (
                <li key={entry.source.anchor}>
                  {entry.source.text}
                  <Sources sources={[entry.source]} />:{' '}
                  {entry.reason === 'replaced' ? (
                    <>
                      replaced by{' '}
                      {entry.by.map((by, index) => (
                        <Fragment key={by.anchor}>
                          {index > 0 ? ', ' : ''}
                          <Link to={`${CHANGELOG_PATH}#${by.anchor}`}>{by.heading}</Link> (&ldquo;{by.text}&rdquo;)
                        </Fragment>
                      ))}
                    </>
                  ) : 'event' in entry ? (
                    <>
                      over by <Link to={`${CHANGELOG_PATH}#${entry.event.release}`}>{entry.event.heading}</Link>
                    </>
                  ) : (
                    <>
                      its day, <time dateTime={entry.until}>{entry.until}</time>, came before the newest release (
                      <time dateTime={plan.asOf}>{plan.asOf}</time>)
                    </>
                  )}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {plan.skipped.length > 0 ? (
          <details className="upgrade-plan__skipped">
            <summary>Not for this node ({plan.skipped.length})</summary>
            <ul>
              {plan.skipped.map((entry) => (
                <li key={entry.source.anchor}>
                  For {entry.forWhom.toLowerCase()}: {entry.source.text}
                  <Sources sources={[entry.source]} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </ColoursContext.Provider>
  );
}
