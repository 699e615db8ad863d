/**
 * UK phone numbers as people write them and as a tel: link dials them: the
 * business details' editor checks that the two name the same line, and the
 * deploy check (scripts/deploy/business-details.ts) reads the same digits.
 */

/** The UK national number (0 and the digits) of a number written "0306 999 0123", "+44 306 999 0123" or "tel:+443069990123". */
export function ukNationalNumber(written: string): string | undefined {
  const digits = written.replace(/^tel:/, '').replace(/[\s()-]/g, '');
  if (/^\+44\d{9,10}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^0\d{9,10}$/.test(digits)) return digits;
  return undefined;
}

/** The number in the international form a tel: link dials: "0330 123 4567" -> "+443301234567". */
export function internationalForm(nationalNumber: string): string {
  return `+44${nationalNumber.slice(1)}`;
}
