import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, daySlotStates, dayAvailability } from './availability';

const six = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

/** Friday 27 March 2026, noon in London (GMT): the clocks go forward on Sunday the 29th. */
const input: AvailabilityInput = {
  settings: {
    weeklyPattern: { '1': six, '2': ['9:00'], '3': six, '4': six, '5': six },
    minimumNoticeHours: 24,
    horizonDays: 60,
    openBankHolidays: ['2026-04-06'],
  },
  blocked: [{ startsOn: '2026-04-07', endsOn: '2026-04-08', reason: 'Trade show' }],
  // Monday 30 March at 9:00 BST is 08:00 UTC.
  taken: new Set([Date.UTC(2026, 2, 30, 8, 0)]),
  now: new Date(Date.UTC(2026, 2, 27, 12, 0)),
  bankHolidays: [
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-04-06', name: 'Easter Monday' },
  ],
};

const kinds = (date: string) => daySlotStates(date, input).map(({ time, state }) => `${time} ${state.kind}`);

describe('daySlotStates', () => {
  it('says of each slot today whether it has begun or is within the minimum notice', () => {
    expect(kinds('2026-03-27')).toEqual([
      '9:00 past',
      '10:00 past',
      '11:00 past',
      '14:00 too-soon',
      '15:00 too-soon',
      '16:00 too-soon',
    ]);
    expect(kinds('2026-03-26')).toEqual(six.map((time) => `${time} past`));
  });

  it('finds the slot held at 9:00 London time after the clocks change, and leaves the rest free', () => {
    expect(kinds('2026-03-30')).toEqual(['9:00 taken', ...six.slice(1).map((time) => `${time} free`)]);
    expect(
      dayAvailability('2026-03-30', input)
        .slots.filter((slot) => slot.available)
        .map((slot) => slot.time),
    ).toEqual(six.slice(1));
  });

  it('names what closes a day or leaves a slot out', () => {
    expect(kinds('2026-03-31')).toEqual(['9:00 free', ...six.slice(1).map((time) => `${time} not-offered`)]);
    expect(daySlotStates('2026-04-03', input)[0]?.state).toEqual({ kind: 'bank-holiday', name: 'Good Friday' });
    expect(kinds('2026-04-06')).toEqual(six.map((time) => `${time} free`));
    expect(daySlotStates('2026-04-08', input)[5]?.state).toEqual({ kind: 'blocked', reason: 'Trade show' });
    expect(kinds('2026-04-04')).toEqual(six.map((time) => `${time} not-a-working-day`));
    expect(kinds('2026-05-26')[0]).toBe('9:00 free');
    expect(kinds('2026-05-27')[0]).toBe('9:00 beyond-horizon');
  });
});
