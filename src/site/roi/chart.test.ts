import { describe, expect, it } from 'vitest';
import { chartGeometry, niceStep } from './chart';
import { chartSummary } from './RoiChart';
import { calculateRoi, defaultRoiInputs } from './roi';

const box = { width: 640, height: 300, left: 80, right: 20, top: 20, bottom: 40 };

describe('chartGeometry', () => {
  it('maps the first and last month to the edges of the plot', () => {
    const geometry = chartGeometry([10, 20, 30], 15, box);
    expect(geometry.monthX(1)).toBe(80);
    expect(geometry.monthX(3)).toBe(620);
    expect(geometry.profitPath.startsWith('M80.0 ')).toBe(true);
    expect(geometry.profitPath.split('L')).toHaveLength(3);
  });

  it('puts higher values higher on the chart and includes zero', () => {
    const geometry = chartGeometry([-5000, 20000, 60000], 50000, box);
    expect(geometry.investmentY).toBeLessThan(geometry.zeroY);
    const values = geometry.ticks.map((tick) => tick.value);
    expect(Math.min(...values)).toBeLessThanOrEqual(-5000);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(60000);
  });

  it('stays finite when every value is zero', () => {
    const geometry = chartGeometry([0, 0, 0], 0, box);
    expect(geometry.profitPath).not.toMatch(/NaN|Infinity/);
    expect(Number.isFinite(geometry.zeroY)).toBe(true);
  });

  it('picks readable steps', () => {
    expect(niceStep(100000, 4)).toBe(50000);
    expect(niceStep(430000, 4)).toBe(200000);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('chartSummary', () => {
  it('describes the chart for screen readers', () => {
    const summary = chartSummary(calculateRoi(defaultRoiInputs), 50000);
    expect(summary).toContain('£15,100 after month 1');
    expect(summary).toContain('passing the £50,000 investment in month 4');
  });
});
