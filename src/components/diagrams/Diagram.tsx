import {useId, type ReactNode} from 'react';
import './Diagram.css';

/**
 * The frame and the parts every diagram of the Developers and Network
 * sections is drawn with: inline SVG rendered at build time (readable without
 * JavaScript), coloured by the theme's CSS variables through classes (legible
 * in light and dark, no inline style for the Content-Security-Policy to
 * refuse), with real text for labels and a title and description for screen
 * readers. Written by hand: the diagram libraries that render at build time
 * need a headless browser in the build, or ship their renderer to the reader.
 */
/**
 * The size class of a drawing `width` units wide (Diagram.css): at its narrowest it is drawn at 0.72 of its units, so
 * 12.5-unit labels stay 9 px or more, and at its widest 1.3, so labels never grow past 20 px.
 */
const sizeClass = (width: number) => `w${Math.min(720, Math.max(360, Math.ceil(width / 40) * 40))}`;

export function Diagram({
  title,
  description,
  caption,
  width,
  height,
  children,
}: {
  /** What the picture is, read first by screen readers. */
  title: string;
  /** What it shows, in a sentence or two: the alternative text of the whole picture. */
  description: string;
  /** The visible caption. */
  caption: ReactNode;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const id = useId();
  // On a narrow screen the drawing keeps a legible scale and scrolls sideways instead of shrinking; the scroll box
  // takes the keyboard focus so it can be scrolled without a mouse.
  return (
    <figure className="diagram">
      <div className="diagram__scroll" tabIndex={0} role="region" aria-label={`${title} (scrolls sideways)`}>
        <svg
          className={`diagram__svg diagram__svg--${sizeClass(width)}`}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-description`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-description`}>{description}</desc>
          {children}
        </svg>
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export type Tone = 'plain' | 'accent' | 'muted';

/** A box with a label (and an optional second, smaller line), centred in it. */
export function Box({
  x,
  y,
  width,
  height,
  label,
  sublabel,
  tone = 'plain',
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  sublabel?: string;
  tone?: Tone;
}) {
  const middle = y + height / 2;
  return (
    <g className={`diagram__box diagram__box--${tone}`}>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      <text x={x + width / 2} y={sublabel ? middle - 4 : middle + 5} textAnchor="middle">
        {label}
      </text>
      {sublabel && (
        <text className="diagram__small" x={x + width / 2} y={middle + 14} textAnchor="middle">
          {sublabel}
        </text>
      )}
    </g>
  );
}

/** An arrow from one point to another, drawn as a line and a head (no marker ids to keep unique). */
export function Arrow({
  from,
  to,
  label,
  dashed = false,
  labelAt = 'above',
}: {
  from: [number, number];
  to: [number, number];
  label?: string;
  dashed?: boolean;
  labelAt?: 'above' | 'below';
}) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 9;
  const spread = Math.PI / 7;
  const left: [number, number] = [x2 - head * Math.cos(angle - spread), y2 - head * Math.sin(angle - spread)];
  const right: [number, number] = [x2 - head * Math.cos(angle + spread), y2 - head * Math.sin(angle + spread)];
  const round = (n: number) => Math.round(n * 10) / 10;
  return (
    <g className={`diagram__arrow${dashed ? ' diagram__arrow--dashed' : ''}`}>
      <line
        x1={x1}
        y1={y1}
        x2={round(x2 - (head - 2) * Math.cos(angle))}
        y2={round(y2 - (head - 2) * Math.sin(angle))}
      />
      <polygon points={[left, [x2, y2], right].map(([px, py]) => `${round(px)},${round(py)}`).join(' ')} />
      {label && (
        <text
          className="diagram__small"
          x={(x1 + x2) / 2}
          y={(y1 + y2) / 2 + (labelAt === 'above' ? -7 : 16)}
          textAnchor="middle"
        >
          {label}
        </text>
      )}
    </g>
  );
}

/** Free text inside a diagram. */
export function Label({
  x,
  y,
  children,
  anchor = 'middle',
  small = false,
  strong = false,
}: {
  x: number;
  y: number;
  children: string;
  anchor?: 'start' | 'middle' | 'end';
  small?: boolean;
  strong?: boolean;
}) {
  const classes = ['diagram__label', small && 'diagram__small', strong && 'diagram__strong'].filter(Boolean).join(' ');
  return (
    <text className={classes} x={x} y={y} textAnchor={anchor}>
      {children}
    </text>
  );
}

/** A dashed frame around a group of boxes, with its name at the top left. */
export function Group({
  x,
  y,
  width,
  height,
  label,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}) {
  return (
    <g className="diagram__group">
      <rect x={x} y={y} width={width} height={height} rx={10} />
      <text className="diagram__small" x={x + 10} y={y + 16}>
        {label}
      </text>
    </g>
  );
}

export interface ChainStop {
  label: string;
  sublabel?: string;
  tone?: Tone;
  /** The arrow to the next stop is dashed (a hand-over that is not a hop of the route). */
  dashedOut?: boolean;
  /** Words beside the arrow to the next stop: what travels along it. */
  outLabel?: string;
}

/**
 * Boxes stacked top to bottom, each joined to the next by an arrow: the route a packet or a call takes. Stop `index`
 * sits at `top + index * step` unless `ys` gives each stop's top.
 */
export function Chain({
  x,
  width,
  height,
  stops,
  top = 0,
  step = 0,
  ys,
}: {
  x: number;
  width: number;
  height: number;
  stops: readonly ChainStop[];
  top?: number;
  step?: number;
  ys?: readonly number[];
}) {
  const yOf = (index: number) => ys?.[index] ?? top + index * step;
  const middle = x + width / 2;
  return (
    <g className="diagram__chain">
      {stops.map((stop, index) => (
        <g key={index}>
          <Box
            x={x}
            y={yOf(index)}
            width={width}
            height={height}
            label={stop.label}
            sublabel={stop.sublabel}
            tone={stop.tone}
          />
          {index < stops.length - 1 && (
            <Arrow from={[middle, yOf(index) + height]} to={[middle, yOf(index + 1)]} dashed={stop.dashedOut} />
          )}
          {index < stops.length - 1 && stop.outLabel && (
            <Label x={middle + 12} y={(yOf(index) + height + yOf(index + 1)) / 2 + 5} anchor="start" small>
              {stop.outLabel}
            </Label>
          )}
        </g>
      ))}
    </g>
  );
}
