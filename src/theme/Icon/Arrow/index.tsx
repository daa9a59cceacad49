import type {ComponentProps} from 'react';
import StrokedIcon from '@site/src/components/StrokedIcon';

/**
 * The double arrow of the sidebar's collapse and expand buttons (a swizzle-safe theme component), pointing
 * right as the theme's does (its buttons turn it): two stroked chevrons in the theme's grey, in place of
 * the theme's filled outlines, which every page with a sidebar carries in its HTML.
 */
export default function IconArrow(props: ComponentProps<'svg'>) {
  return (
    <StrokedIcon size={20} stroke="#7a7a7a" strokeWidth={2.5} aria-hidden="true" {...props}>
      <path d="M2 3l7 7-7 7m8-14 7 7-7 7" />
    </StrokedIcon>
  );
}
