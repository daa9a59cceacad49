import {RESPONSE_SIZES} from '@site/src/rules/constants';
import './ResponseSizeChart.css';

const FORMATS = [
  ['json', 'JSON'],
  ['jsonGzip', 'JSON + gzip'],
  ['bincode', 'bincode'],
  ['bincodeGzip', 'bincode + gzip'],
] as const;

type Row = (typeof RESPONSE_SIZES)[number];

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The chart in words: for each response, each format's share of plain JSON. */
function summary(row: Row): string {
  return `${row.endpoint}: ${FORMATS.slice(1)
    .map(([key, label]) => `${label} ${percent(row[key] / row.json)}`)
    .join(', ')}.`;
}

/**
 * Response sizes as bars, each format as a share of plain JSON for the same
 * response (shares, not bytes, because the responses differ by three orders of
 * magnitude). Drawn at build time as SVG, so it needs no script; the SVG's
 * description and the list under it say the same in words, and the table
 * beside it holds the bytes.
 */
export default function ResponseSizeChart() {
  const rowHeight = 18;
  const groupHeight = rowHeight * FORMATS.length + 14;
  const width = 640;
  const labelWidth = 120;
  const barWidth = width - labelWidth - 60;
  return (
    <figure className="response-size-chart">
      <svg
        viewBox={`0 0 ${width} ${groupHeight * RESPONSE_SIZES.length + 20}`}
        role="img"
        aria-labelledby="response-size-chart-title response-size-chart-desc"
      >
        <title id="response-size-chart-title">Size of each format as a share of plain JSON, per response</title>
        <desc id="response-size-chart-desc">{RESPONSE_SIZES.map(summary).join(' ')}</desc>
        {RESPONSE_SIZES.map((row, group) => (
          <g key={row.endpoint} transform={`translate(0 ${group * groupHeight + 14})`}>
            <text x={0} y={-2} className="response-size-chart__endpoint">
              {row.endpoint}
            </text>
            {FORMATS.map(([key, label], index) => {
              const share = row[key] / row.json;
              return (
                <g key={key} transform={`translate(0 ${index * rowHeight + 2})`}>
                  <text x={0} y={12} className="response-size-chart__label">
                    {label}
                  </text>
                  <rect
                    x={labelWidth}
                    y={2}
                    width={Math.max(1, share * barWidth)}
                    height={rowHeight - 6}
                    className={`response-size-chart__bar response-size-chart__bar--${key}`}
                  />
                  <text x={labelWidth + share * barWidth + 6} y={12} className="response-size-chart__label">
                    {percent(share)}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
      <figcaption>
        Each bar is a format&apos;s size as a share of plain JSON for the same response; the table above gives the
        bytes.
        <details>
          <summary>The chart in words</summary>
          <ul>
            {RESPONSE_SIZES.map((row) => (
              <li key={row.endpoint}>{summary(row)}</li>
            ))}
          </ul>
        </details>
      </figcaption>
    </figure>
  );
}
