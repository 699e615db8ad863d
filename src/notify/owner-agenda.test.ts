/**
 * The owner's agenda: each morning the 07:00 UTC cron (7am GMT, 8am BST)
 * writes one outbox row for today's London date, however often it fires, and
 * queues it; the consumer sends the day's consultations in time order, the
 * requests without a time, the free slots left and the week view, and says so
 * on a day with nothing booked. A failed one is retried and offered for Retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeHtml } from '../../test/support/page-html';
import {
  at,
  deliver,
  outboxRow,
  outboxRows,
  recordingMailer,
  recordingQueue,
  runCron,
  type SentEmail,
} from '../../test/support/notify';
import { pressRetry } from '../../test/support/notify-admin-retry';
import { type StoredBooking, storeBooking as storeConsultation } from '../../test/support/notify-bookings';
import { emptyTables } from '../../test/support/request';

const EACH_MORNING = '0 7 * * *';

beforeEach(async () => {
  await emptyTables(
    'notification_outbox',
    'consultation_bookings',
    'availability_settings',
    'blocked_dates',
    'audit_events',
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Every booking of the day from the same client address, as the agenda lists them. */
const storeBooking = (booking: StoredBooking) => storeConsultation({ email: 'client@example.co.uk', ...booking });

const agendaRows = () => outboxRows("item_kind = 'agenda'");

/** Runs the morning cron at this instant and sends what it queued; the agenda email, if one went. */
async function morning(instant: string): Promise<SentEmail | undefined> {
  const now = at(instant);
  const queue = recordingQueue();
  await runCron(EACH_MORNING, { NOTIFY_QUEUE: queue.binding }, now);
  const mailer = recordingMailer();
  await deliver(
    queue.bodies.filter((body) => (body as { type: string }).type === 'send'),
    { NOTIFY_EMAIL: mailer.binding },
  );
  return mailer.sent.find((email) => email.subject.startsWith("Today's consultations"));
}

describe("the owner's agenda", () => {
  it('lists the day’s consultations in time order with who, what, the status and a link, the requests without a time, the free slots and the week', async () => {
    // Tuesday 1 June 2027, British Summer Time: 9:00 is 08:00 UTC.
    const carla = await storeBooking({
      first: 'Carla',
      last: 'Confirmed',
      status: 'confirmed',
      date: '2027-06-01',
      time: '14:00',
      slot: '2027-06-01T13:00:00Z',
    });
    const peter = await storeBooking({
      first: 'Peter',
      last: 'Pending',
      services: ['business-planning', 'bespoke-consultation'],
      date: '2027-06-01',
      time: '9:00',
      slot: '2027-06-01T08:00:00Z',
    });
    const rosa = await storeBooking({ first: 'Rosa', last: 'Request', date: '2027-06-01' });
    await storeBooking({
      first: 'Colin',
      last: 'Cancelled',
      status: 'cancelled',
      date: '2027-06-01',
      time: '10:00',
      slot: '2027-06-01T09:00:00Z',
    });
    await storeBooking({
      first: 'Walter',
      last: 'Wednesday',
      date: '2027-06-02',
      time: '9:00',
      slot: '2027-06-02T08:00:00Z',
    });

    const email = await morning('2027-06-01T07:00:00Z');
    expect(email?.to).toBe('hello@pawsperity.co.uk');
    expect(email?.from).toEqual({ name: 'Pawsperity Consulting website', email: 'notifications@pawsperity.co.uk' });
    expect(email?.subject).toBe("Today's consultations: Tuesday 1 June 2027 (3 booked)");
    const text = email?.text ?? '';
    const order = [
      '9:00am  Peter Pending (Pending)',
      'Business Plan (£1,995)',
      `/admin/items/booking/${peter}`,
      '2:00pm  Carla Confirmed (Confirmed)',
      `/admin/items/booking/${carla}`,
    ];
    const positions = order.map((expected) => text.indexOf(expected));
    expect(
      positions.every((position) => position >= 0),
      text,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Asked for today without a slot (1)');
    expect(text).toContain('No time chosen  Rosa Request (Pending)');
    expect(text).toContain(`https://www.pawsperity.co.uk/admin/items/booking/${rosa}`);
    // Six slots on a Tuesday, two held (the cancelled one's is free again).
    expect(text).toContain('4 slots are still free today.');
    expect(text).toContain('https://www.pawsperity.co.uk/admin/calendar');
    expect(text).not.toContain('Colin');
    expect(text).not.toContain('Walter');
    const html = decodeHtml(email?.html ?? '');
    for (const expected of [
      'Peter Pending (Pending)',
      'Carla Confirmed (Confirmed)',
      'Rosa Request (Pending)',
      '4 slots are still free today.',
      'Open the week',
    ]) {
      expect(html).toContain(expected);
    }
    expect(email?.html).toContain(`href="https://www.pawsperity.co.uk/admin/items/booking/${peter}"`);
    expect(email?.html).toContain('href="https://www.pawsperity.co.uk/admin/calendar"');
    expect((await agendaRows()).map((row) => [row.item_id, row.message, row.channel, row.status])).toEqual([
      ['2027-06-01', 'owner-agenda', 'email', 'sent'],
    ]);
  });

  it('goes on a day with nothing booked, and says so', async () => {
    // Tuesday 7 December 2027, Greenwich Mean Time.
    const email = await morning('2027-12-07T07:00:00Z');
    expect(email?.subject).toBe("Today's consultations: Tuesday 7 December 2027 (none booked)");
    expect(email?.text).toContain('No consultations booked today.');
    expect(email?.text).toContain('6 slots are still free today.');
    expect(decodeHtml(email?.html ?? '')).toContain('No consultations booked today.');
  });

  it('says why no slot is offered on a bank holiday', async () => {
    const email = await morning('2027-05-31T07:00:00Z');
    expect(email?.subject).toBe("Today's consultations: Monday 31 May 2027 (none booked)");
    expect(email?.text).toContain('No slots are offered today: it is a bank holiday (Spring bank holiday).');
  });

  it('is written once a day, even when the cron fires twice or at the same time', async () => {
    const now = at('2027-06-01T07:00:00Z');
    const queue = recordingQueue();
    const bindings = { NOTIFY_QUEUE: queue.binding };
    await Promise.all([runCron(EACH_MORNING, bindings, now), runCron(EACH_MORNING, bindings, now)]);
    await runCron(EACH_MORNING, bindings, now + 60_000);
    const rows = await agendaRows();
    expect(rows.map((row) => row.item_id)).toEqual(['2027-06-01']);
    const sends = queue.bodies.filter((body) => (body as { type: string }).type === 'send');
    expect(sends).toEqual([{ type: 'send', outboxId: rows[0]?.id }]);
    const mailer = recordingMailer();
    await deliver([...sends, ...sends], { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent).toHaveLength(1);
  });

  it('is for the London date: 07:00 UTC in winter and in summer, and just after midnight in summer', async () => {
    const dateAt = async (instant: string) => {
      await emptyTables('notification_outbox');
      await runCron(EACH_MORNING, { NOTIFY_QUEUE: recordingQueue().binding }, at(instant));
      return (await agendaRows()).map((row) => row.item_id);
    };
    expect(await dateAt('2027-12-07T07:00:00Z')).toEqual(['2027-12-07']);
    expect(await dateAt('2027-06-01T07:00:00Z')).toEqual(['2027-06-01']);
    expect(await dateAt('2027-06-01T00:30:00Z')).toEqual(['2027-06-01']);
    // 23:30 UTC on 31 May is 00:30 BST on 1 June.
    expect(await dateAt('2027-05-31T23:30:00Z')).toEqual(['2027-06-01']);
    // And in winter the same UTC time is still the day before.
    expect(await dateAt('2027-12-06T23:30:00Z')).toEqual(['2027-12-06']);
  });

  it('is retried when sending fails, shows as failed in /admin with Retry after the last attempt, and is skipped once its day is over', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const now = at('2027-06-01T07:00:00Z');
    const queue = recordingQueue();
    await runCron(EACH_MORNING, { NOTIFY_QUEUE: queue.binding }, now);
    const outboxId = (await agendaRows())[0]?.id ?? '';
    const send = [{ type: 'send', outboxId }];
    const failing = recordingMailer({ fail: true });
    const first = await deliver(send, { NOTIFY_EMAIL: failing.binding });
    expect(first.retryMessages).toHaveLength(1);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EmailSendError' });
    for (let attempt = 2; attempt <= 6; attempt += 1) await deliver(send, { NOTIFY_EMAIL: failing.binding }, attempt);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'failed', attempts: 6 });

    const { page, queue: retryQueue, response: retried } = await pressRetry(outboxId);
    expect(page).toContain(`action="/admin/notifications/${outboxId}/retry"`);
    expect(decodeHtml(page)).toContain('Your morning agenda');
    expect(page).toContain('href="/admin/calendar?from=2027-06-01"');
    expect(decodeHtml(page)).toContain('Tuesday 1 June 2027');
    expect(retried.status).toBe(303);
    expect(retryQueue.bodies).toEqual(send);

    // Pressed the next day, "today's consultations" would no longer be true: nothing goes.
    at('2027-06-02T09:00:00Z');
    const mailer = recordingMailer();
    await deliver(retryQueue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.attempts).toBe(0);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'skipped' });
  });

  it('is deleted by the retention job once its record is past the retention period, like every delivery record', async () => {
    await morning('2027-06-01T07:00:00Z');
    expect(await agendaRows()).toHaveLength(1);
    const now = at('2027-08-01T03:15:00Z');
    await runCron('15 3 * * *', {}, now);
    expect(await agendaRows()).toHaveLength(1);
    await runCron('15 3 * * *', {}, at('2027-09-01T03:15:00Z'));
    expect(await agendaRows()).toEqual([]);
  });
});
