/** One problem found in a release file: where it is and what is wrong. */
export interface ReleaseProblem {
  file: string;
  /** Dotted path of the field, e.g. build_info.commit_sha or sections[2].kind. */
  field: string;
  reason: string;
}

/** Thrown when release files are malformed; the message lists every problem, one a line. */
export class ReleaseValidationError extends Error {
  readonly problems: readonly ReleaseProblem[];

  constructor(problems: readonly ReleaseProblem[]) {
    super(
      `Invalid release notes (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  ${p.file}: ${p.field}: ${p.reason}`).join('\n'),
    );
    this.name = 'ReleaseValidationError';
    this.problems = problems;
  }
}
