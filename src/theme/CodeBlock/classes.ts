/**
 * The code block's label when it names only the block's language. The page shows it; a Markdown copy of the page
 * leaves it out, as its fence carries the language.
 */
export const LANGUAGE_LABEL_CLASS = 'code-block__language';
