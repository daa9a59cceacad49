import type {ComponentProps} from 'react';

/**
 * The colour toggle's dark-theme icon (a swizzle-safe theme component): a crescent moon in one stroked
 * path, drawn small for the same reason as the light one (src/theme/Icon/LightMode).
 */
export default function IconDarkMode(props: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      {...props}
    >
      <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
    </svg>
  );
}
