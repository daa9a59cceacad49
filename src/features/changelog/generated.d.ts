// Modules written by the changelog plugin (plugin.ts) at build time.
declare module '@generated/release-notes/default/release-facts.json' {
  import type {ChangelogRelease} from '@site/src/features/changelog/components/releaseFacts';
  const releases: ChangelogRelease[];
  export default releases;
}

declare module '@generated/release-notes/default/toc.json' {
  import type {TocEntry} from '@site/src/features/changelog/model/toc';
  const toc: TocEntry[];
  export default toc;
}

declare module '@generated/release-notes/default/bodies.js' {
  import type {MDXContent} from 'mdx/types';
  const bodies: Record<string, MDXContent>;
  export default bodies;
}

declare module '@generated/release-notes/default/item-index.json' {
  import type {ChangelogItemIndex} from '@site/src/features/changelog/model/itemIndex';
  const index: ChangelogItemIndex;
  export default index;
}

declare module '@generated/release-notes/default/item-texts.json' {
  import type {ItemTexts} from '@site/src/features/changelog/model/itemIndex';
  const texts: ItemTexts;
  export default texts;
}
