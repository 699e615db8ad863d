import { describe, expect, it } from 'vitest';
import { upcomingLaunchQuarter } from './expected-launch';

describe('upcomingLaunchQuarter', () => {
  const q2of2027 = { year: 2027, quarter: 2 } as const;

  it('names a quarter still to come', () => {
    expect(upcomingLaunchQuarter(q2of2027, new Date('2026-11-25T12:00:00Z'))).toBe('Q2 2027');
    expect(upcomingLaunchQuarter(q2of2027, new Date('2027-03-31T12:00:00Z'))).toBe('Q2 2027');
  });

  it('still names it during that quarter, up to its last day in London', () => {
    expect(upcomingLaunchQuarter(q2of2027, new Date('2027-04-01T00:30:00+01:00'))).toBe('Q2 2027');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): the quarter is over there.
    expect(upcomingLaunchQuarter(q2of2027, new Date('2027-06-30T22:59:59Z'))).toBe('Q2 2027');
    expect(upcomingLaunchQuarter(q2of2027, new Date('2027-06-30T23:30:00Z'))).toBeUndefined();
  });

  it('names nothing once the quarter has passed, or when no quarter is set', () => {
    expect(upcomingLaunchQuarter({ year: 2024, quarter: 2 }, new Date('2026-11-25T12:00:00Z'))).toBeUndefined();
    expect(upcomingLaunchQuarter({ year: 2026, quarter: 3 }, new Date('2026-11-25T12:00:00Z'))).toBeUndefined();
    expect(upcomingLaunchQuarter(undefined, new Date('2026-11-25T12:00:00Z'))).toBeUndefined();
  });
});
