import { chartGeometry, type ChartBox } from './chart';
import { formatRoiPounds, type RoiResult } from './roi';

const box: ChartBox = { width: 640, height: 300, left: 78, right: 16, top: 16, bottom: 40 };
const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** One sentence that says what the chart shows, for people who cannot see it. */
export function chartSummary(result: RoiResult, investment: number): string {
  const first = result.projection[0]?.cumulativeProfit ?? 0;
  const last = result.projection.at(-1)?.cumulativeProfit ?? 0;
  const crossing = result.breakEvenReached
    ? `passing the ${formatRoiPounds(investment)} investment in month ${result.breakEvenMonths}`
    : `not passing the ${formatRoiPounds(investment)} investment within 24 months`;
  return `Line chart of cumulative profit over 24 months: ${formatRoiPounds(first)} after month 1 and ${formatRoiPounds(last)} after month 24, ${crossing}.`;
}

/** Cumulative profit against the investment over 24 months, with a hidden data table for screen readers. */
export function RoiChart({ result, investment }: { result: RoiResult; investment: number }) {
  const cumulative = result.projection.map((entry) => entry.cumulativeProfit);
  if (![...cumulative, investment].every(Number.isFinite)) return null;
  const geometry = chartGeometry(cumulative, investment, box);
  const plotRight = box.width - box.right;
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        width="100%"
        role="img"
        aria-label={chartSummary(result, investment)}
        className="h-auto max-w-full"
      >
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={box.left} x2={plotRight} y1={tick.y} y2={tick.y} stroke="#e7e5e4" />
            <text x={box.left - 8} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#57534e">
              {compactPounds.format(tick.value)}
            </text>
          </g>
        ))}
        <line x1={box.left} x2={plotRight} y1={geometry.zeroY} y2={geometry.zeroY} stroke="#a8a29e" />
        <line
          x1={box.left}
          x2={plotRight}
          y1={geometry.investmentY}
          y2={geometry.investmentY}
          stroke="#b45309"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <path d={geometry.profitPath} fill="none" stroke="#0f766e" strokeWidth="3" strokeLinejoin="round" />
        {result.breakEvenReached ? (
          <circle
            cx={geometry.monthX(result.breakEvenMonths)}
            cy={geometry.investmentY}
            r="5"
            fill="#b45309"
            stroke="#fff"
            strokeWidth="2"
          />
        ) : null}
        {[1, 6, 12, 18, 24].map((month) => (
          <text
            key={month}
            x={geometry.monthX(month)}
            y={box.height - 18}
            textAnchor="middle"
            fontSize="12"
            fill="#57534e"
          >
            {`M${month}`}
          </text>
        ))}
        <text x={(box.left + plotRight) / 2} y={box.height - 2} textAnchor="middle" fontSize="12" fill="#57534e">
          Month
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-1 w-6 rounded bg-brand-700" /> Cumulative profit
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0 w-6 border-t-2 border-dashed border-accent-700" /> Initial investment
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>
          Cumulative profit by month compared with the initial investment of {formatRoiPounds(investment)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Cumulative profit</th>
            <th scope="col">Above investment</th>
          </tr>
        </thead>
        <tbody>
          {result.projection.map((entry) => (
            <tr key={entry.month}>
              <th scope="row">{entry.month}</th>
              <td>{formatRoiPounds(entry.cumulativeProfit)}</td>
              <td>{entry.cumulativeProfit - investment > 0 ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
