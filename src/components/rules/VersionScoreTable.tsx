import DataTable from '@site/src/components/DataTable';
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
    <DataTable
      caption="Version score by distance from the latest release"
      columns={['Node version', 'versions_behind', 'Version score']}
      rows={ROWS.map(([label, behind]) => ({
        key: label,
        header: label,
        cells: [behind, versionScore(behind).toFixed(behind >= 100 ? 5 : 3)],
      }))}
    />
  );
}
