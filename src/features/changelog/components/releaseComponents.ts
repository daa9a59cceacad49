import Section from './Section';
import Change from './Change';
import Collapsible from './Collapsible';
import OperatorActions from './OperatorActions';
import TerminalFigure from './TerminalFigure';
import ReleaseLink from './ReleaseLink';

/**
 * The components release files use without importing them. They are handed
 * to each release body (ReleaseEntry), not registered for every MDX page:
 * no docs page can use them, and no page's bundle carries them.
 */
export const releaseComponents = {Section, Change, Collapsible, OperatorActions, TerminalFigure};

/** What release bodies render through: those components, and links that know which page they are on. */
export const releaseBodyComponents = {...releaseComponents, a: ReleaseLink};
