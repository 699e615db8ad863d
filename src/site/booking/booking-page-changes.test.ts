/**
 * Moving and cancelling on the visitor's booking page under the race rule
 * until the cut-off, and the owner's confirm and move reaching the visitor.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postForm, request } from '../../../test/support/request';
import { at, recordingQueue, submit } from '../../../test/support/notify';
import { signedInBrowser } from '../../../test/support/admin';
import { bookableSlot, freshSlot } from '../../../test/support/london-dates';
import {
  book,
  bookingStatus,
  emptyBookingTables,
  outboxEntry,
  outboxMessages,
  sameOrigin,
  sendQueued,
  type Slot,
  visitor,
} from '../../../test/support/forms-booking';

type Owner = Awaited<ReturnType<typeof signedInBrowser>>;

/** The owner confirms the pending booking on its back-office page. */
const confirmInBackOffice = (owner: Owner, id: string) =>
  owner.post(`/admin/items/booking/${id}/status`, { csrf: owner.csrf, from: 'pending', to: 'confirmed' });

/** The owner moves the booking to this slot on its back-office page, from the calendar sequence shown there. */
const moveInBackOffice = (owner: Owner, id: string, slot: Slot, sequence: string) =>
  owner.post(`/admin/items/booking/${id}/move`, {
    csrf: owner.csrf,
    date: slot.preferredDate,
    time: slot.preferredTime,
    sequence,
  });

beforeEach(emptyBookingTables);

afterEach(() => {
  vi.useRealTimers();
});

describe('a booking with a slot', () => {
  it('moves to a free slot (SEQUENCE up, owner and visitor emailed, audited), refuses a taken one, then cancels and frees the slot', async () => {
    const first = bookableSlot(10);
    const target = bookableSlot(11);
    const taken = bookableSlot(12);
    const booked = await book(first);
    await book(taken);
    const token = booked.page;

    const refused = await postForm(
      `${token}/move`,
      { date: taken.preferredDate, time: taken.preferredTime, sequence: '0' },
      sameOrigin,
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain('notice=not-bookable');

    const moved = await postForm(
      `${token}/move`,
      { date: target.preferredDate, time: target.preferredTime, sequence: '0' },
      sameOrigin,
    );
    expect(moved.headers.get('location')).toContain('notice=moved');
    const row = await env.DB.prepare(
      'SELECT preferred_date, preferred_time, calendar_sequence, status FROM consultation_bookings WHERE id = ?',
    )
      .bind(booked.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      preferred_date: target.preferredDate,
      preferred_time: target.preferredTime,
      calendar_sequence: 1,
      status: 'pending',
    });
    expect(await outboxMessages(booked.id)).toEqual(['lead', 'owner-changed:1', 'visitor-booked', 'visitor-moved:1']);
    const audit = await env.DB.prepare(
      "SELECT action, detail FROM audit_events WHERE item_id = ? AND action = 'booking.move'",
    )
      .bind(booked.id)
      .first();
    expect(audit).toMatchObject({ detail: 'by the visitor' });

    // A form shown before the move is stale now.
    const stale = await postForm(`${token}/cancel`, { sequence: '0' }, sameOrigin);
    expect(stale.headers.get('location')).toContain('notice=stale');

    const cancelled = await postForm(`${token}/cancel`, { sequence: '1' }, sameOrigin);
    expect(cancelled.headers.get('location')).toContain('notice=cancelled');
    const sent = await sendQueued(
      (
        await env.DB.prepare("SELECT id FROM notification_outbox WHERE message = 'visitor-cancelled:2'").all<{
          id: string;
        }>()
      ).results.map((entry) => ({
        type: 'send',
        outboxId: entry.id,
      })),
    );
    expect(sent[0]?.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(sent[0]?.attachments[0]?.content).toContain('SEQUENCE:2');
    // The slot is free again for someone else.
    const again = await submit(
      '/api/consultation-bookings',
      { ...visitor(target), email: 'next@example.co.uk' },
      { NOTIFY_QUEUE: recordingQueue().binding },
    );
    expect(again.status).toBe(201);
  });

  it('a confirmed booking the visitor moves is pending again until the owner confirms the new time, and the email says so', async () => {
    const booked = await book(bookableSlot(30));
    const target = bookableSlot(31);
    await confirmInBackOffice(await signedInBrowser(), booked.id);
    const moved = await postForm(
      `${booked.page}/move`,
      { date: target.preferredDate, time: target.preferredTime, sequence: '1' },
      sameOrigin,
    );
    expect(moved.headers.get('location')).toContain('notice=moved');
    const row = await env.DB.prepare('SELECT status, calendar_sequence FROM consultation_bookings WHERE id = ?')
      .bind(booked.id)
      .first();
    expect(row).toMatchObject({ status: 'pending', calendar_sequence: 2 });
    const audit = await env.DB.prepare(
      "SELECT from_status, to_status, detail FROM audit_events WHERE item_id = ? AND action = 'status' ORDER BY created_at",
    )
      .bind(booked.id)
      .all();
    expect(audit.results).toEqual([
      { from_status: 'pending', to_status: 'confirmed', detail: null },
      { from_status: 'confirmed', to_status: 'pending', detail: 'by the visitor' },
    ]);
    const outbox = await outboxEntry(booked.id, 'visitor-moved:2');
    const [email] = await sendQueued([{ type: 'send', outboxId: outbox?.id }]);
    expect(email?.text).toContain('We will confirm the new time within 24 hours; it is held for you meanwhile.');
    expect(email?.attachments[0]?.content).toContain('STATUS:TENTATIVE');
  });

  it('cannot be changed on the page within 24 hours of the slot: the page says how to reach us and a post is refused', async () => {
    const booked = await book(freshSlot());
    await env.DB.prepare('UPDATE consultation_bookings SET slot_starts_at = ? WHERE id = ?')
      .bind(Date.now() + 23 * 3_600_000, booked.id)
      .run();
    const html = await (await request(booked.page)).text();
    expect(html).toContain('can no longer be changed here');
    expect(html).toContain('0306 999 0123');
    expect(html).not.toContain('Cancel my consultation');
    const refused = await postForm(`${booked.page}/cancel`, { sequence: '0' }, sameOrigin);
    expect(refused.headers.get('location')).toContain('notice=too-late');
    expect(await bookingStatus(booked.id)).toBe('pending');
  });

  it('a booking from before slots were held (no slot kept) still closes to changes 24 hours before the time it asked for', async () => {
    const booked = await book(freshSlot());
    const soon = new Date(Date.now() + 23 * 3_600_000);
    const london = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    const parts = Object.fromEntries(london.formatToParts(soon).map((part) => [part.type, part.value]));
    await env.DB.prepare(
      'UPDATE consultation_bookings SET slot_starts_at = NULL, preferred_date = ?, preferred_time = ? WHERE id = ?',
    )
      .bind(`${parts.year}-${parts.month}-${parts.day}`, `${Number(parts.hour)}:00`, booked.id)
      .run();
    const html = await (await request(booked.page)).text();
    expect(html).toContain('can no longer be changed here');
    const refused = await postForm(`${booked.page}/cancel`, { sequence: '0' }, sameOrigin);
    expect(refused.headers.get('location')).toContain('notice=too-late');
    expect(await bookingStatus(booked.id)).toBe('pending');
  });

  it('once completed, the page thanks the visitor and offers nothing to change; a post is answered with the booking as it is', async () => {
    const booked = await book(freshSlot());
    await env.DB.prepare("UPDATE consultation_bookings SET status = 'completed' WHERE id = ?").bind(booked.id).run();
    const html = await (await request(booked.page)).text();
    expect(html).toContain('Your consultation has taken place');
    expect(html).not.toContain('can no longer be changed here');
    expect(html).not.toContain('Cancel my consultation');
    const refused = await postForm(`${booked.page}/cancel`, { sequence: '0' }, sameOrigin);
    expect(refused.headers.get('location')).toContain('notice=stale');
  });

  it('a cancelled booking’s invitation is a CANCEL, and says so in its content type too', async () => {
    const booked = await book(freshSlot());
    const cancelled = await postForm(`${booked.page}/cancel`, { sequence: '0' }, sameOrigin);
    expect(cancelled.headers.get('location')).toContain('notice=cancelled');
    const calendar = await request(booked.calendar ?? '');
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(await calendar.text()).toContain('METHOD:CANCEL');
  });

  it('offers moves from the first day with a bookable time, not from today', async () => {
    // Ten working days ahead: still changeable on the day below.
    const booked = await book(bookableSlot(60));
    // 24 hours' notice: at 9:30 on Monday 30 November nothing is bookable before Tuesday 1 December.
    at('2026-11-30T09:30:00Z');
    const html = await (await request(booked.page)).text();
    expect(html).toMatch(/id="move-date"[^>]*min="2026-12-01"/);
  });
});

describe('the owner, in the back office', () => {
  it('confirms a booking and the visitor is sent a CONFIRMED invitation with a raised SEQUENCE; moving it sends the new slot', async () => {
    const booked = await book(freshSlot());
    const owner = await signedInBrowser();
    const confirmed = await confirmInBackOffice(owner, booked.id);
    expect(confirmed.status).toBe(303);
    const confirmation = await outboxEntry(booked.id, 'visitor-confirmed:1');
    expect(confirmation).not.toBeNull();
    const [email] = await sendQueued([{ type: 'send', outboxId: confirmation?.id }]);
    expect(email?.subject).toMatch(/^Confirmed: your free consultation on /);
    expect(email?.attachments[0]?.content).toContain('STATUS:CONFIRMED');
    expect(email?.attachments[0]?.content).toContain('SEQUENCE:1');

    const target = freshSlot();
    const moved = await moveInBackOffice(owner, booked.id, target, '1');
    expect(moved.headers.get('location')).toContain('notice=moved');
    // The owner moved it: the visitor hears, the owner is not told of their own change.
    expect(await outboxMessages(booked.id)).toEqual([
      'lead',
      'visitor-booked',
      'visitor-confirmed:1',
      'visitor-moved:2',
    ]);
    const held = await env.DB.prepare(
      'SELECT preferred_date, preferred_time, status FROM consultation_bookings WHERE id = ?',
    )
      .bind(booked.id)
      .first();
    expect(held).toMatchObject({
      preferred_date: target.preferredDate,
      preferred_time: target.preferredTime,
      status: 'confirmed',
    });
  });

  it('cannot move a booking onto a slot another booking holds', async () => {
    const booked = await book(freshSlot());
    const other = freshSlot();
    await book(other);
    const owner = await signedInBrowser();
    const refused = await moveInBackOffice(owner, booked.id, other, '0');
    expect(refused.headers.get('location')).toContain('notice=slot-taken');
  });
});
