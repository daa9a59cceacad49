import type {BuildInfo} from './schema';

/** Labels in the order and spelling `nym-node build-info` prints them. */
export const BUILD_INFO_LABELS: readonly [keyof BuildInfo, string][] = [
  ['binary_name', 'Binary Name'],
  ['build_timestamp', 'Build Timestamp'],
  ['build_version', 'Build Version'],
  ['commit_sha', 'Commit SHA'],
  ['commit_date', 'Commit Date'],
  ['commit_branch', 'Commit Branch'],
  ['rustc_version', 'rustc Version'],
  ['rustc_channel', 'rustc Channel'],
  ['cargo_profile', 'cargo Profile'],
];

/** The build-info block as plain text, labels padded into one column. */
export function buildInfoText(info: BuildInfo): string {
  const width = Math.max(...BUILD_INFO_LABELS.map(([, label]) => label.length)) + 2;
  return BUILD_INFO_LABELS.map(([key, label]) => `${`${label}:`.padEnd(width)}${info[key]}`).join('\n');
}
