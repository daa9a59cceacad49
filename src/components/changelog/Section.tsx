import {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {SectionKind} from '@site/src/releases/kinds';

const SectionKindContext = createContext<SectionKind>('changes');

/** The section kind an item sits in, for its data attributes. */
export function useSectionKind(): SectionKind {
  return useContext(SectionKindContext);
}

interface Props {
  kind: SectionKind;
  id: string;
  title: string;
  level?: 3 | 4;
  children?: ReactNode;
}

/** A section of a release (Features, Bugfixes…): a heading with its own anchor, then its items. */
export default function Section({kind, id, title, level = 3, children}: Props) {
  return (
    <section className={`release-section release-section--l${level}`} data-kind={kind} aria-labelledby={id}>
      <Heading as={level === 3 ? 'h3' : 'h4'} id={id}>
        {title}
      </Heading>
      <SectionKindContext.Provider value={kind}>{children}</SectionKindContext.Provider>
    </section>
  );
}
