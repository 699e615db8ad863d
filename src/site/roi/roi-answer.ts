/**
 * The Worker's ROI figures as JSON and back. A projection from huge entries can overflow to Infinity (or NaN), which
 * JSON cannot carry: such a number travels as its name in a string, and the island reads it back as the number.
 * Every other value of the answer is a number, a boolean, null, a list or an object, so a string is always one of these.
 */
import type { RoiInputs, RoiResult } from './roi';

export interface RoiAnswer {
  inputs: RoiInputs;
  result: RoiResult;
}

export function encodeRoiAnswer(answer: RoiAnswer): string {
  return JSON.stringify(answer, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? String(value) : value,
  );
}

export function decodeRoiAnswer(text: string): RoiAnswer {
  return JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? Number(value) : value)) as RoiAnswer;
}
