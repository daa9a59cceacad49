import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {SECTIONS} from '@site/src/site/sections';
import './SectionCards.css';

/** The four sections of the site as linked cards. */
export default function SectionCards({headingLevel = 'h2'}: {headingLevel?: 'h2' | 'h3'}) {
  return (
    <ul className="section-cards">
      {SECTIONS.map((section) => (
        <li key={section.to} className="section-card">
          <Heading as={headingLevel} className="section-card__title">
            <Link to={section.to}>{section.title}</Link>
          </Heading>
          <p>{section.description}</p>
        </li>
      ))}
    </ul>
  );
}
