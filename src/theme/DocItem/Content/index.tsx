import type {ComponentProps} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import PageActions from '@site/src/components/PageActions';

/** Every doc page offers its Markdown copy above its content. */
export default function ContentWithActions(props: ComponentProps<typeof ContentType>) {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
