import type {ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@site/src/features/changelog/components/CopyButton';

interface Props {
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: string;
  metastring?: string;
}

function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  return '';
}

/** A placeholder the reader replaces: `<NODE_ID>`, `<custom>`. */
const PLACEHOLDER = /(<[A-Za-z][A-Za-z0-9_.-]*>)/;
/** Languages in which angle brackets are markup, not placeholders. */
const MARKUP = new Set(['html', 'xml', 'jsx', 'tsx', 'mdx', 'svg']);

/** The code with each placeholder marked as a variable (`<var>`), so it shows as one; the copied text is unchanged. */
export function markPlaceholders(code: string, lang?: string): ReactNode[] {
  if (lang && MARKUP.has(lang)) return [code];
  return code.split(PLACEHOLDER).map((part, index) =>
    index % 2 === 1 ? (
      <var key={index} className="code-placeholder">
        {part}
      </var>
    ) : (
      part
    ),
  );
}

/**
 * Code blocks as plain, monospaced text with a copy button. The theme's own
 * block highlights code in the browser with Prism, which puts a highlighter
 * and its grammars in every page's JavaScript; our snippets are shell
 * commands and short config files that read well without colour, so the
 * bytes go to the reader's content instead.
 */
export default function CodeBlock({children, className, language, title}: Props) {
  const code = textOf(children).replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  return (
    <div className={clsx('code-block', lang && `code-block--${lang}`)}>
      {title || lang ? (
        <div className="code-block__bar">
          <span className="code-block__title">{title ?? lang}</span>
          <CopyButton text={code} label={`Copy the ${title ?? lang ?? 'code'}`} />
        </div>
      ) : null}
      <pre className="code-block__pre" tabIndex={0}>
        <code className={lang ? `language-${lang}` : undefined}>{markPlaceholders(code, lang)}</code>
      </pre>
      {title || lang ? null : (
        <div className="code-block__bar code-block__bar--bottom">
          <CopyButton text={code} label="Copy the code" />
        </div>
      )}
    </div>
  );
}
