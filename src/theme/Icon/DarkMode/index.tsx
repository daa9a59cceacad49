import type {ComponentProps} from 'react';
import StrokedIcon from '@site/src/components/StrokedIcon';

/**
 * The colour toggle's dark-theme icon (a swizzle-safe theme component): a crescent moon in one stroked
 * path, drawn small for the same reason as the light one (src/theme/Icon/LightMode).
 */
export default function IconDarkMode(props: ComponentProps<'svg'>) {
  return (
    <StrokedIcon size={24} {...props}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
    </StrokedIcon>
  );
}
