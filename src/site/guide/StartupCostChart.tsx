import type { StartupCostLine } from '../../content/daycare-guide';
import { formatPounds } from '../../lib/pounds';
import { costChart, type CostChartBox } from './cost-chart';

/** Wide screens: labels beside the bars. Phones: each label above its bar, so the text stays readable at full width. */
const layouts = {
  side: { width: 720, labelWidth: 168, right: 128, top: 8, rowHeight: 40, bottom: 44, tickStep: 10_000 },
  stacked: { width: 360, labelWidth: 14, right: 22, top: 8, rowHeight: 50, bottom: 44, tickStep: 20_000 },
} satisfies Record<string, CostChartBox>;

type ChartLayout = keyof typeof layouts;

/** Short amounts for the axis and bar ends: £500, £2k, £60k. */
const axisLabel = (pounds: number) => (pounds < 1000 ? `£${pounds}` : `£${pounds / 1000}k`);

/** What the chart shows, in words: the text alternative for people who cannot see it. */
function costChartDescription(lines: readonly StartupCostLine[]): string {
  const chart = costChart(lines, layouts.side);
  const axisMax = chart.ticks.at(-1)?.value ?? 0;
  const ranges = lines
    .map((line) => `${line.label} ${formatPounds(line.low)} to ${formatPounds(line.high)}`)
    .join('; ');
  return `Horizontal bars on a shared scale from £0 to ${formatPounds(axisMax)}, each running from the low to the high estimate: ${ranges}.`;
}

function ChartSvg({
  lines,
  layout,
  className,
}: {
  lines: readonly StartupCostLine[];
  layout: ChartLayout;
  className: string;
}) {
  const box = layouts[layout];
  const chart = costChart(lines, box);
  const titleId = `startup-cost-chart-${layout}-title`;
  const descId = `startup-cost-chart-${layout}-desc`;
  return (
    <svg
      viewBox={`0 0 ${box.width} ${chart.height}`}
      width="100%"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-chart-layout={layout}
      className={className}
    >
      <title id={titleId}>Chart of the eight startup cost ranges</title>
      <desc id={descId}>{costChartDescription(lines)}</desc>
      {chart.rows.map((row, index) =>
        index % 2 === 0 ? (
          <rect
            key={row.id}
            x="0"
            y={row.y - box.rowHeight / 2}
            width={box.width}
            height={box.rowHeight}
            fill="#f0fdfa"
          />
        ) : null,
      )}
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={tick.x} x2={tick.x} y1={box.top} y2={chart.axisY} stroke="#e7e5e4" />
          <text x={tick.x} y={chart.axisY + 20} textAnchor="middle" fontSize="13" fill="#57534e">
            {axisLabel(tick.value)}
          </text>
        </g>
      ))}
      <line x1={chart.plotLeft} x2={chart.plotRight} y1={chart.axisY} y2={chart.axisY} stroke="#a8a29e" />
      {chart.rows.map((row) => {
        const range = `${axisLabel(row.low)}–${axisLabel(row.high)}`;
        return layout === 'side' ? (
          <g key={row.id} data-cost-bar={row.id}>
            <text x={chart.plotLeft - 12} y={row.y + 5} textAnchor="end" fontSize="14" fill="#1c1917">
              {row.label}
            </text>
            <rect x={row.barX} y={row.y - 9} width={row.barWidth} height="18" rx="5" fill="#0f766e" />
            <text x={row.barX + row.barWidth + 8} y={row.y + 5} fontSize="13" fill="#115e59">
              {range}
            </text>
          </g>
        ) : (
          <g key={row.id} data-cost-bar={row.id}>
            <text x={chart.plotLeft} y={row.y - 6} fontSize="14" fill="#1c1917">
              {row.label}
              <tspan fill="#115e59" dx="8">
                {range}
              </tspan>
            </text>
            <rect x={row.barX} y={row.y + 1} width={row.barWidth} height="14" rx="4" fill="#0f766e" />
          </g>
        );
      })}
      <text
        x={(chart.plotLeft + chart.plotRight) / 2}
        y={chart.height - 4}
        textAnchor="middle"
        fontSize="13"
        fill="#57534e"
      >
        Estimated cost (£)
      </text>
    </svg>
  );
}

/**
 * The startup cost ranges as a server-rendered SVG: one bar per line from its
 * low to its high estimate on one £ axis. Only one of the two layouts is
 * displayed at a time (the other is display:none, so out of the accessibility
 * tree). The table below carries the same figures as text.
 */
export function StartupCostChart({ lines }: { lines: readonly StartupCostLine[] }) {
  return (
    <figure className="m-0">
      <ChartSvg lines={lines} layout="side" className="hidden h-auto max-w-full sm:block" />
      <ChartSvg lines={lines} layout="stacked" className="block h-auto max-w-full sm:hidden" />
      <figcaption className="mt-3 text-sm text-muted">
        Each bar runs from the low to the high estimate on the same scale. The table below lists the same figures in
        full.
      </figcaption>
    </figure>
  );
}
