import type { StartupCostLine } from '../../content/daycare-guide';

/** The drawing area of the startup cost chart, in SVG units. */
export interface CostChartBox {
  width: number;
  /** Space for the row labels on the left. */
  labelWidth: number;
  /** Space on the right for the range text beside the longest bar. */
  right: number;
  top: number;
  rowHeight: number;
  /** Space under the rows for the £ axis. */
  bottom: number;
  /** Distance between axis ticks, in pounds. */
  tickStep: number;
}

interface CostChartRow {
  id: string;
  label: string;
  low: number;
  high: number;
  /** Vertical centre of the row. */
  y: number;
  barX: number;
  barWidth: number;
}

interface CostChart {
  height: number;
  plotLeft: number;
  plotRight: number;
  axisY: number;
  ticks: { value: number; x: number }[];
  rows: CostChartRow[];
}

/** Bars narrower than this would vanish; a line whose low equals its high still shows as a mark. */
const MINIMUM_BAR_WIDTH = 3;

/**
 * Lays out one horizontal bar per cost line from its low to its high on a
 * shared £ axis that starts at £0 and ends at the first tick at or above the
 * largest high, so ranges can be compared by eye.
 */
export function costChart(lines: readonly StartupCostLine[], box: CostChartBox): CostChart {
  const largest = Math.max(box.tickStep, ...lines.map((line) => line.high));
  const axisMax = Math.ceil(largest / box.tickStep) * box.tickStep;
  const plotLeft = box.labelWidth;
  const plotRight = box.width - box.right;
  const x = (pounds: number) => plotLeft + (pounds / axisMax) * (plotRight - plotLeft);
  const axisY = box.top + lines.length * box.rowHeight;
  const ticks = Array.from({ length: axisMax / box.tickStep + 1 }, (_, index) => {
    const value = index * box.tickStep;
    return { value, x: x(value) };
  });
  const rows = lines.map((line, index) => ({
    id: line.id,
    label: line.label,
    low: line.low,
    high: line.high,
    y: box.top + index * box.rowHeight + box.rowHeight / 2,
    barX: x(line.low),
    barWidth: Math.max(MINIMUM_BAR_WIDTH, x(line.high) - x(line.low)),
  }));
  return { height: axisY + box.bottom, plotLeft, plotRight, axisY, ticks, rows };
}
