import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const expected = '2001:db8:85a3:0::/64';
    for (const address of [
      '2001:db8:85a3::8a2e:370:7334',
      '2001:0DB8:85A3:0000:0000:8A2E:0370:7335',
      '2001:db8:85a3:0:ffff::1',
      '2001:db8:85a3::',
      '2001:db8:85a3::1%eth0',
    ]) {
      expect(clientKey(address), address).toBe(expected);
    }
  });

  it('keeps different /64s apart, including ones that differ only in the fourth group', () => {
    expect(clientKey('2001:db8:85a3:1::1')).toBe('2001:db8:85a3:1::/64');
    expect(clientKey('2001:db8:85a3:2::1')).not.toBe(clientKey('2001:db8:85a3:1::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('gives a missing address one shared key', () => {
    expect(clientKey(undefined)).toBe('unknown');
  });
});
