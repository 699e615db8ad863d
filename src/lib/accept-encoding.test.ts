import { describe, expect, it } from 'vitest';
import { acceptsBrotli, encodingWeight, preferredEncoding, varyOnAcceptEncoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  it('reads q-values: q=0 refuses a coding, whatever the spelling', () => {
    const headers: [header: string | undefined, accepted: boolean][] = [
      ['gzip, deflate, br, zstd', true],
      ['br;q=0', false],
      ['gzip, br; q=0.000', false],
      ['BR;Q=0', false],
      ['br;q=0.5', true],
      ['brotli, gzip', false],
      ['identity', false],
      [undefined, false],
      ['', false],
    ];
    for (const [header, accepted] of headers) expect(acceptsBrotli(header), String(header)).toBe(accepted);
  });

  it('a listed coding wins over *, and * stands for the ones not listed', () => {
    expect(encodingWeight('*', 'br')).toBe(1);
    expect(encodingWeight('br;q=0, *', 'br')).toBe(0);
    expect(encodingWeight('*;q=0.2, gzip', 'br')).toBe(0.2);
    expect(encodingWeight('*;q=0', 'gzip')).toBe(0);
  });

  it('treats a malformed q-value as refusal (an uncompressed body is never wrong)', () => {
    expect(encodingWeight('br;q=abc', 'br')).toBe(0);
    expect(encodingWeight('br;q=2', 'br')).toBe(0);
    expect(encodingWeight('br;q=', 'br')).toBe(0);
  });

  it('picks the coding weighed highest, brotli on a tie', () => {
    expect(preferredEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeNull();
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBeNull();
  });

  it('adds Vary: accept-encoding once', () => {
    const headers = new Headers({ vary: 'Accept-Encoding' });
    varyOnAcceptEncoding(headers);
    expect(headers.get('vary')).toBe('Accept-Encoding');
    const other = new Headers({ vary: 'origin' });
    varyOnAcceptEncoding(other);
    varyOnAcceptEncoding(other);
    expect(other.get('vary')).toBe('origin, accept-encoding');
  });
});
