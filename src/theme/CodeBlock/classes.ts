/**
 * The code block's label when it names only the block's language. The page shows it; the search index leaves it
 * out, and so does a Markdown copy of the page, whose fence carries the language.
 */
export const LANGUAGE_LABEL_CLASS = 'code-block__language';
