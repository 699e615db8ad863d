import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  isCertificateNumber,
  newCertificateNumber,
  normaliseCertificateNumber,
} from './certificate-number';

/** The random part read as a base-32 integer (40 bits: exact in a double). */
const randomValue = (number: string) =>
  [...number.slice(-8)].reduce((value, character) => value * 32 + CROCKFORD_ALPHABET.indexOf(character), 0);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newCertificateNumber', () => {
  const numbers = Array.from({ length: 10_000 }, () => newCertificateNumber(2026));

  it('gives 10,000 distinct numbers, all in the printed format', () => {
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      expect(number).toMatch(/^PAW-2026-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(isCertificateNumber(number)).toBe(true);
    }
  });

  it('is not sequential: no number is one more or one less than the one before', () => {
    for (let index = 1; index < numbers.length; index += 1) {
      expect(Math.abs(randomValue(numbers[index] as string) - randomValue(numbers[index - 1] as string))).not.toBe(1);
    }
  });

  it('uses every character of the alphabet about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>([...CROCKFORD_ALPHABET].map((character) => [character, 0]));
    for (const number of numbers)
      for (const character of number.slice(-8)) counts.set(character, (counts.get(character) ?? 0) + 1);
    const expected = (numbers.length * 8) / 32;
    expect(counts.size).toBe(32);
    // A bias from `% 32` over a range that 32 does not divide would shift some counts; ±15% is ~7.6 standard deviations.
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.15);
    // And the whole distribution: chi-square with 31 degrees of freedom, far beyond p = 1e-9 only if biased.
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(100);
  });

  it('draws its characters from crypto.getRandomValues, five bits a byte', () => {
    const spy = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.set([0, 1, 31, 32, 63, 255, 10, 18]);
        return array;
      });
    expect(newCertificateNumber(2027)).toBe('PAW-2027-01Z0ZZAJ');
    expect(spy).toHaveBeenCalledOnce();
  });

  it('refuses a year that is not four digits', () => {
    expect(() => newCertificateNumber(999)).toThrow(RangeError);
    expect(() => newCertificateNumber(2026.5)).toThrow(RangeError);
    expect(() => newCertificateNumber(10_000)).toThrow(RangeError);
  });
});

describe('isCertificateNumber', () => {
  it.each([
    ['PAW-2026-7K3M9QXZ', true],
    ['paw-2026-7k3m9qxz', false],
    [' PAW-2026-7K3M9QXZ', false],
    ['PAW-2026-7K3M9QXO', false],
    ['PAW-2026-7K3M9QXU', false],
    ['PAW-2026-7K3M9QX', false],
    ['PAW-26-7K3M9QXZ', false],
  ])('accepts only the canonical, upper-case form: %j is %s', (text, canonical) => {
    expect(isCertificateNumber(text)).toBe(canonical);
  });
});

describe('normaliseCertificateNumber', () => {
  it('trims and upper-cases what was typed', () => {
    expect(normaliseCertificateNumber('  paw-2026-7k3m9qxz \n')).toBe('PAW-2026-7K3M9QXZ');
  });

  it('reads O as 0 and I or L as 1 in the random part, as Crockford does', () => {
    expect(normaliseCertificateNumber('PAW-2026-O1IL0oil')).toBe('PAW-2026-01110011');
  });

  it('is null for what cannot be a number', () => {
    for (const text of [
      '',
      'PAW',
      'PAW-2026-',
      'PAW-2026-7K3M9QX',
      'PAW-2026-7K3M9QXZ1',
      'PAW-2026-UUUUUUUU',
      'PAW-2O26-7K3M9QXZ',
      'ABC-2026-7K3M9QXZ',
      'PAW 2026 7K3M9QXZ',
      'PAW-2026-7K3M-9QX',
    ]) {
      expect(normaliseCertificateNumber(text), text).toBeNull();
    }
  });

  it('leaves a canonical number as it is', () => {
    const number = newCertificateNumber(2026);
    expect(normaliseCertificateNumber(number)).toBe(number);
  });
});
