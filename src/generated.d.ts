// Modules written by the release-notes plugin at build time.
declare module '@generated/release-notes/default/release-facts.json' {
  import type {ReleaseFacts} from './releases/types';
  const releases: ReleaseFacts[];
  export default releases;
}
declare module '@generated/release-notes/default/toc.json' {
  import type {TocEntry} from './releases/toc';
  const toc: TocEntry[];
  export default toc;
}
declare module '@generated/release-notes/default/bodies.js' {
  import type {ComponentType} from 'react';
  const bodies: Record<string, ComponentType>;
  export default bodies;
}

declare module '@generated/api-reference/default/endpoint-mentions.json' {
  const mentions: Record<string, {anchor: string; title: string; release: string; heading: string}[]>;
  export default mentions;
}

declare module '@generated/api-reference/default/registry.json' {
  const registry: unknown;
  export default registry;
}

declare module '@generated/release-notes/default/filter-index.json' {
  import type {FilterIndexRelease} from './releases/filterIndex';
  const index: FilterIndexRelease[];
  export default index;
}
