/**
 * The ROI calculator as a GET form: its six fields travel in the address, so
 * the server can render a result (a link to it can be shared) and the island
 * can put its in-place result back in the address.
 */
import { calculateRoi, defaultRoiInputs, parseNumberInput, type RoiInputs, type RoiResult } from './roi';

export type RoiInputKey = keyof RoiInputs;

/** The fields as the form names them, in the form's order. */
const roiInputKeys = [
  'initialInvestment',
  'monthlyOperatingCosts',
  'averageDailyRate',
  'capacity',
  'expectedOccupancyRate',
  'monthlyGrowthRate',
] as const satisfies readonly RoiInputKey[];

/** The fields as typed (text), before parsing. */
export type RoiTexts = Record<RoiInputKey, string>;

/** One value per field, checked by the compiler (no cast from Object.fromEntries). */
function perField<T>(value: (key: RoiInputKey) => T): Record<RoiInputKey, T> {
  return {
    initialInvestment: value('initialInvestment'),
    monthlyOperatingCosts: value('monthlyOperatingCosts'),
    averageDailyRate: value('averageDailyRate'),
    capacity: value('capacity'),
    expectedOccupancyRate: value('expectedOccupancyRate'),
    monthlyGrowthRate: value('monthlyGrowthRate'),
  };
}

export const defaultRoiTexts: RoiTexts = perField((key) => String(defaultRoiInputs[key]));

/**
 * The submitted fields, or null when the address holds none of them (the
 * calculator has not been used: no result yet, spec 01 §4). A field missing
 * from an otherwise submitted address keeps its default, as the form would
 * have sent it untouched.
 */
export function roiTextsFromQuery(query: Record<string, string | undefined>): RoiTexts | null {
  if (roiInputKeys.every((key) => query[key] === undefined)) return null;
  return perField((key) => query[key] ?? defaultRoiTexts[key]);
}

/** The form's current fields as text (a field that is somehow absent reads as empty, so 0). */
export function roiTextsFromForm(data: FormData): RoiTexts {
  return perField((key) => {
    const value = data.get(key);
    return typeof value === 'string' ? value : '';
  });
}

/** Spec 01 §5: each entry parsed as a number, a non-numeric one counting as 0. */
export function roiInputsFromTexts(texts: RoiTexts): RoiInputs {
  return perField((key) => parseNumberInput(texts[key]));
}

export function calculateFromTexts(texts: RoiTexts): { inputs: RoiInputs; result: RoiResult } {
  const inputs = roiInputsFromTexts(texts);
  return { inputs, result: calculateRoi(inputs) };
}

/**
 * The address of this result: the current one with the six fields set (other
 * forms' fields in the query, e.g. the blog filter, are kept) and the
 * calculator's anchor, as the plain form would have led to.
 */
export function roiResultAddress(current: { pathname: string; search: string }, texts: RoiTexts): string {
  const params = new URLSearchParams(current.search);
  for (const key of roiInputKeys) params.set(key, texts[key]);
  return `${current.pathname}?${params.toString()}#roi-calculator`;
}
