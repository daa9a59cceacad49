import type {Audience, SectionKind, UpgradeNeed} from './kinds';
import type {ReleaseFrontMatter} from './schema';
import type {OperatorAction} from './actionVocabulary';

export interface ReleaseSection {
  id: string;
  title: string;
  kind: SectionKind;
  level: 3 | 4;
  /** Id of the section this one sits in (a level-4 section inside a level-3 one); absent at the top of a release. */
  within?: string;
}

/** One changelog item: a title linking to its pull request or page. */
export interface ReleaseItem {
  /** Stable anchor on the changelog (pr-5898, or an explicit id). */
  anchor: string;
  title: string;
  pr?: number;
  /** Where the title links: the pull request, a docs page or another page. */
  href: string;
  audience: Audience[];
  /** Kind of the section the item sits in ('changes' before the first section). */
  kind: SectionKind;
  sectionId?: string;
  /** Anchor of the enclosing item for nested items. */
  parent?: string;
  /** Title of the collapsible block the item sits in, if any. */
  collapsible?: string;
  /** Endpoint paths the item names (for the API cross-links). */
  endpoints: string[];
  /** Everything the item says, as plain text (its title, its text and its nested items'). */
  text: string;
}

/** A section that has prose and no item (v2025.2-hu's "Legal support"): filters treat it as one item of its kind. */
interface ProseSection extends ReleaseSection {
  /** Its heading and prose, as plain text. */
  text: string;
}

/** A release's facts as its front matter states them, plus where its file is and how much text it shows. */
export interface ReleaseFacts extends ReleaseFrontMatter {
  /** Path of the release file, relative to the site. */
  file: string;
  /** Characters of text the release shows (prose, code and item titles). */
  textLength: number;
}

export interface Release extends ReleaseFacts {
  /** What the release's "what to do" block says of upgrading, when it has one. */
  upgrade?: UpgradeNeed;
  /** The actions of the "what to do" block: each bullet's facts (model/actions.ts) and its text. */
  operatorActions: OperatorAction[];
  /** Sections with no item in them, with their text. */
  proseSections: ProseSection[];
  sections: ReleaseSection[];
  items: ReleaseItem[];
  /** Every anchor the release declares, release heading first. */
  anchors: string[];
}
