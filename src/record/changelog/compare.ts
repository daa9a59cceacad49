// A draft's facts against the published entry of the same release: how much of what a writer published the
// record gives by itself. Figures only; `npm run release:draft -- --compare` prints them.
import type {Release} from '../../features/changelog/model/types';
import {releaseDateOf, type DraftInput} from './draft';

export interface DraftComparison {
  /** Distinct PR numbers: in the record's entry, in the published file, in both; titles equal among those. */
  readonly prs: {
    readonly found: number;
    readonly published: number;
    readonly matched: number;
    readonly sameTitle: number;
  };
  /** PRs the record lists that the published file does not, and the other way round. */
  readonly onlyInRecord: readonly number[];
  readonly onlyPublished: readonly number[];
  readonly nodeVersion: {readonly drafted: string | null; readonly published: string | readonly string[] | null};
  readonly date: {readonly drafted: string; readonly published: string};
  /** Build-information fields: in the draft, in the published file, equal in both. */
  readonly buildInfo: {readonly found: number; readonly published: number; readonly equal: number};
  /** Commands: of the record's steps, of the published command actions, published ones the record gives as argv. */
  readonly commands: {readonly found: number; readonly published: number; readonly matched: number};
}

export function compareWithPublished(input: DraftInput, published: Release): DraftComparison {
  const items = input.record?.sections.flatMap((section) => section.items) ?? [];
  const recordTitles = new Map<number, string>();
  for (const item of items) if (item.pr !== null && !recordTitles.has(item.pr)) recordTitles.set(item.pr, item.title);
  const publishedTitles = new Map<number, string>();
  for (const item of published.items)
    if (item.pr !== undefined && !publishedTitles.has(item.pr)) publishedTitles.set(item.pr, item.title);
  const matched = [...recordTitles.keys()].filter((pr) => publishedTitles.has(pr));
  const drafted = input.record?.buildInfo ?? {};
  const publishedInfo: Record<string, string> = {...(published.build_info ?? {})};
  const recordCommands = (input.record?.steps ?? []).flatMap((step) =>
    step.commands.map((command) => JSON.stringify(command.argv)),
  );
  const publishedCommands = published.operatorActions.flatMap((action) =>
    action.kind === 'command' ? [JSON.stringify(action.argv)] : [],
  );
  return {
    prs: {
      found: recordTitles.size,
      published: publishedTitles.size,
      matched: matched.length,
      sameTitle: matched.filter((pr) => recordTitles.get(pr) === publishedTitles.get(pr)).length,
    },
    onlyInRecord: [...recordTitles.keys()].filter((pr) => !publishedTitles.has(pr)),
    onlyPublished: [...publishedTitles.keys()].filter((pr) => !recordTitles.has(pr)),
    nodeVersion: {drafted: input.crateVersion ?? input.record?.nodeVersion ?? null, published: published.node_version},
    date: {drafted: releaseDateOf(input).date, published: published.release_date},
    buildInfo: {
      found: Object.keys(drafted).length,
      published: Object.keys(publishedInfo).length,
      equal: Object.keys(publishedInfo).filter((key) => drafted[key] === publishedInfo[key]).length,
    },
    commands: {
      found: recordCommands.length,
      published: publishedCommands.length,
      matched: publishedCommands.filter((argv) => recordCommands.includes(argv)).length,
    },
  };
}
