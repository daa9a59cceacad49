import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A heading of the API reference that is its own link: the whole heading (a route's method and path, a type's
 * name, "Responses") leads to its anchor, and a screen reader names the link by what the heading says.
 *
 * Not the theme's Heading: beside each heading it adds a hidden-text link labelled and titled "Direct link to …",
 * named after the heading's text only when that text is a plain string, so a route's heading (a method and a
 * <code> path) was read out as "Direct link to get-api-v1-roles"; and on pages of 170 to 540 headings those
 * links weighed 1.4 to 4.7 KB of the HTML's gzip. The anchor is registered for the build's broken-anchor check,
 * as the theme's Heading registers its own; the stylesheet (ApiReference.css) keeps it below the sticky navbar.
 */
export default function AnchorHeading({
  as: Tag,
  id,
  children,
}: {
  as: 'h2' | 'h3' | 'h4';
  id: string;
  children: ReactNode;
}) {
  useBrokenLinks().collectAnchor(id);
  return (
    <Tag id={id}>
      <Link to={`#${id}`}>{children}</Link>
    </Tag>
  );
}
