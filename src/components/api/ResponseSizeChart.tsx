import {RESPONSE_SIZES} from '@site/src/rules/constants';

const FORMATS = [
  ['json', 'JSON'],
  ['jsonGzip', 'JSON + gzip'],
  ['bincode', 'bincode'],
  ['bincodeGzip', 'bincode + gzip'],
] as const;

/**
 * Response sizes as bars, each format as a share of plain JSON for the same
 * response, drawn at build time as SVG; the table beside it holds the bytes.
 */
export default function ResponseSizeChart() {
  const rowHeight = 18;
  const groupHeight = rowHeight * FORMATS.length + 14;
  const width = 640;
  const labelWidth = 120;
  const barWidth = width - labelWidth - 60;
  return (
    <figure className="response-size-chart">
      <svg viewBox={`0 0 ${width} ${groupHeight * RESPONSE_SIZES.length + 20}`} role="img" aria-labelledby="response-size-chart-title">
        <title id="response-size-chart-title">Size of each format as a share of plain JSON, per response</title>
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
                  <rect x={labelWidth} y={2} width={Math.max(1, share * barWidth)} height={rowHeight - 6} className={`response-size-chart__bar response-size-chart__bar--${key}`} />
                  <text x={labelWidth + share * barWidth + 6} y={12} className="response-size-chart__label">
                    {Math.round(share * 100)} %
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
      <figcaption>Each bar is a format's size as a share of plain JSON for the same response; the table above gives the bytes.</figcaption>
    </figure>
  );
}
