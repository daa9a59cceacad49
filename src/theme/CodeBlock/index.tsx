import {Children, type ReactNode} from 'react';
import CopyButton from '@site/src/features/changelog/components/CopyButton';
import {markPlaceholders} from './placeholders';
import {LANGUAGE_LABEL_CLASS} from './classes';
import './highlight.css';

interface Props {
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: string;
  metastring?: string;
}

/**
 * What the block shows: code highlighted at build time (src/highlight/rehypeHighlight.ts) comes as elements and
 * is shown as it is, less the fence's trailing newline; plain text gets its placeholders marked here.
 */
function contentOf(children: ReactNode, lang: string | undefined): ReactNode {
  const parts = Children.toArray(children);
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) {
    return markPlaceholders(parts.join('').replace(/\n$/, ''), lang);
  }
  const last = parts.at(-1);
  return typeof last === 'string' ? [...parts.slice(0, -1), last.replace(/\n$/, '')] : parts;
}

/**
 * Code blocks with a copy button. The theme's own block highlights code in
 * the browser with Prism, which puts a highlighter and its grammars in every
 * page's JavaScript; ours get their colours at build time, as class names on
 * the tokens (highlight.css colours them), so no highlighter ships.
 */
export default function CodeBlock({children, className, language, title}: Props) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const codeClass = /(?:^|\s)hl(?:\s|$)/.test(className ?? '') ? `language-${lang} hl` : undefined;
  return (
    <div className="code-block">
      {title || lang ? (
        <div className="code-block__bar">
          {/* A title is part of the text; the language alone is a label. */}
          <span className={title ? undefined : LANGUAGE_LABEL_CLASS}>{title ?? lang}</span>
          <CopyButton label={`Copy the ${title ?? lang ?? 'code'}`} />
        </div>
      ) : null}
      <pre className="code-block__pre" tabIndex={0}>
        <code className={codeClass ?? (lang ? `language-${lang}` : undefined)}>{contentOf(children, lang)}</code>
      </pre>
      {title || lang ? null : (
        <div className="code-block__bar code-block__bar--bottom">
          <CopyButton label="Copy the code" />
        </div>
      )}
    </div>
  );
}
