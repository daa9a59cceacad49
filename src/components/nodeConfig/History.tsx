import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {HistoryLine, ItemMention, ReleaseLink} from '@site/src/nodeConfig/referenceView';

/** A release, linked to its changelog entry (or its tag in the record), with nym-node's version. */
export function Release({release}: {release: ReleaseLink}) {
  return (
    <>
      <Link to={release.href}>{release.label}</Link> (nym-node {release.version})
    </>
  );
}

function Value({value}: {value: string | null}) {
  return value === null ? <>none</> : <code>{value}</code>;
}

/** One history line as a sentence. */
function sentence(line: HistoryLine): ReactNode {
  const at = <Release release={line.release} />;
  switch (line.kind) {
    case 'present':
      return line.as ? (
        <>
          Present in {at}, the oldest release this reference covers, as <code>{line.as}</code>.
        </>
      ) : (
        <>Present in {at}, the oldest release this reference covers.</>
      );
    case 'introduced':
      return line.as ? (
        <>
          Introduced in {at} as <code>{line.as}</code>.
        </>
      ) : (
        <>Introduced in {at}.</>
      );
    case 'renamed':
      return (
        <>
          Renamed from <code>{line.from}</code> in {at}
          {line.inferred ? ' (inferred: no serde alias reads the old name; the node migrates old files itself)' : ''}.
        </>
      );
    case 'replaces':
      return (
        <>
          Took the place of <code>{line.from}</code> in {at}; reads the same variable, <code>{line.env}</code>.
        </>
      );
    case 'default':
      return (
        <>
          Default changed in {at} from <Value value={line.from} /> to <Value value={line.to} />.
        </>
      );
    case 'type':
      return (
        <>
          Type changed in {at} from <code>{line.from}</code> to <code>{line.to}</code>.
        </>
      );
    case 'changed':
      return (
        <>
          Its <code>{line.field}</code> changed in {at} from <code>{line.from}</code> to <code>{line.to}</code>.
        </>
      );
  }
}

/** Past this many lines, the history is folded in a native disclosure. */
const OPEN_LINES = 3;

/** A setting's history, oldest first, and the changelog items that name it. */
export function History({lines, mentions}: {lines: HistoryLine[]; mentions: ItemMention[]}) {
  const list = (
    // Release names and old values, left out of the search index: the names of the settings are what a search is for.
    <ul className="cfg-history" data-pagefind-ignore>
      {lines.map((line, index) => (
        <li key={index} data-kind={line.kind} data-release={line.release.label}>
          {sentence(line)}
        </li>
      ))}
      {mentions.map((mention) => (
        <li key={mention.href} data-kind="changelog">
          In the changelog: <Link to={mention.href}>{mention.title}</Link> ({mention.release}).
        </li>
      ))}
    </ul>
  );
  if (lines.length + mentions.length <= OPEN_LINES) return list;
  return (
    <details className="cfg-history-fold" data-pagefind-ignore>
      <summary>History ({lines.length + mentions.length} entries)</summary>
      {list}
    </details>
  );
}
