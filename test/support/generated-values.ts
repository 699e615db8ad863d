/**
 * What the property tests (test/api/properties.test.ts) generate and check: values of an exact length, valid in every
 * other way, and what a stored row's columns may hold. Written here, never taken from the code under test.
 */
import fc from 'fast-check';

/** What a length-limited field holds: one line, free text over lines, an email address, or a phone number. */
export type LengthKind = 'line' | 'text' | 'email' | 'phone';

export interface LengthLimit {
  field: string;
  max: number;
  kind: LengthKind;
  /** Where an accepted value is stored whole; null when the server stores its own value instead. */
  column: string | null;
  /** A list of such values (one name per place): each item is tried at the length, and the column holds the list. */
  list?: true;
}

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const exactly = (unit: fc.Arbitrary<string>, length: number) =>
  fc.string({ unit, minLength: length, maxLength: length });

/**
 * Values of exactly `length` characters that are valid in every other way
 * (no edge spaces to trim, line breaks only where allowed, a real address,
 * 7 to 15 digits), so the length is the only thing that can refuse them.
 */
export function ofLength(kind: LengthKind, length: number): fc.Arbitrary<string> {
  switch (kind) {
    case 'line':
      return fc
        .tuple(letter, exactly(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ-'é"), length - 2), letter)
        .map((parts) => parts.join(''));
    case 'text':
      return fc
        .tuple(letter, exactly(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ,.!?£'\n"), length - 2), letter)
        .map((parts) => parts.join(''));
    case 'email':
      // Lower case, as the waiting list stores it, so the stored value is the one sent.
      return exactly(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), length - '@example.co.uk'.length).map(
        (local) => `${local}@example.co.uk`,
      );
    case 'phone':
      return exactly(fc.constantFrom(...'0123456789'), 11).map(
        (digits) => `${digits.slice(0, 5)}${' '.repeat(length - digits.length)}${digits.slice(5)}`,
      );
  }
}

export const personLimits: LengthLimit[] = [
  // A name is at most 50 characters: room for real names, none for a sentence.
  { field: 'firstName', max: 50, kind: 'line', column: 'first_name' },
  { field: 'lastName', max: 50, kind: 'line', column: 'last_name' },
  { field: 'email', max: 254, kind: 'email', column: 'email' },
];
export const phoneLimit: LengthLimit = { field: 'phone', max: 30, kind: 'phone', column: 'phone' };
export const emailLimit: LengthLimit = { field: 'email', max: 254, kind: 'email', column: 'email' };

export const singleLine = (value: unknown, max: number) =>
  typeof value === 'string' &&
  value.trim() === value &&
  value.length > 0 &&
  value.length <= max &&
  !/[\r\n]/.test(value);
export const looksLikeEmail = (value: unknown) =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;

export const optionalLine = (value: unknown, max: number) => value === null || singleLine(value, max);
export const oneOf = (value: unknown, allowed: readonly string[]) =>
  typeof value === 'string' && allowed.includes(value);
export const optionalOneOf = (value: unknown, allowed: readonly string[]) => value === null || oneOf(value, allowed);
export const jsonList = (value: unknown): unknown[] => {
  try {
    const parsed: unknown = JSON.parse(String(value));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

export const name = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,30}[A-Za-z]$/);
export const email = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(co\.uk|com|org|uk)$/);
