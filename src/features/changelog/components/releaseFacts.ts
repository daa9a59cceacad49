import type {ReleaseFacts} from '../model/types';

/** What the changelog's components know of a release: its front-matter facts and every anchor it declares. */
export interface ChangelogRelease extends ReleaseFacts {
  anchors: string[];
  /** Carried in full on the changelog's first view (else on the older-releases page). */
  firstView: boolean;
}

/** What the older-releases page's route module holds: how many releases it carries, and their range. */
export interface OlderReleasesSummary {
  count: number;
  newest: string | null;
  oldest: string | null;
}
