import type {ReactNode} from 'react';
import CopyButton from '@site/src/features/changelog/components/CopyButton';
import {markPlaceholders} from './placeholders';

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
    <div className="code-block">
      {title || lang ? (
        <div className="code-block__bar">
          <span>{title ?? lang}</span>
          <CopyButton label={`Copy the ${title ?? lang ?? 'code'}`} />
        </div>
      ) : null}
      <pre className="code-block__pre" tabIndex={0}>
        <code className={lang ? `language-${lang}` : undefined}>{markPlaceholders(code, lang)}</code>
      </pre>
      {title || lang ? null : (
        <div className="code-block__bar code-block__bar--bottom">
          <CopyButton label="Copy the code" />
        </div>
      )}
    </div>
  );
}
