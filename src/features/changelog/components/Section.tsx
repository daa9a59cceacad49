import {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {SectionKind} from '@site/src/features/changelog/model/kinds';

/** Heading level of the release a body belongs to: 2 for current releases, 3 inside the archive. */
export const ReleaseLevelContext = createContext<2 | 3>(2);
/** The slug of the release a block sits in, for anchors the block derives from it. */
export const ReleaseSlugContext = createContext<string>('');

interface Props {
  kind: SectionKind;
  id: string;
  title: string;
  level?: 3 | 4;
  children?: ReactNode;
}

const HEADINGS = ['h3', 'h4', 'h5'] as const;

/**
 * A section of a release (Features, Bugfixes…): a heading with its own anchor,
 * then its items. Its heading sits one level below its release's (two for a
 * sub-section, `level={4}`), so archived releases keep their outline.
 */
export default function Section({kind, id, title, level = 3, children}: Props) {
  const releaseLevel = useContext(ReleaseLevelContext);
  const heading = HEADINGS[releaseLevel - 2 + (level - 3)];
  return (
    <section className={`release-section release-section--l${level}`} data-kind={kind} aria-labelledby={id}>
      <Heading as={heading} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
