import {useContext} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {actionAnchor} from '@site/src/features/changelog/model/actionVocabulary';
import {ReleaseSlugContext} from './Section';

/**
 * The element that opens a bullet of a release's "what to do" block. Its
 * attributes are the bullet's facts (model/actions.ts), read by the parser
 * and merged by the upgrade plan; on the page it is only the bullet's
 * anchor, which the plan's steps link to, and the sentence after it reads as
 * it always did.
 */
export default function Action({id}: {id: string}) {
  const slug = useContext(ReleaseSlugContext);
  const anchor = slug ? actionAnchor(slug, id) : undefined;
  const brokenLinks = useBrokenLinks();
  if (anchor) brokenLinks.collectAnchor(anchor);
  return <span className="operator-action" id={anchor} />;
}
