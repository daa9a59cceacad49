import {Fragment, useId, useMemo, useState, type DragEvent} from 'react';
import Link from '@docusaurus/Link';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {diagnose} from '@site/src/nodeConfig/doctor/doctor';
import {MAX_INPUT_BYTES, TOO_LARGE, inputProblem} from '@site/src/nodeConfig/doctor/input';
import type {Diagnosis, Finding, Severity} from '@site/src/nodeConfig/doctor/types';
import {CONFIG_TAGS, NEWEST_CONFIG_TAG, nodeVersionAt, releaseOfTag} from '@site/src/nodeConfig/source';
import {
  PORTS,
  WIREGUARD_DEFAULT_BIND_ADDRESS,
  WIREGUARD_DEFAULT_PRIVATE_IP,
  WIREGUARD_DEFAULT_PRIVATE_IPV6,
} from '@site/src/rules/constants';
import {StaticNote} from './FieldMessages';
import {TextArea} from './TextFields';
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

const KIND_NAMES: Record<Diagnosis['kind'], string> = {
  config: 'config.toml',
  service: 'a systemd service file',
  command: 'a command line',
  none: 'nothing yet',
};

const GROUPS: {severity: Severity; title: string}[] = [
  {severity: 'error', title: 'Errors'},
  {severity: 'warning', title: 'Warnings'},
  {severity: 'notice', title: 'Notices'},
];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A sentence of the doctor, with its `names` set as code. */
function Words({text}: {text: string}) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

function FindingItem({finding}: {finding: Finding}) {
  const subject = <code>{finding.subject || 'input'}</code>;
  const names = [finding.subject, ...(finding.others ?? [])];
  return (
    <li className={`doctor__finding doctor__finding--${finding.severity}`}>
      {finding.reference ? <Link to={finding.reference.href}>{subject}</Link> : subject}
      {finding.others ? ` and ${plural(finding.others.length, 'other key')}` : ''}: <Words text={finding.message} />
      {finding.replacement || finding.release ? (
        <span className="doctor__links">
          {finding.replacement ? (
            <>
              {' '}
              New name: <Link to={finding.replacement.href}>{finding.replacement.label}</Link>.
            </>
          ) : null}
          {finding.release ? (
            <>
              {' '}
              Changelog: <Link to={finding.release.href}>{finding.release.label}</Link>.
            </>
          ) : null}
        </span>
      ) : null}
      {finding.others ? (
        <details>
          <summary>The {names.length} keys</summary>
          <ul className="doctor__keys">
            {names.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

function Summary({diagnosis}: {diagnosis: Diagnosis}) {
  const said = GROUPS.flatMap(({severity}) => {
    const count = diagnosis.findings.filter((finding) => finding.severity === severity).length;
    return count > 0 ? [plural(count, severity)] : [];
  });
  return <strong>{said.length > 0 ? said.join(', ') : 'no problem found'}</strong>;
}

/**
 * The config doctor: reads a pasted or chosen config.toml, systemd service file or nym-node command line, says
 * which releases could have written it and what the release the reader moves to makes of it. Everything runs in
 * the page: the file is read by the browser and sent nowhere.
 */
export default function NodeConfigChecker() {
  const id = useId();
  const interactive = useInteractive();
  const [text, setText] = useState(EXAMPLE);
  const [target, setTarget] = useState(NEWEST_CONFIG_TAG);
  const [fileProblem, setFileProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const {releaseChain} = useReleaseNotesData();
  const diagnosis = useMemo(() => diagnose(text, {target, releaseChain}), [text, target, releaseChain]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_INPUT_BYTES) {
      setFileProblem(`${file.name}: ${TOO_LARGE}`);
      return;
    }
    // Invalid UTF-8 becomes U+FFFD, which the doctor takes for a binary file.
    const content = new TextDecoder('utf-8').decode(await file.arrayBuffer());
    const problem = content.trim() === '' ? undefined : inputProblem(content);
    if (problem) {
      setFileProblem(`${file.name}: ${problem}`);
      return;
    }
    setFileProblem(undefined);
    setText(content);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (interactive) void readFile(event.dataTransfer.files[0]);
  };

  const {written, plan} = diagnosis;
  return (
    <div role="group" className="calculator doctor" data-testid="node-config-checker" aria-label="Config doctor">
      <div
        className={`doctor__drop${dragging ? ' doctor__drop--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-input`}>
          Paste your <code>config.toml</code>, your service file or your <code>nym-node run …</code> command line, or
          drop a file here
        </label>
        <TextArea
          id={`${id}-input`}
          rows={12}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setFileProblem(undefined);
            setText(event.target.value);
          }}
        />
      </div>
      <div className="doctor__controls">
        <label htmlFor={`${id}-file`}>
          Or choose a file (up to {MAX_INPUT_BYTES / 1024} KB)
          <input
            id={`${id}-file`}
            type="file"
            accept=".toml,.service,.conf,.txt,.env,text/plain"
            disabled={!interactive}
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <label htmlFor={`${id}-target`}>
          Upgrading to
          <select
            id={`${id}-target`}
            value={target}
            disabled={!interactive}
            onChange={(event) => setTarget(event.target.value)}
          >
            {[...CONFIG_TAGS].reverse().map((tag) => (
              <option key={tag} value={tag}>
                nym-node {nodeVersionAt(tag)} ({releaseOfTag(tag)}){tag === NEWEST_CONFIG_TAG ? ', newest' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="calculator__result" aria-live="polite" data-testid="node-config-result">
        <StaticNote>The example above, checked at build time. Turn on JavaScript to check your own.</StaticNote>
        {fileProblem ? (
          <p className="calculator__error" role="alert">
            {fileProblem}
          </p>
        ) : (
          <>
            <p>
              Read as {KIND_NAMES[diagnosis.kind]}, for nym-node {diagnosis.target.version} (
              <Link to={diagnosis.target.release.href}>{diagnosis.target.release.label}</Link>):{' '}
              <Summary diagnosis={diagnosis} />
            </p>
            {written ? (
              <div data-testid="doctor-written-by">
                <p>
                  Written by nym-node{' '}
                  {written.from === written.to ? (
                    <>
                      {written.fromVersion} (<Link to={written.fromRelease.href}>{written.fromRelease.label}</Link>)
                    </>
                  ) : (
                    <>
                      {written.fromVersion}–{written.toVersion} (
                      <Link to={written.fromRelease.href}>{written.fromRelease.label}</Link> to{' '}
                      <Link to={written.toRelease.href}>{written.toRelease.label}</Link>)
                    </>
                  )}
                  , as far as its {diagnosis.kind === 'config' ? 'keys' : 'flags'} show:
                </p>
                <ul>
                  {written.evidence.map((evidence) => (
                    <li key={evidence}>
                      <Words text={evidence} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {diagnosis.findings.some((finding) => finding.kind === 'removed' || finding.kind === 'renamed') &&
            diagnosis.kind === 'config' ? (
              <p>
                About dropped and renamed keys: nym-node rewrites a whole file of an older release on its own when it
                starts, but refuses a file edited by hand that mixes old and new keys.
              </p>
            ) : null}
            {plan ? (
              <p>
                Steps to the newest release: the <Link to={plan.href}>{plan.label}</Link>.
              </p>
            ) : null}
            {GROUPS.map(({severity, title}) => {
              const findings = diagnosis.findings.filter((finding) => finding.severity === severity);
              if (findings.length === 0) return null;
              return (
                <Fragment key={severity}>
                  <h3 className="calculator__heading" id={`${id}-${severity}`}>
                    {title} ({findings.length})
                  </h3>
                  <ul className="doctor__findings" aria-labelledby={`${id}-${severity}`}>
                    {findings.map((finding, index) => (
                      <FindingItem key={`${finding.kind}-${finding.subject}-${index}`} finding={finding} />
                    ))}
                  </ul>
                </Fragment>
              );
            })}
          </>
        )}
        <p className="calculator__source">
          Keys, flags and defaults of every release from v2024.3-eclipse on, read from the nym-node sources at each
          release tag; startup rules as of v2026.9-venaco, from{' '}
          <Link to="/operators/changelog#pr-4630">public IP validation</Link> (v2024.6-chomp) and its{' '}
          <Link to="/operators/changelog#pr-5526">stricter form</Link> (v2025.5-chokito), the{' '}
          <Link to="/operators/changelog#v20251-reeses">[modes] table and renamed sections</Link> (v2025.1-reeses), the
          forbidden pairs of <Link to="/operators/changelog#pr-5878">v2025.13-emmental</Link> and the WireGuard private
          IP of <Link to="/operators/changelog#v202413-magura-patched">v2024.13-magura-patched</Link>. The file is read
          by your browser and sent nowhere.
        </p>
      </div>
    </div>
  );
}
