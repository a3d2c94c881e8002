import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { OVERVIEW_COPY as COPY } from '@studychina/contracts';
import { useWidth } from './useWidth';

// The overview's charts (docs/decisions/0141-overview-charts-with-visx.md): SVG drawn with visx's scales and bars,
// each an image named by its title whose figures are read in the table beside it.

/** Colours with at least 3:1 against white (WCAG 1.4.11), told apart by the legend's words too. */
export const SERIES_COLOURS = ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce', '#a16207', '#be123c', '#0f766e', '#475569'];

export interface Series {
  key: string;
  label: string;
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="ov-legend" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.key}>
          <span className="ov-swatch" style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Horizontal bars: one row per category, one bar per series side by side (`values[i]` of series i), the value
 * written at the bar's end.
 */
export function BarsChart({
  title,
  rows,
  series,
}: {
  title: string;
  rows: Array<{ label: string; values: number[] }>;
  series: Series[];
}) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const labelWidth = Math.min(200, Math.floor(width * 0.4));
  const barHeight = 18;
  const rowHeight = barHeight * series.length + 10;
  const height = rows.length * rowHeight + 4;
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, Math.max(40, width - labelWidth - 56)] });
  const y = scaleBand<string>({ domain: rows.map((_, i) => String(i)), range: [0, height], padding: 0 });
  return (
    <div ref={ref} className="ov-chart">
      {series.length > 1 && <Legend series={series} />}
      <svg width={width} height={height} role="img" aria-label={COPY.chartLabel(title)}>
        {rows.map((row, i) => {
          const top = (y(String(i)) ?? 0) + 4;
          return (
            <g key={`${row.label}-${i}`}>
              <text x={labelWidth - 6} y={top + rowHeight / 2 - 2} textAnchor="end" className="ov-axis">
                {row.label.length > 28 ? `${row.label.slice(0, 27)}…` : row.label}
              </text>
              {row.values.map((value, k) => (
                <g key={series[k]?.key ?? k}>
                  <Bar
                    x={labelWidth}
                    y={top + k * barHeight}
                    width={Math.max(value > 0 ? 2 : 0, x(value))}
                    height={barHeight - 3}
                    fill={SERIES_COLOURS[k % SERIES_COLOURS.length]}
                  />
                  <text x={labelWidth + x(value) + 4} y={top + k * barHeight + barHeight - 6} className="ov-value">
                    {value}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** Vertical stacked bars: one column per period (`columns`), its parts by series, with the legend above. */
export function StackedChart({
  title,
  columns,
  series,
  value,
}: {
  title: string;
  columns: string[];
  series: Series[];
  value: (column: string, series: string) => number;
}) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const height = 220;
  const left = 36;
  const bottom = 40;
  const totals = columns.map((column) => series.reduce((sum, s) => sum + value(column, s.key), 0));
  const max = Math.max(1, ...totals);
  const x = scaleBand<string>({ domain: columns, range: [left, Math.max(left + 40, width - 4)], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [height - bottom, 8], nice: true });
  const ticks = y.ticks(4);
  const every = Math.max(1, Math.ceil(columns.length / Math.max(1, Math.floor(width / 70))));
  return (
    <div ref={ref} className="ov-chart">
      <Legend series={series} />
      <svg width={width} height={height} role="img" aria-label={COPY.chartLabel(title)}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width - 4} y1={y(tick)} y2={y(tick)} className="ov-grid" />
            <text x={left - 4} y={y(tick) + 4} textAnchor="end" className="ov-axis">
              {tick}
            </text>
          </g>
        ))}
        {columns.map((column, c) => {
          let base = 0;
          return (
            <g key={column}>
              {series.map((s, i) => {
                const n = value(column, s.key);
                const top = y(base + n);
                const bar = (
                  <Bar
                    key={s.key}
                    x={x(column)}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(0, y(base) - top)}
                    fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                  />
                );
                base += n;
                return bar;
              })}
              {c % every === 0 && (
                <text
                  x={(x(column) ?? 0) + x.bandwidth() / 2}
                  y={height - bottom + 16}
                  textAnchor="middle"
                  className="ov-axis"
                >
                  {column.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
