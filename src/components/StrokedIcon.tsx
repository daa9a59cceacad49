import type {ComponentProps, ReactNode} from 'react';

/**
 * A small icon drawn in strokes of one colour, square, with round ends and joins: the shape the site's
 * own theme icons share (src/theme/Icon). `size` is both its box and its drawing grid.
 */
export default function StrokedIcon({
  size,
  stroke = 'currentColor',
  strokeWidth = 2,
  children,
  ...props
}: ComponentProps<'svg'> & {size: number; children: ReactNode}) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      fill="none"
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
