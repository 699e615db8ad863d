/**
 * The ROI calculator's model (spec 01 §3, §9). Occupancy grows by the monthly
 * growth rate, compounding, capped at 100%; costs stay constant; a month has
 * 22 working days; the projection runs 24 months.
 */
import { formatPounds } from '../../lib/pounds';

export interface RoiInputs {
  initialInvestment: number;
  monthlyOperatingCosts: number;
  averageDailyRate: number;
  /** Dogs per day */
  capacity: number;
  /** Per cent, e.g. 75 */
  expectedOccupancyRate: number;
  /** Per cent per month, e.g. 2 */
  monthlyGrowthRate: number;
}

export const defaultRoiInputs: RoiInputs = {
  initialInvestment: 50000,
  monthlyOperatingCosts: 8000,
  averageDailyRate: 35,
  capacity: 40,
  expectedOccupancyRate: 75,
  monthlyGrowthRate: 2,
};

const WORKING_DAYS_PER_MONTH = 22;
const PROJECTION_MONTHS = 24;

/** What the visitor typed, as a number: anything that is not a finite number counts as 0. */
export function parseNumberInput(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

interface MonthProjection {
  month: number;
  /** Fraction 0..1 */
  occupancy: number;
  revenue: number;
  profit: number;
  cumulativeProfit: number;
}

export interface RoiResult {
  monthlyRevenue: number;
  monthlyProfit: number;
  annualRevenue: number;
  annualProfit: number;
  /** First month whose cumulative profit exceeds the investment; 24 when never reached. */
  breakEvenMonths: number;
  breakEvenReached: boolean;
  /** (profit over the period − investment) ÷ investment; null when there is no investment to return. */
  roi12Months: number | null;
  roi24Months: number | null;
  projection: MonthProjection[];
}

export function occupancyInMonth(inputs: RoiInputs, month: number): number {
  const base = inputs.expectedOccupancyRate / 100;
  // 0 × an overflowing growth factor would be NaN; no occupancy stays no occupancy.
  if (base === 0) return 0;
  return Math.min(base * (1 + inputs.monthlyGrowthRate / 100) ** (month - 1), 1);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const projection: MonthProjection[] = [];
  let cumulativeProfit = 0;
  for (let month = 1; month <= PROJECTION_MONTHS; month++) {
    const occupancy = occupancyInMonth(inputs, month);
    const revenue = inputs.averageDailyRate * inputs.capacity * occupancy * WORKING_DAYS_PER_MONTH;
    const profit = revenue - inputs.monthlyOperatingCosts;
    cumulativeProfit += profit;
    projection.push({ month, occupancy, revenue, profit, cumulativeProfit });
  }
  const firstYear = projection.slice(0, 12);
  const breakEven = projection.find((entry) => entry.cumulativeProfit - inputs.initialInvestment > 0);
  const roi = (months: readonly MonthProjection[]) =>
    inputs.initialInvestment === 0
      ? null
      : (sum(months.map((entry) => entry.profit)) - inputs.initialInvestment) / inputs.initialInvestment;
  const first = projection[0] as MonthProjection;
  return {
    monthlyRevenue: first.revenue,
    monthlyProfit: first.profit,
    annualRevenue: sum(firstYear.map((entry) => entry.revenue)),
    annualProfit: sum(firstYear.map((entry) => entry.profit)),
    breakEvenMonths: breakEven?.month ?? PROJECTION_MONTHS,
    breakEvenReached: breakEven !== undefined,
    roi12Months: roi(firstYear),
    roi24Months: roi(projection),
    projection,
  };
}

const percentFormat = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

const NOT_APPLICABLE = 'Not applicable';

/** £23,100; a figure too large to compute is never shown as NaN or Infinity. */
export function formatRoiPounds(amount: number): string {
  return Number.isFinite(amount) ? formatPounds(amount) : NOT_APPLICABLE;
}

/** 196.8%, or "Not applicable" with no investment. */
export function formatRoi(roi: number | null): string {
  return roi === null || !Number.isFinite(roi) ? NOT_APPLICABLE : percentFormat.format(roi);
}
