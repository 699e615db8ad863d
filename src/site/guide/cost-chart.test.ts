import { describe, expect, it } from 'vitest';
import { startupCosts, type StartupCostLine } from '../../content/daycare-guide';
import { costChart, type CostChartBox } from './cost-chart';

const box: CostChartBox = {
  width: 700,
  labelWidth: 100,
  right: 100,
  top: 10,
  rowHeight: 40,
  bottom: 40,
  tickStep: 10_000,
};
const line = (id: string, low: number, high: number): StartupCostLine => ({ id, label: id, low, high, covers: '' });

describe('startup cost chart layout', () => {
  it('puts every line on one £ axis from £0 to the first tick above the largest high', () => {
    const chart = costChart(startupCosts, box);
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    expect(chart.ticks[0]?.x).toBe(100);
    expect(chart.ticks.at(-1)?.x).toBe(600);
    expect(chart.rows.map((row) => row.id)).toEqual(startupCosts.map((cost) => cost.id));
  });

  it('draws each bar from its low to its high', () => {
    const lease = costChart(startupCosts, box).rows.find((row) => row.id === 'lease');
    // £20,000 is a third of the £60,000 axis, £60,000 its end: plot runs from x=100 to x=600.
    expect(lease?.barX).toBeCloseTo(100 + 500 / 3);
    expect((lease?.barX ?? 0) + (lease?.barWidth ?? 0)).toBeCloseTo(600);
  });

  it('stacks the rows and leaves room for the axis', () => {
    const chart = costChart([line('a', 0, 5_000), line('b', 5_000, 25_000)], box);
    expect(chart.rows.map((row) => row.y)).toEqual([30, 70]);
    expect(chart.axisY).toBe(90);
    expect(chart.height).toBe(130);
    expect(chart.ticks.at(-1)?.value).toBe(30_000);
  });

  it('still shows a line whose low equals its high', () => {
    const [row] = costChart([line('fixed', 4_000, 4_000)], box).rows;
    expect(row?.barWidth).toBeGreaterThan(0);
  });
});
