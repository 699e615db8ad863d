/**
 * The London-day rule with the clock stopped at midnight: a booking's
 * preferred date must be today or later in Europe/London. In summer (BST,
 * UTC+1) London's midnight is 23:00 UTC the evening before, so a check made
 * on the UTC date would accept yesterday there; on the clock-change days the
 * offset moves during the day. Each case sets the system clock, so the rule is
 * tested through `new Date()` exactly as the schema calls it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consultationBookingSchema as bookingSchemaFor } from '../submissions/consultation-booking/schema';
import { isCalendarDate, todayInLondon, ukLongDate, yearInLondon } from './uk-date';

interface Boundary {
  name: string;
  /** The instant, in UTC. */
  at: string;
  /** The day in London at that instant. */
  londonDay: string;
  /** The day before and after it in London. */
  dayBefore: string;
  dayAfter: string;
}

const boundaries: Boundary[] = [
  {
    name: '23:59:59 GMT in winter',
    at: '2026-01-15T23:59:59.999Z',
    londonDay: '2026-01-15',
    dayBefore: '2026-01-14',
    dayAfter: '2026-01-16',
  },
  {
    name: '00:00:00 GMT in winter',
    at: '2026-01-16T00:00:00.000Z',
    londonDay: '2026-01-16',
    dayBefore: '2026-01-15',
    dayAfter: '2026-01-17',
  },
  {
    name: '23:59:59 BST in summer (22:59:59 UTC)',
    at: '2026-07-15T22:59:59.999Z',
    londonDay: '2026-07-15',
    dayBefore: '2026-07-14',
    dayAfter: '2026-07-16',
  },
  {
    name: '00:00:00 BST in summer (23:00 UTC the day before)',
    at: '2026-07-15T23:00:00.000Z',
    londonDay: '2026-07-16',
    dayBefore: '2026-07-15',
    dayAfter: '2026-07-17',
  },
  {
    name: '00:00:00 GMT on the day the clocks go forward',
    at: '2026-03-29T00:00:00.000Z',
    londonDay: '2026-03-29',
    dayBefore: '2026-03-28',
    dayAfter: '2026-03-30',
  },
  {
    name: '23:59:59 BST on the day the clocks went forward',
    at: '2026-03-29T22:59:59.999Z',
    londonDay: '2026-03-29',
    dayBefore: '2026-03-28',
    dayAfter: '2026-03-30',
  },
  {
    name: '00:00:00 BST on the day the clocks go back',
    at: '2026-10-24T23:00:00.000Z',
    londonDay: '2026-10-25',
    dayBefore: '2026-10-24',
    dayAfter: '2026-10-26',
  },
  {
    name: '23:59:59 GMT on the day the clocks went back',
    at: '2026-10-25T23:59:59.999Z',
    londonDay: '2026-10-25',
    dayBefore: '2026-10-24',
    dayAfter: '2026-10-26',
  },
  {
    name: '00:00:00 GMT on New Year’s Day',
    at: '2027-01-01T00:00:00.000Z',
    londonDay: '2027-01-01',
    dayBefore: '2026-12-31',
    dayAfter: '2027-01-02',
  },
];

/** The booking schema with one package on offer, the one the booking below names. */
const consultationBookingSchema = bookingSchemaFor([{ id: 'business-planning', price: 1995, pricedFrom: false }]);

/** A booking valid in every way but its preferred date. */
const booking = (preferredDate: string) => ({
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia@example.co.uk',
  services: ['business-planning'],
  projectDetails: 'Opening a second site in Leeds.',
  preferredDate,
});

describe('todayInLondon and the booking date rule at midnight', () => {
  beforeEach(() => {
    // Only Date: the schema reads the clock, nothing here waits on a timer.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe.each(boundaries)('at $name', ({ at, londonDay, dayBefore, dayAfter }) => {
    beforeEach(() => {
      vi.setSystemTime(new Date(at));
    });

    it(`is ${londonDay} in London`, () => {
      expect(new Date().toISOString()).toBe(at);
      expect(todayInLondon()).toBe(londonDay);
    });

    it(`accepts ${londonDay} and ${dayAfter} as the preferred date`, () => {
      expect(consultationBookingSchema.safeParse(booking(londonDay)).success).toBe(true);
      expect(consultationBookingSchema.safeParse(booking(dayAfter)).success).toBe(true);
    });

    it(`refuses ${dayBefore}, naming the date`, () => {
      const result = consultationBookingSchema.safeParse(booking(dayBefore));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['preferredDate', 'Choose today or a later date'],
      ]);
    });
  });

  it('moves on to the next London day exactly at London midnight, not at UTC midnight', () => {
    vi.setSystemTime(new Date('2026-07-15T22:59:59.999Z'));
    expect(consultationBookingSchema.safeParse(booking('2026-07-15')).success).toBe(true);
    vi.setSystemTime(new Date('2026-07-15T23:00:00.000Z'));
    expect(consultationBookingSchema.safeParse(booking('2026-07-15')).success).toBe(false);
    // Still 15 July in UTC: a rule on the UTC date would have accepted it.
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-07-15');
  });
});

describe('isCalendarDate', () => {
  it('takes real dates written YYYY-MM-DD and nothing else', () => {
    const dates: [written: string, isDate: boolean][] = [
      ['2028-02-29', true],
      ['2026-02-29', false],
      ['2026-04-31', false],
      ['2026-4-01', false],
      ['01/04/2026', false],
    ];
    for (const [written, isDate] of dates) expect(isCalendarDate(written), written).toBe(isDate);
  });
});

describe('ukLongDate', () => {
  it('writes the London day, so 00:30 BST is already the new day', () => {
    expect(ukLongDate(new Date('2026-07-15T23:30:00Z'))).toBe('16 July 2026');
    expect(ukLongDate(new Date('2026-01-15T23:30:00Z'))).toBe('15 January 2026');
  });
});

describe('yearInLondon', () => {
  it("turns at midnight in London on New Year's Eve (GMT, so midnight UTC)", () => {
    expect(yearInLondon(new Date('2026-12-31T23:59:59.999Z'))).toBe(2026);
    expect(yearInLondon(new Date('2027-01-01T00:00:00.000Z'))).toBe(2027);
  });

  it('is this year by default', () => {
    vi.useFakeTimers({ now: new Date('2031-06-30T23:30:00Z') });
    try {
      expect(yearInLondon()).toBe(2031);
    } finally {
      vi.useRealTimers();
    }
  });
});
