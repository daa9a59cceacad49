import {VERSION_STEP_WEIGHTS} from '@site/src/rules/constants';
import {versionScore} from '@site/src/rules/configScore';

const ROWS: [string, number][] = [
  ['latest release', 0],
  ['1 patch behind', VERSION_STEP_WEIGHTS.patch],
  ['2 patches behind', 2 * VERSION_STEP_WEIGHTS.patch],
  ['1 minor behind', VERSION_STEP_WEIGHTS.minor],
  ['2 minors behind', 2 * VERSION_STEP_WEIGHTS.minor],
  ['3 minors behind', 3 * VERSION_STEP_WEIGHTS.minor],
  ['1 major behind', VERSION_STEP_WEIGHTS.major],
];

/** Version score for typical distances from the latest release, computed by the rule itself. */
export default function VersionScoreTable() {
  return (
    <table className="rules-table">
      <caption>Version score by distance from the latest release</caption>
      <thead>
        <tr>
          <th scope="col">Node version</th>
          <th scope="col">versions_behind</th>
          <th scope="col">Version score</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([label, behind]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{behind}</td>
            <td>{versionScore(behind).toFixed(behind >= 100 ? 5 : 3)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
