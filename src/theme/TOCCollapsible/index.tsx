import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOCCollapsible';
import styles from './styles.module.css';

/**
 * The small-screen table of contents as a native <details>: it is in the
 * prerendered HTML and opens without JavaScript (the theme's version renders
 * its list only after hydration).
 */
export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}: Props) {
  return (
    <details className={clsx(styles.tocCollapsible, className)}>
      <summary className={styles.summary}>On this page</summary>
      <div className={styles.content}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </div>
    </details>
  );
}
