import { describe, expect, it } from 'vitest';
import { calculateRoi, defaultRoiInputs, formatRoiPounds, formatRoi, occupancyInMonth, parseNumberInput } from './roi';

describe('calculateRoi with the default inputs', () => {
  const result = calculateRoi(defaultRoiInputs);

  it('gives month-1 revenue £23,100 and profit £15,100', () => {
    expect(result.monthlyRevenue).toBeCloseTo(23100, 6);
    expect(result.monthlyProfit).toBeCloseTo(15100, 6);
    expect(formatRoiPounds(result.monthlyRevenue)).toBe('£23,100');
    expect(formatRoiPounds(result.monthlyProfit)).toBe('£15,100');
  });

  it('breaks even in month 4', () => {
    expect(result.breakEvenMonths).toBe(4);
    expect(result.breakEvenReached).toBe(true);
  });

  it('sums months 1 to 12 for the annual figures and compounds occupancy monthly', () => {
    let revenue = 0;
    for (let month = 1; month <= 12; month++) revenue += 35 * 40 * 0.75 * 1.02 ** (month - 1) * 22;
    expect(result.annualRevenue).toBeCloseTo(revenue, 6);
    expect(result.annualProfit).toBeCloseTo(revenue - 12 * 8000, 6);
    expect(result.roi12Months).toBeCloseTo((revenue - 12 * 8000 - 50000) / 50000, 9);
  });

  it('caps occupancy at 100%', () => {
    const fast = { ...defaultRoiInputs, monthlyGrowthRate: 10 };
    expect(occupancyInMonth(fast, 1)).toBe(0.75);
    expect(occupancyInMonth(fast, 24)).toBe(1);
    expect(calculateRoi(fast).projection.at(-1)?.revenue).toBeCloseTo(35 * 40 * 22, 6);
  });

  it('projects 24 months of cumulative profit', () => {
    expect(result.projection).toHaveLength(24);
    expect(result.projection[1]?.cumulativeProfit).toBeCloseTo(15100 + 35 * 40 * 0.765 * 22 - 8000, 6);
    expect(result.roi24Months).toBeGreaterThan(result.roi12Months ?? Infinity);
  });
});

describe('calculateRoi edge cases', () => {
  it('shows break-even as 24 when it is never reached', () => {
    const result = calculateRoi({ ...defaultRoiInputs, monthlyOperatingCosts: 30000 });
    expect(result.breakEvenMonths).toBe(24);
    expect(result.breakEvenReached).toBe(false);
  });

  it('gives "Not applicable" ROI with no investment, never NaN or Infinity', () => {
    const result = calculateRoi({ ...defaultRoiInputs, initialInvestment: 0 });
    expect(result.roi12Months).toBeNull();
    expect(formatRoi(result.roi12Months)).toBe('Not applicable');
    expect(formatRoi(result.roi24Months)).toBe('Not applicable');
    expect(result.breakEvenMonths).toBe(1);
  });

  it('never shows NaN or Infinity, even for absurd inputs', () => {
    const result = calculateRoi({
      ...defaultRoiInputs,
      averageDailyRate: 1e308,
      capacity: 1e308,
      expectedOccupancyRate: 0,
      monthlyGrowthRate: 1e308,
    });
    const shown = [
      formatRoiPounds(result.monthlyRevenue),
      formatRoiPounds(result.annualProfit),
      formatRoi(result.roi12Months),
      formatRoi(result.roi24Months),
    ].join(' ');
    expect(shown).not.toMatch(/NaN|Infinity|∞/);
    const huge = calculateRoi({ ...defaultRoiInputs, averageDailyRate: 1e308, capacity: 1e308 });
    expect(formatRoiPounds(huge.monthlyRevenue)).toBe('Not applicable');
  });
});

describe('parseNumberInput', () => {
  it('reads numbers and counts anything else as 0', () => {
    expect(parseNumberInput('50000')).toBe(50000);
    expect(parseNumberInput(' 2.5 ')).toBe(2.5);
    expect(parseNumberInput('')).toBe(0);
    expect(parseNumberInput('abc')).toBe(0);
    expect(parseNumberInput('12abc')).toBe(0);
    expect(parseNumberInput('Infinity')).toBe(0);
  });

  it('feeds a calculation where a non-numeric investment is 0', () => {
    const result = calculateRoi({ ...defaultRoiInputs, initialInvestment: parseNumberInput('lots') });
    expect(formatRoi(result.roi24Months)).toBe('Not applicable');
  });
});

describe('formatRoi', () => {
  it('shows a percentage in en-GB', () => {
    expect(formatRoi(1.9681)).toBe('196.8%');
    expect(formatRoi(-0.25)).toBe('-25%');
  });
});
