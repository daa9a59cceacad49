import {createContext, useContext, type ComponentProps} from 'react';
import MDXA from '@theme/MDXComponents/A';
import {CHANGELOG_PATH} from '../model/links';

/** Every anchor the page a release body renders on holds (null: no restriction known). */
export const PageAnchorsContext = createContext<ReadonlySet<string> | null>(null);

/**
 * A link in a release body. A link to an anchor (`#pr-5878`) means the
 * changelog's anchor; on the older-releases page, an anchor that page does
 * not hold (one in a newer release, shown on the changelog) is pointed at
 * the changelog, where it is.
 */
export default function ReleaseLink(props: ComponentProps<typeof MDXA>) {
  const anchors = useContext(PageAnchorsContext);
  const {href} = props;
  if (anchors && href?.startsWith('#') && !anchors.has(href.slice(1)))
    return <MDXA {...props} href={`${CHANGELOG_PATH}${href}`} />;
  return <MDXA {...props} />;
}
