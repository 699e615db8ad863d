/**
 * GET /api/availability: each of the six consultation slots of a run of days,
 * free or not, with the defaults (Monday to Friday, all six, 24 hours' notice,
 * 60 days ahead) and the England and Wales bank holidays. The clock is set
 * with vi.setSystemTime; instants are written out in UTC by hand, so a slot's
 * London wall-clock time is checked against an independent figure.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTables, expectErrorShape, postJson, request } from '../../../test/support/request';

const SIX = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

interface AvailabilityAnswer {
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

async function availability(query: string): Promise<AvailabilityAnswer> {
  const response = await request(`/api/availability?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AvailabilityAnswer;
}

/** The free times of one day, in the order of the day. */
async function freeTimes(date: string): Promise<string[]> {
  const { days } = await availability(`from=${date}&days=1`);
  expect(days.map((day) => day.date)).toEqual([date]);
  return (days[0]?.slots ?? []).filter((slot) => slot.available).map((slot) => slot.time);
}

let booked = 0;
/** A booking row holding the slot that starts at this instant (ms since the epoch), as the booking endpoint stores one. */
async function bookingAt(startsAt: number, status = 'pending'): Promise<void> {
  booked += 1;
  await env.DB.prepare(
    "INSERT INTO consultation_bookings (id, first_name, last_name, email, services, status, slot_starts_at) VALUES (?, 'Sam', 'Held', 'held@example.co.uk', '[\"compliance\"]', ?, ?)",
  )
    .bind(`held-${booked}`, status, startsAt)
    .run();
}

beforeEach(() => emptyTables('consultation_bookings', 'blocked_dates', 'availability_settings'));
afterEach(() => vi.useRealTimers());

describe('GET /api/availability', () => {
  it('answers each day with all six slots, free or not, cacheable for a few seconds', async () => {
    at('2026-12-01T10:30:00Z');
    const response = await request('/api/availability?from=2026-12-07&days=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    const allFree = SIX.map((time) => ({ time, available: true }));
    // Monday 7 to Wednesday 9 December 2026: working days, far enough ahead, nothing held.
    expect(await response.json()).toEqual({
      days: [
        { date: '2026-12-07', slots: allFree },
        { date: '2026-12-08', slots: allFree },
        { date: '2026-12-09', slots: allFree },
      ],
    });
  });

  it('offers nothing on a bank holiday or at the weekend', async () => {
    at('2026-12-01T10:30:00Z');
    expect(await freeTimes('2026-12-25')).toEqual([]);
    expect(await freeTimes('2026-12-28')).toEqual([]);
    expect(await freeTimes('2026-12-05')).toEqual([]);
    expect(await freeTimes('2026-12-06')).toEqual([]);
    const { days } = await availability('from=2026-12-24&days=2');
    expect(days.map((day) => [day.date, day.slots.length, day.slots.some((slot) => slot.available)])).toEqual([
      ['2026-12-24', 6, true],
      ['2026-12-25', 6, false],
    ]);
  });

  it('keeps the minimum notice: 24 hours from 10:30 on 1 December leaves 11:00 on 2 December the first free slot', async () => {
    at('2026-12-01T10:30:00Z');
    expect(await freeTimes('2026-12-01')).toEqual([]);
    expect(await freeTimes('2026-12-02')).toEqual(['11:00', '14:00', '15:00', '16:00']);
  });

  it('offers nothing beyond 60 days ahead, nor in the past', async () => {
    at('2026-12-01T10:30:00Z');
    // 29 January 2027 (a Friday) is day 59, 1 February (a Monday) day 62.
    expect(await freeTimes('2027-01-29')).toEqual(SIX);
    expect(await freeTimes('2027-02-01')).toEqual([]);
    expect(await freeTimes('2026-11-30')).toEqual([]);
  });

  it('offers nothing on a date the owner blocked', async () => {
    at('2026-12-01T10:30:00Z');
    await env.DB.prepare(
      "INSERT INTO blocked_dates (id, starts_on, ends_on, reason) VALUES ('away', '2026-12-08', '2026-12-09', 'Trade show')",
    ).run();
    expect(await freeTimes('2026-12-07')).toEqual(SIX);
    expect(await freeTimes('2026-12-08')).toEqual([]);
    expect(await freeTimes('2026-12-09')).toEqual([]);
  });

  it('marks a slot held by a pending or confirmed booking as taken, and gives a cancelled booking’s slot back', async () => {
    at('2026-12-01T10:30:00Z');
    // 14:00 and 16:00 on Thursday 3 December 2026, London in winter (GMT): 14:00 and 16:00 UTC.
    await bookingAt(Date.UTC(2026, 11, 3, 14, 0), 'pending');
    await bookingAt(Date.UTC(2026, 11, 3, 16, 0), 'confirmed');
    await bookingAt(Date.UTC(2026, 11, 3, 9, 0), 'cancelled');
    expect(await freeTimes('2026-12-03')).toEqual(['9:00', '10:00', '11:00', '15:00']);
    expect(await freeTimes('2026-12-04')).toEqual(SIX);
  });

  it('reads each slot as London wall-clock time after British Summer Time begins', async () => {
    at('2027-03-01T12:00:00Z');
    // BST starts on Sunday 28 March 2027: 9:00 on Tuesday 30 March is 08:00 UTC, 15:00 is 14:00 UTC.
    await bookingAt(Date.UTC(2027, 2, 30, 8, 0));
    await bookingAt(Date.UTC(2027, 2, 30, 14, 0));
    expect(await freeTimes('2027-03-30')).toEqual(['10:00', '11:00', '14:00', '16:00']);
    // Friday 26 March is Good Friday and Monday 29 March Easter Monday.
    expect(await freeTimes('2027-03-26')).toEqual([]);
    expect(await freeTimes('2027-03-29')).toEqual([]);
    // Thursday 25 March, still GMT: 08:00 UTC is no slot, and 9:00 is 09:00 UTC.
    await bookingAt(Date.UTC(2027, 2, 25, 8, 0));
    await bookingAt(Date.UTC(2027, 2, 25, 9, 0));
    expect(await freeTimes('2027-03-25')).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00']);
  });

  it('reads each slot as London wall-clock time after British Summer Time ends', async () => {
    at('2026-10-01T12:00:00Z');
    // BST ends on Sunday 25 October 2026: 9:00 on Monday 26 October is 09:00 UTC again. 08:00 UTC is no slot that day.
    await bookingAt(Date.UTC(2026, 9, 26, 9, 0));
    await bookingAt(Date.UTC(2026, 9, 26, 8, 0));
    expect(await freeTimes('2026-10-26')).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00']);
    // Friday 23 October, still BST: 9:00 is 08:00 UTC.
    await bookingAt(Date.UTC(2026, 9, 23, 8, 0));
    expect(await freeTimes('2026-10-23')).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00']);
  });

  it('answers up to 62 days at once', async () => {
    at('2026-12-01T10:30:00Z');
    const { days } = await availability('from=2026-12-01&days=62');
    expect(days).toHaveLength(62);
    expect(days.at(-1)?.date).toBe('2027-01-31');
    expect(days.every((day) => day.slots.map((slot) => slot.time).join() === SIX.join())).toBe(true);
  });

  it.each([
    ['days=0', 'from=2026-12-07&days=0', ['days']],
    ['days=63', 'from=2026-12-07&days=63', ['days']],
    ['days=1.5', 'from=2026-12-07&days=1.5', ['days']],
    ['days=-1', 'from=2026-12-07&days=-1', ['days']],
    ['days=abc', 'from=2026-12-07&days=abc', ['days']],
    ['an impossible date', 'from=2026-02-30&days=1', ['from']],
    ['a date written another way', 'from=07/12/2026&days=1', ['from']],
    ['a date more than a year away', 'from=2028-06-01&days=1', ['from']],
    ['no from', 'days=1', ['from']],
    ['no days', 'from=2026-12-07', ['days']],
    ['nothing', '', ['from', 'days']],
    ['a parameter it does not take', 'from=2026-12-07&days=1&junk=1', ['junk']],
    ['a repeated parameter', 'from=2026-12-07&days=1&days=2', ['days']],
  ])('refuses %s with 400 in the one error shape, naming the parameter', async (_name, query, named) => {
    at('2026-12-01T10:30:00Z');
    const body = await expectErrorShape(await request(`/api/availability?${query}`), 400, 'validation_failed');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([...named].sort());
  });

  it('answers a POST with 405 and Allow: GET', async () => {
    const response = await postJson('/api/availability', {});
    await expectErrorShape(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).toBe('GET');
  });
});
