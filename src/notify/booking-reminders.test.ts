/**
 * The visitor's reminder, 24 hours before a booking's slot: the every-5-minutes
 * cron writes one outbox row per booking due (however often, or however
 * concurrently, it runs), queues it, and the queue consumer sends it once
 * with a link to the booking page; a cancelled booking gets none, a moved one
 * another for its new slot, and a failed send is retried and then offered
 * for Retry like every email. The cron runs in UTC; slots are London times.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../test/support/admin';
import { pressRetry } from '../../test/support/notify-admin-retry';
import { storeBooking as storeConsultation } from '../../test/support/notify-bookings';
import { decodeHtml } from '../../test/support/page-html';
import {
  at,
  deliver,
  outboxRow,
  outboxRows,
  recordingMailer,
  recordingQueue,
  runCron,
} from '../../test/support/notify';
import { emptyTables } from '../../test/support/request';

const EVERY_FIVE_MINUTES = '*/5 * * * *';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeEach(async () => {
  await emptyTables('notification_outbox', 'consultation_bookings', 'booking_links', 'audit_events');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A booking of Rita Reminded's unless it says otherwise, every one with a slot. */
const storeBooking = (booking: {
  slot: string;
  date: string;
  time: string;
  status?: string;
  first?: string;
  email?: string;
}) => storeConsultation({ first: 'Rita', last: 'Reminded', ...booking });

async function moveBooking(id: string, slot: string, date: string, time: string): Promise<void> {
  await env.DB.prepare(
    'UPDATE consultation_bookings SET slot_starts_at = ?, preferred_date = ?, preferred_time = ? WHERE id = ?',
  )
    .bind(Date.parse(slot), date, time, id)
    .run();
}

const remindersOf = (bookingId: string) => outboxRows("item_kind = 'booking' AND item_id = ?", bookingId);

/** How many reminders each named booking has had. */
const reminderCounts = async (bookings: Record<string, string>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(bookings).map(async ([name, id]) => [name, (await remindersOf(id)).length])),
  );

describe('the reminder 24 hours before a booking', () => {
  it('is written once however often and however concurrently the cron runs, and sent once through the queue with the booking link', async () => {
    const now = at('2027-06-14T14:00:00Z');
    // 14:00 BST on Tuesday 15 June 2027: 23 hours away.
    const id = await storeBooking({
      slot: '2027-06-15T13:00:00Z',
      date: '2027-06-15',
      time: '14:00',
      email: 'rita.reminded@example.co.uk',
    });
    const queue = recordingQueue();
    const bindings = { NOTIFY_QUEUE: queue.binding };

    await Promise.all([runCron(EVERY_FIVE_MINUTES, bindings, now), runCron(EVERY_FIVE_MINUTES, bindings, now)]);
    await runCron(EVERY_FIVE_MINUTES, bindings, now + 5 * MINUTE);
    const rows = await remindersOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: `visitor-reminder:${Date.parse('2027-06-15T13:00:00Z')}`,
      channel: 'email',
      status: 'pending',
      attempts: 0,
    });
    const outboxId = rows[0]?.id ?? '';
    expect(queue.bodies).toEqual([{ type: 'send', outboxId }]);

    // A queue delivers at least once: the same message twice still sends one email.
    const mailer = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent).toHaveLength(1);
    const [email] = mailer.sent;
    expect(email?.to).toEqual({ name: 'Rita Reminded', email: 'rita.reminded@example.co.uk' });
    expect(email?.subject).toBe('Reminder: your free consultation, Tuesday 15 June 2027 at 2:00pm (UK time)');
    const link = email?.text.match(/https:\/\/www\.pawsperity\.co\.uk\/bookings\/([A-Za-z0-9_-]{43})/);
    expect(link, email?.text).not.toBeNull();
    expect(decodeHtml(email?.html ?? '')).toContain(link?.[0]);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: 1 });

    // The link is this booking's: only the SHA-256 of its token is stored, against the booking.
    const stored = await env.DB.prepare('SELECT booking_id FROM booking_links WHERE token_hash = ?')
      .bind(await sha256Hex(link?.[1] ?? ''))
      .first('booking_id');
    expect(stored).toBe(id);

    // Later runs write nothing more for that slot.
    await runCron(EVERY_FIVE_MINUTES, bindings, now + 3 * HOUR);
    expect(await remindersOf(id)).toHaveLength(1);
    expect(queue.bodies).toHaveLength(1);
  });

  it('goes to pending and confirmed bookings whose slot starts within 24 hours, not to cancelled ones, nor to slots further away or already begun', async () => {
    const now = at('2027-06-14T09:00:00Z');
    const ids = {
      // Exactly 24 hours away, and booked less than a day ahead: both due now.
      confirmedIn24Hours: await storeBooking({
        slot: '2027-06-15T09:00:00Z',
        date: '2027-06-15',
        time: '10:00',
        status: 'confirmed',
      }),
      pendingInTwoHours: await storeBooking({ slot: '2027-06-14T11:00:00Z', date: '2027-06-14', time: '12:00' }),
      cancelled: await storeBooking({
        slot: '2027-06-14T13:00:00Z',
        date: '2027-06-14',
        time: '14:00',
        status: 'cancelled',
      }),
      completed: await storeBooking({
        slot: '2027-06-14T14:00:00Z',
        date: '2027-06-14',
        time: '15:00',
        status: 'completed',
      }),
      in24HoursAnd5Minutes: await storeBooking({ slot: '2027-06-15T09:05:00Z', date: '2027-06-15', time: '10:05' }),
      begun: await storeBooking({ slot: '2027-06-14T08:00:00Z', date: '2027-06-14', time: '9:00' }),
    };
    const queue = recordingQueue();
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, now);
    const counts = () => reminderCounts(ids);
    const remindedNow = {
      confirmedIn24Hours: 1,
      pendingInTwoHours: 1,
      cancelled: 0,
      completed: 0,
      in24HoursAnd5Minutes: 0,
      begun: 0,
    };
    expect(await counts()).toEqual(remindedNow);
    expect(queue.bodies).toHaveLength(2);

    // Five minutes on, the next one is due.
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, now + 5 * MINUTE);
    expect(await counts()).toEqual({ ...remindedNow, in24HoursAnd5Minutes: 1 });
    expect(queue.bodies).toHaveLength(3);
  });

  it('is sent again for the new slot of a moved booking, and not for a slot the booking no longer holds or once it is cancelled', async () => {
    const now = at('2027-06-14T14:00:00Z');
    const moved = await storeBooking({
      slot: '2027-06-15T08:00:00Z',
      date: '2027-06-15',
      time: '9:00',
      first: 'Moved',
    });
    const movedAway = await storeBooking({
      slot: '2027-06-15T10:00:00Z',
      date: '2027-06-15',
      time: '11:00',
      first: 'Away',
    });
    const cancelledLater = await storeBooking({
      slot: '2027-06-15T13:00:00Z',
      date: '2027-06-15',
      time: '14:00',
      first: 'Cancelled',
    });
    const queue = recordingQueue();
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, now);
    expect(queue.bodies).toHaveLength(3);

    // Before any is sent: one moves to another day within 24 hours, one to next week, one is cancelled.
    await moveBooking(moved, '2027-06-14T15:00:00Z', '2027-06-14', '16:00');
    await moveBooking(movedAway, '2027-06-22T10:00:00Z', '2027-06-22', '11:00');
    await env.DB.prepare("UPDATE consultation_bookings SET status = 'cancelled' WHERE id = ?")
      .bind(cancelledLater)
      .run();
    const mailer = recordingMailer();
    await deliver(queue.bodies.splice(0), { NOTIFY_EMAIL: mailer.binding });
    // Each reminder was for a slot its booking no longer holds: nothing goes, nothing is retried.
    expect(mailer.attempts).toBe(0);
    for (const id of [moved, movedAway, cancelledLater])
      expect((await remindersOf(id)).map((row) => row.status)).toEqual(['skipped']);

    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, now + 5 * MINUTE);
    const movedRows = await remindersOf(moved);
    expect(movedRows.map((row) => [row.message, row.status])).toEqual([
      [`visitor-reminder:${Date.parse('2027-06-15T08:00:00Z')}`, 'skipped'],
      [`visitor-reminder:${Date.parse('2027-06-14T15:00:00Z')}`, 'pending'],
    ]);
    expect(await remindersOf(movedAway)).toHaveLength(1);
    expect(await remindersOf(cancelledLater)).toHaveLength(1);
    expect(queue.bodies).toEqual([{ type: 'send', outboxId: movedRows[1]?.id }]);
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent.map((email) => email.subject)).toEqual([
      'Reminder: your free consultation, Monday 14 June 2027 at 4:00pm (UK time)',
    ]);

    // A week later the booking moved away is due for its new slot.
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, Date.parse('2027-06-21T10:00:00Z'));
    expect((await remindersOf(movedAway)).map((row) => row.status)).toEqual(['skipped', 'pending']);
  });

  it('is due 24 real hours before the slot across the change to and from British Summer Time', async () => {
    // Clocks go forward at 01:00 UTC on Sunday 28 March 2027 and back at 01:00 UTC on Sunday 31 October 2027.
    const slots = {
      // 9:00 BST on Tuesday 30 March 2027.
      tuesdayAfterSpringChange: await storeBooking({ slot: '2027-03-30T08:00:00Z', date: '2027-03-30', time: '9:00' }),
      // 9:00 BST on Monday 29 March: its reminder falls on the Sunday of the change, after it.
      mondayAfterSpringChange: await storeBooking({ slot: '2027-03-29T08:00:00Z', date: '2027-03-29', time: '9:00' }),
      // 9:00 GMT on Monday 1 November: the reminder falls on the Sunday the clocks went back.
      mondayAfterAutumnChange: await storeBooking({ slot: '2027-11-01T09:00:00Z', date: '2027-11-01', time: '9:00' }),
    };
    const queue = recordingQueue();
    const remindedAt = async (instant: string) => {
      await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, at(instant));
      return reminderCounts(slots);
    };
    // Cron instant, then [Tuesday after the spring change, Monday after it, Monday after the autumn change].
    const expected: [string, number, number, number][] = [
      ['2027-03-28T07:55:00Z', 0, 0, 0],
      ['2027-03-28T08:00:00Z', 0, 1, 0],
      ['2027-03-29T07:55:00Z', 0, 1, 0],
      ['2027-03-29T08:00:00Z', 1, 1, 0],
      ['2027-10-31T08:55:00Z', 1, 1, 0],
      ['2027-10-31T09:00:00Z', 1, 1, 1],
    ];
    for (const [instant, tuesdayAfterSpringChange, mondayAfterSpringChange, mondayAfterAutumnChange] of expected) {
      expect(await remindedAt(instant)).toEqual({
        tuesdayAfterSpringChange,
        mondayAfterSpringChange,
        mondayAfterAutumnChange,
      });
    }

    const mailer = recordingMailer();
    at('2027-03-29T08:00:00Z');
    const springRow = (await remindersOf(slots.tuesdayAfterSpringChange))[0]?.id;
    await deliver([{ type: 'send', outboxId: springRow }], { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent.map((email) => email.subject)).toEqual([
      'Reminder: your free consultation, Tuesday 30 March 2027 at 9:00am (UK time)',
    ]);
  });

  it('stays pending when the queue cannot take it, and the sweep queues it a few minutes later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const now = at('2027-06-14T09:00:00Z');
    const id = await storeBooking({ slot: '2027-06-15T08:00:00Z', date: '2027-06-15', time: '9:00' });
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: undefined }, now);
    const [row] = await remindersOf(id);
    expect(row).toMatchObject({ status: 'pending' });

    const queue = recordingQueue();
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, now + 15 * MINUTE);
    expect(queue.bodies).toEqual([{ type: 'send', outboxId: row?.id }]);
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it('is retried when sending fails, and after the last attempt shows as failed in /admin with Retry, which sends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const now = at('2027-06-14T09:00:00Z');
    const id = await storeBooking({ slot: '2027-06-15T08:00:00Z', date: '2027-06-15', time: '9:00', first: 'Fay' });
    const queue = recordingQueue();
    await runCron(EVERY_FIVE_MINUTES, { NOTIFY_QUEUE: queue.binding }, now);
    const outboxId = (await remindersOf(id))[0]?.id ?? '';

    const failing = recordingMailer({ fail: true });
    const first = await deliver(queue.bodies, { NOTIFY_EMAIL: failing.binding });
    expect(first.retryMessages).toHaveLength(1);
    expect(first.retryDelays[first.ids[0] ?? '']).toBeGreaterThan(0);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EmailSendError' });
    for (let attempt = 2; attempt <= 6; attempt += 1)
      await deliver(queue.bodies, { NOTIFY_EMAIL: failing.binding }, attempt);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'failed', attempts: 6 });
    expect(failing.attempts).toBe(6);

    vi.useRealTimers();
    const { page, queue: retryQueue, response: retried } = await pressRetry(outboxId);
    expect(page).toContain(`action="/admin/notifications/${outboxId}/retry"`);
    expect(decodeHtml(page)).toContain('Fay Reminded');
    expect(retried.status).toBe(303);
    const mailer = recordingMailer();
    await deliver(retryQueue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent.map((email) => email.subject)).toEqual([
      'Reminder: your free consultation, Tuesday 15 June 2027 at 9:00am (UK time)',
    ]);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'sent' });
  });
});
