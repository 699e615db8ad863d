/**
 * The 5-minute cron's reminders to retreat buyers, in workerd against the real D1: a week before and the day before
 * the event's first day, from 8 in the morning London time, once each however often the cron runs, only to places
 * still booked, and never a "week to go" to someone who booked after the week had begun.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, outboxRows, recordingQueue, runCron } from '../../test/support/notify';
import { publishEvent, storeBooking } from '../../test/support/retreat-email-fixtures';

const EVERY_FIVE_MINUTES = '*/5 * * * *';

afterEach(() => vi.useRealTimers());

/** The outbox ids this run's queue was handed. */
let queued: string[] = [];

/** Runs the cron at this instant; returns the reminders written so far, as "booking message" pairs. */
async function cronAt(instant: string): Promise<string[]> {
  const queue = recordingQueue();
  await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, at(instant));
  queued = queue.bodies.map((body) => (body as { outboxId: string }).outboxId);
  const rows = await outboxRows("item_kind = 'retreat-booking' AND message LIKE 'reminder:%'");
  return rows.map((row) => `${row.item_id} ${row.message}`);
}

async function reminderIds(message: string): Promise<string[]> {
  return (await outboxRows("item_kind = 'retreat-booking' AND message = ?", message)).map((row) => row.id);
}

async function bookedAt(id: string, instant: string): Promise<void> {
  await env.DB.prepare('UPDATE retreat_bookings SET created_at = ? WHERE id = ?').bind(Date.parse(instant), id).run();
}

describe('the reminders before a retreat', () => {
  it('go a week before and the day before, from 8 in the morning London time, once each, to places still booked', async () => {
    // The event runs on 12 and 13 June 2027 (British Summer Time: 8am is 07:00 UTC).
    const slug = await publishEvent();
    const paid = await storeBooking({ eventSlug: slug });
    const reserved = await storeBooking({ eventSlug: slug, status: 'reserved', paymentIntentId: null });
    const cancelled = await storeBooking({ eventSlug: slug, status: 'cancelled', cancelledAt: Date.now() });
    const unpaidHold = await storeBooking({ eventSlug: slug, status: 'held', paymentIntentId: null });
    // Booked on 7 June, after the week's reminder fell due on the 5th: told only that it is tomorrow.
    const late = await storeBooking({ eventSlug: slug });
    await bookedAt(late, '2027-06-07T12:00:00Z');
    for (const id of [paid, reserved, cancelled, unpaidHold]) await bookedAt(id, '2027-03-01T12:00:00Z');

    expect(await cronAt('2027-06-04T09:00:00Z')).toEqual([]);
    // 5 June at 7.55am London time: not before breakfast.
    expect(await cronAt('2027-06-05T06:55:00Z')).toEqual([]);
    const week = await cronAt('2027-06-05T07:00:00Z');
    expect(week.sort()).toEqual([`${paid} reminder:7`, `${reserved} reminder:7`].sort());
    // Queued at once, not left for the sweep.
    expect(queued).toEqual(expect.arrayContaining(await reminderIds('reminder:7')));
    // Later runs that day and the days after add nothing.
    expect(await cronAt('2027-06-05T07:05:00Z')).toHaveLength(2);
    expect(await cronAt('2027-06-08T10:00:00Z')).toHaveLength(2);

    const day = await cronAt('2027-06-11T07:00:00Z');
    expect(day.filter((pair) => pair.endsWith('reminder:1')).sort()).toEqual(
      [`${paid} reminder:1`, `${reserved} reminder:1`, `${late} reminder:1`].sort(),
    );
    expect(queued).toEqual(expect.arrayContaining(await reminderIds('reminder:1')));
    expect(await cronAt('2027-06-11T15:00:00Z')).toHaveLength(5);
    // On the day itself, nothing more.
    expect(await cronAt('2027-06-12T08:00:00Z')).toHaveLength(5);
  });

  it('a cron that missed the 5th still sends the week reminder late, but never once the day-before one is due', async () => {
    const slug = await publishEvent();
    const booking = await storeBooking({ eventSlug: slug });
    await bookedAt(booking, '2027-03-01T12:00:00Z');
    const written = await cronAt('2027-06-11T07:30:00Z');
    expect(written.filter((pair) => pair.startsWith(booking))).toEqual([`${booking} reminder:1`]);
  });
});
