import Link from '@docusaurus/Link';
import {CONFIG_REFERENCE_PATH} from '@site/src/nodeConfig/anchors';
import type {ConfigReferenceView} from '@site/src/nodeConfig/referenceView';
import {Release} from './History';

/** Text with `code` spans written in backticks. */
function WithCode({text}: {text: string}) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>))}
    </>
  );
}

/** The top-level tables of config.toml, each linked to its part of the reference (for the configuration page). */
export function Sections({view}: {view: ConfigReferenceView}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">What it holds</th>
          <th scope="col">Keys</th>
          <th scope="col">Oldest key since</th>
        </tr>
      </thead>
      <tbody>
        {view.tables.map((table) => (
          <tr key={table.table}>
            <th scope="row">
              <Link to={`${CONFIG_REFERENCE_PATH}#${table.anchor}`}>
                <code>{table.table}</code>
              </Link>
            </th>
            <td>{table.description}</td>
            <td>{table.keys.length}</td>
            <td>
              <Release release={table.since} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The flags the guides use most, with their placeholder, variable and default (for the variables page). */
export function GuideFlags({view}: {view: ConfigReferenceView}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Placeholder</th>
          <th scope="col">Variable and default</th>
          <th scope="col">What it sets</th>
        </tr>
      </thead>
      <tbody>
        {view.guideFlags.map((row) => (
          <tr key={row.flag}>
            <th scope="row">
              {row.short ? (
                <>
                  <code>{row.short}</code>,{' '}
                </>
              ) : null}
              <Link to={`${CONFIG_REFERENCE_PATH}#${row.anchor}`}>
                <code>{row.flag}</code>
              </Link>
            </th>
            <td>{row.placeholder ? <code>{row.placeholder}</code> : 'none'}</td>
            <td>
              {row.env ? <code>{row.env}</code> : 'no variable'}; default{' '}
              {row.default === null ? 'none' : <code>{row.default}</code>}
            </td>
            <td>
              {row.removedIn ? (
                <>
                  Removed in <Release release={row.removedIn} />:{' '}
                </>
              ) : null}
              <WithCode text={row.use} />
              {row.example ? (
                <>
                  ; for example <code>{row.example}</code>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
