// Which releases could have written an input: the tags whose settings best match what the input holds.
import {CONFIG_TAGS, nodeVersionAt} from '../source';
import {releaseLink} from './links';
import type {WrittenBy} from './types';

/** How far a release is from an input: what the input has that the release lacks, then what it leaves out. */
export interface TagDistance {
  /** Names in the input that the release does not have. */
  missing: number;
  /** Names the release writes that the input leaves out; only compared when the input looks like a whole file. */
  leftOut: number;
}

/**
 * The tags that best match an input, oldest first: those with the fewest missing names; among them, when
 * `wholeFile` says the input is a whole file, those that leave out the fewest.
 */
export function bestTags(distance: (tag: string) => TagDistance, wholeFile: (tag: string) => boolean): string[] {
  const scored = CONFIG_TAGS.map((tag) => ({tag, ...distance(tag)}));
  const fewestMissing = Math.min(...scored.map((each) => each.missing));
  let best = scored.filter((each) => each.missing === fewestMissing);
  if (best.some((each) => wholeFile(each.tag))) {
    const fewestLeftOut = Math.min(...best.map((each) => each.leftOut));
    best = best.filter((each) => each.leftOut === fewestLeftOut);
  }
  return best.map((each) => each.tag);
}

/** `a`, `b` and 3 more. */
export function someNames(names: readonly string[], shown = 2): string {
  const quoted = names.slice(0, shown).map((name) => `\`${name}\``);
  const rest = names.length - quoted.length;
  if (rest > 0) return `${quoted.join(', ')} and ${rest} more`;
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** A range of tags as the doctor reports it, with the evidence sentences given. */
export function writtenBy(tags: readonly string[], evidence: string[]): WrittenBy | undefined {
  const from = tags[0];
  const to = tags.at(-1);
  if (from === undefined || to === undefined) return undefined;
  return {
    from,
    to,
    fromVersion: nodeVersionAt(from),
    toVersion: nodeVersionAt(to),
    fromRelease: releaseLink(from),
    toRelease: releaseLink(to),
    evidence,
  };
}

/** The tag before and after a range, when there are. */
export function neighbours(from: string, to: string): {before?: string; after?: string} {
  const before = CONFIG_TAGS[CONFIG_TAGS.indexOf(from) - 1];
  const after = CONFIG_TAGS[CONFIG_TAGS.indexOf(to) + 1];
  return {...(before ? {before} : {}), ...(after ? {after} : {})};
}
