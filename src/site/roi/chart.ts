/**
 * Geometry of the ROI chart: cumulative profit per month against the
 * investment line, scaled into an SVG box. Pure, so it can be tested.
 */
export interface ChartBox {
  width: number;
  height: number;
  /** Space for axis labels */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface ChartGeometry {
  /** SVG path "M x y L x y ..." of cumulative profit */
  profitPath: string;
  /** y of the investment line */
  investmentY: number;
  /** y of £0 */
  zeroY: number;
  /** x of each month 1..n */
  monthX: (month: number) => number;
  /** Values for horizontal grid lines, with their y */
  ticks: { value: number; y: number }[];
}

/** Rounds a step up to 1, 2 or 5 × a power of ten, for readable axis labels. */
export function niceStep(range: number, steps: number): number {
  if (!(range > 0) || !Number.isFinite(range)) return 1;
  const raw = range / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export function chartGeometry(cumulativeProfit: readonly number[], investment: number, box: ChartBox): ChartGeometry {
  const values = [...cumulativeProfit, investment, 0];
  const step = niceStep(Math.max(...values) - Math.min(...values), 4);
  const low = Math.floor(Math.min(...values) / step) * step;
  let high = Math.ceil(Math.max(...values) / step) * step;
  if (high === low) high = low + step;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const y = (value: number) => box.top + ((high - value) / (high - low)) * plotHeight;
  const count = Math.max(cumulativeProfit.length, 2);
  const monthX = (month: number) => box.left + ((month - 1) / (count - 1)) * plotWidth;
  const profitPath = cumulativeProfit
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${monthX(index + 1).toFixed(1)} ${y(value).toFixed(1)}`)
    .join(' ');
  const ticks: { value: number; y: number }[] = [];
  for (let value = low; value <= high + step / 2; value += step) ticks.push({ value, y: y(value) });
  return { profitPath, investmentY: y(investment), zeroY: y(0), monthX, ticks };
}
