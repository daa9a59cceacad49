import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import view from '@generated/node-config-reference/default/reference.json';
import AnchorHeading from '@site/src/components/api/AnchorHeading';
import {STACKED_TABLE_CLASS} from '@site/src/components/DataTable';
import {ISLAND_ATTRIBUTE} from '@site/src/components/StaticIsland';
import type {ArgumentView, KeyView, RemovedView, SourcePlace} from '@site/src/nodeConfig/referenceView';
import type {SentencePart} from '@site/src/nodeConfig/linkedKeys';
import {History, Release} from './History';
import {GuideFlags, Sections} from './Summaries';
import {configReferenceIsland, type ConfigReferencePart} from './island';
import './ConfigReference.css';

/**
 * A fact of an entry. Only the facts a reader searches for (an environment variable) are in the search index: the
 * types, defaults and sources of 370 entries would outweigh the names in the page's ranking.
 */
function Fact({term, searchable = false, children}: {term: string; searchable?: boolean; children: ReactNode}) {
  return (
    <div {...(searchable ? {} : {'data-pagefind-ignore': ''})}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Sources({places}: {places: SourcePlace[]}) {
  return (
    <>
      {places.map((place, index) => (
        <span key={`${place.file}:${place.line}`}>
          {index > 0 ? ', then ' : ' — set at '}
          <Link to={place.href}>
            {place.file.split('/').at(-1)}:{place.line}
          </Link>
          {place.name ? (
            <>
              {' '}
              (<code>{place.name}</code>)
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

/**
 * A setting's heading, its own link (as the API reference's headings are) and a search entry of its own: weighted
 * above the page's text, so that searching a key's or a flag's name finds its entry.
 */
function SettingHeading({id, children}: {id: string; children: ReactNode}) {
  useBrokenLinks().collectAnchor(id);
  return (
    <h4 id={id} data-pagefind-weight="10">
      <Link to={`#${id}`}>{children}</Link>
    </h4>
  );
}

/** A sentence of ours, the keys it names linked to their entries. */
function Sentence({parts}: {parts: SentencePart[]}) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={index} to={`#${part.anchor}`}>
        <code>{part.key}</code>
      </Link>
    ),
  );
}

function KeyEntry({entry}: {entry: KeyView}) {
  // The key as config.toml writes it, under its table: one word for the search index, which reads a dotted path
  // (`wireguard.private_ipv4`) as a single word that a search for `private_ipv4` would not find.
  const name = entry.key.split('.').at(-1) ?? entry.key;
  return (
    <section className="cfg-entry">
      <SettingHeading id={entry.anchor}>
        <code>{name}</code>
        {entry.table ? <span className="cfg-heading-table"> in [{entry.table}]</span> : null}
      </SettingHeading>
      <p>
        <Sentence parts={entry.description} />
      </p>
      <dl className="cfg-facts">
        <Fact term="Type">
          <code>{entry.type}</code>
        </Fact>
        <Fact term="Default">
          {entry.default === null ? 'none' : <code>{entry.default}</code>}
          <Sources places={entry.defaultSource} />
        </Fact>
        <Fact term="Path">
          <code>{entry.key}</code>
        </Fact>
      </dl>
      <History lines={entry.history} mentions={entry.mentions} />
    </section>
  );
}

function ArgumentEntry({entry}: {entry: ArgumentView}) {
  const command = entry.command === '(global)' ? 'nym-node' : `nym-node ${entry.command}`;
  return (
    <section className="cfg-entry">
      <SettingHeading id={entry.anchor}>
        <code>
          {entry.command === '(global)' ? '' : `${entry.command} `}
          {entry.name}
        </code>
        {entry.hidden ? <span className="cfg-badge"> hidden</span> : null}
      </SettingHeading>
      <p>
        <Sentence parts={entry.description} />
        {entry.hidden ? ` ${command} --help does not list it.` : ''}
      </p>
      <dl className="cfg-facts">
        {entry.short ? (
          <Fact term="Short">
            <code>{entry.short}</code>
          </Fact>
        ) : null}
        <Fact term="Environment variable" searchable>
          {entry.env ? <code>{entry.env}</code> : 'none'}
        </Fact>
        <Fact term="Type">
          <code>{entry.type}</code>
        </Fact>
        <Fact term="Default">{entry.default === null ? 'none' : <code>{entry.default}</code>}</Fact>
        {entry.aliases.length > 0 ? (
          <Fact term="Also accepted as">
            {entry.aliases.map((alias, index) => (
              <span key={alias}>
                {index > 0 ? ', ' : ''}
                <code>--{alias}</code>
              </span>
            ))}
          </Fact>
        ) : null}
        {entry.cfg.length > 0 ? (
          <Fact term="Compiled only with">
            <code>{entry.cfg.join(', ')}</code>
          </Fact>
        ) : null}
      </dl>
      <History lines={entry.history} mentions={entry.mentions} />
    </section>
  );
}

/** The removed settings' columns after the setting's own; on a phone each cell is labelled with its column's name. */
const REMOVED_COLUMNS = ['Last in', 'Removed in', 'Replaced by'] as const;

/** A removed setting's row: its anchor is registered with the build's broken-anchor check, as a heading's is. */
function RemovedRow({row}: {row: RemovedView}) {
  useBrokenLinks().collectAnchor(row.anchor);
  return (
    <tr id={row.anchor}>
      <th scope="row">
        <code>{row.command && row.command !== '(global)' ? `${row.command} ${row.name}` : row.name}</code>
      </th>
      <td data-column={REMOVED_COLUMNS[0]}>
        <Release release={row.lastRelease} />
      </td>
      <td data-column={REMOVED_COLUMNS[1]}>
        <Release release={row.removedIn} />
      </td>
      <td data-column={REMOVED_COLUMNS[2]}>
        {row.replacedBy.length === 0
          ? 'nothing'
          : row.replacedBy.map((next, index) => (
              <span key={next.anchor}>
                {index > 0 ? ', ' : ''}
                <Link to={`#${next.anchor}`}>
                  <code>{next.label}</code>
                </Link>
              </span>
            ))}
      </td>
    </tr>
  );
}

function RemovedTable({rows, what}: {rows: RemovedView[]; what: string}) {
  return (
    <div className="cfg-removed">
      <table className={STACKED_TABLE_CLASS}>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            {REMOVED_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <RemovedRow key={row.anchor} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Keys() {
  return (
    <>
      {view.tables.map((table) => (
        <section key={table.table}>
          <AnchorHeading as="h3" id={table.anchor}>
            <code>{table.keys.some((key) => key.key.includes('.')) ? `[${table.table}]` : table.table}</code>
          </AnchorHeading>
          <p>
            {table.description} {table.keys.length} {table.keys.length === 1 ? 'key' : 'keys'}.
          </p>
          {table.keys.map((key) => (
            <KeyEntry key={key.key} entry={key} />
          ))}
        </section>
      ))}
    </>
  );
}

function Commands() {
  return (
    <>
      {view.commands.map((command) => (
        <section key={command.command}>
          <AnchorHeading as="h3" id={command.anchor}>
            <code>{command.command === '(global)' ? 'nym-node' : `nym-node ${command.command}`}</code>
            {command.hidden ? <span className="cfg-badge"> hidden</span> : null}
          </AnchorHeading>
          <p>
            {command.description}{' '}
            {command.arguments.length === 0
              ? 'It takes no argument of its own.'
              : `${command.arguments.length} ${command.arguments.length === 1 ? 'argument' : 'arguments'}.`}
          </p>
          {command.arguments.map((argument) => (
            <ArgumentEntry key={argument.anchor} entry={argument} />
          ))}
        </section>
      ))}
    </>
  );
}

function Removed() {
  return (
    <>
      <AnchorHeading as="h3" id="removed-keys">
        Keys
      </AnchorHeading>
      <RemovedTable rows={view.removedKeys} what="Key" />
      <AnchorHeading as="h3" id="removed-arguments">
        Flags and arguments
      </AnchorHeading>
      <RemovedTable rows={view.removedArguments} what="Flag" />
    </>
  );
}

/**
 * One part of the nym-node configuration reference, rendered at build time from the plugin's view
 * (src/plugins/node-config-reference.ts): the keys of config.toml, the command line, what was removed, or the two
 * summaries other pages show (the sections of config.toml, the flags the guides use). Production
 * browser bundles hold ConfigReference.client.tsx in its place, an island that keeps this HTML.
 */
export default function ConfigReference({part}: {part: ConfigReferencePart}) {
  return (
    <div className="cfg-reference" {...{[ISLAND_ATTRIBUTE]: configReferenceIsland(part)}}>
      {part === 'keys' ? <Keys /> : null}
      {part === 'commands' ? <Commands /> : null}
      {part === 'removed' ? <Removed /> : null}
      {part === 'sections' ? <Sections view={view} /> : null}
      {part === 'guide-flags' ? <GuideFlags view={view} /> : null}
    </div>
  );
}
