/**
 * Certificate numbers: PAW-{year}-{8 random characters}. The random part is
 * Crockford base32 (no I, L, O or U), so a number read off paper or over the
 * phone has no look-alike letters, and 40 random bits make numbers that cannot
 * be guessed or counted through. Uniqueness is the database's job (a unique
 * index; the store retries on a collision).
 */

/** Crockford's base32 digits, in value order. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const RANDOM_LENGTH = 8;

/** The canonical form only: upper case, hyphens, four-digit year, eight Crockford digits. */
const CANONICAL = /^PAW-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

/** What a person may type: any case, spaces round it, and the letters Crockford reads as digits. */
const TYPED = /^PAW-(\d{4})-([0-9A-Z]{8})$/;

/** A new number for a certificate issued in `year` (the year in London). */
export function newCertificateNumber(year: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('A certificate year has four digits');
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  // 256 is a multiple of 32, so the low five bits of a uniform byte are uniform: no modulo bias.
  let random = '';
  for (const byte of bytes) random += CROCKFORD_ALPHABET[byte & 31];
  return `PAW-${year}-${random}`;
}

/** True only for a number in its canonical form (see normaliseCertificateNumber for what people type). */
export function isCertificateNumber(text: string): boolean {
  return CANONICAL.test(text);
}

/**
 * The canonical number for what someone typed or read off a certificate:
 * trimmed, upper-cased, and with O read as 0 and I or L as 1 in the random
 * part, as Crockford decodes them. Null when it cannot be a number (U, other
 * characters, wrong lengths).
 */
export function normaliseCertificateNumber(text: string): string | null {
  const match = TYPED.exec(text.trim().toUpperCase());
  if (!match) return null;
  const random = (match[2] as string).replace(/O/g, '0').replace(/[IL]/g, '1');
  const number = `PAW-${match[1]}-${random}`;
  return isCertificateNumber(number) ? number : null;
}
