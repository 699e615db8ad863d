/**
 * The page's charts, drawn on the server as SVG: no script, nothing to download. Each is a picture of the table
 * beside it, which is what a screen reader reads (the SVG is hidden from it).
 */
import { ukDay } from '../../lib/london-time';
import type { DayFigures } from './traffic-query';

const WIDTH = 720;

/** Visits and page views per day: a column per day, views behind, visits in front. */
export function DaysChart({ days }: { days: readonly DayFigures[] }) {
  const height = 180;
  const top = 16;
  const bottom = 24;
  const left = 40;
  const plot = height - top - bottom;
  const most = Math.max(1, ...days.map((day) => day.views));
  const step = (WIDTH - left) / Math.max(1, days.length);
  const bar = Math.max(2, step * 0.7);
  const y = (value: number) => top + plot - (value / most) * plot;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
      data-chart="days"
    >
      <line x1={left} x2={WIDTH} y1={top + plot} y2={top + plot} className="stroke-stone-400" />
      <text x={left - 6} y={top + 4} textAnchor="end" className="fill-stone-700 text-[11px]">
        {most.toLocaleString('en-GB')}
      </text>
      <text x={left - 6} y={top + plot} textAnchor="end" className="fill-stone-700 text-[11px]">
        0
      </text>
      {days.map((day, index) => {
        const x = left + index * step + (step - bar) / 2;
        return (
          <g key={day.day}>
            <rect x={x} y={y(day.views)} width={bar} height={top + plot - y(day.views)} className="fill-brand-200" />
            <rect x={x} y={y(day.visits)} width={bar} height={top + plot - y(day.visits)} className="fill-brand-700" />
          </g>
        );
      })}
      {first ? (
        <text x={left} y={height - 6} className="fill-stone-700 text-[11px]">
          {ukDay(first.day)}
        </text>
      ) : null}
      {last && last !== first ? (
        <text x={WIDTH} y={height - 6} textAnchor="end" className="fill-stone-700 text-[11px]">
          {ukDay(last.day)}
        </text>
      ) : null}
    </svg>
  );
}

export interface Bar {
  label: string;
  value: number;
}

/** One bar a row, longest first as given, each as long as its share of the largest (or of `whole`). */
export function BarsChart({ bars, whole, name }: { bars: readonly Bar[]; whole?: number; name: string }) {
  const row = 28;
  const labelWidth = 300;
  const most = Math.max(1, whole ?? 0, ...bars.map((bar) => bar.value));
  const room = WIDTH - labelWidth - 60;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${Math.max(row, bars.length * row)}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
      data-chart={name}
    >
      {bars.map((bar, index) => (
        <g key={`${bar.label}-${index}`} transform={`translate(0 ${index * row})`}>
          <text x={0} y={row / 2 + 4} className="fill-ink text-[13px]">
            {bar.label.length > 44 ? `${bar.label.slice(0, 43)}…` : bar.label}
          </text>
          <rect
            x={labelWidth}
            y={6}
            width={Math.max(bar.value > 0 ? 2 : 0, (bar.value / most) * room)}
            height={row - 12}
            rx={3}
            className="fill-brand-700"
          />
          <text x={labelWidth + (bar.value / most) * room + 8} y={row / 2 + 4} className="fill-ink text-[13px]">
            {bar.value.toLocaleString('en-GB')}
          </text>
        </g>
      ))}
    </svg>
  );
}
