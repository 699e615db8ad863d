/**
 * The visitor keeps the booking: the emails that follow it, the private
 * booking page and its invitation, moving and cancelling under the race rule
 * until the cut-off, and the owner's confirm reaching the visitor.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTables, postForm, request, unavailableDatabase } from '../../../test/support/request';
import { at, deliver, recordingMailer, recordingQueue, submit } from '../../../test/support/notify';
import { signedInBrowser } from '../../../test/support/admin';
import { bookableSlot, freshSlot } from '../../../test/support/london-dates';

const noSlot = { preferredDate: '', preferredTime: '' };

const visitor = (slot: { preferredDate: string; preferredTime: string } = noSlot) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.co.uk',
  phone: '',
  businessType: 'daycare',
  services: ['business-planning'],
  projectDetails: 'A 20-dog daycare near Leeds.',
  ...slot,
  website: '',
});

interface Booked {
  page: string;
  calendar?: string;
  id: string;
  queued: unknown[];
}

/** Books through the API with a recording queue; the page link from the answer, the row id, and what was queued. */
async function book(slot: Parameters<typeof visitor>[0]): Promise<Booked> {
  const queue = recordingQueue();
  const response = await submit('/api/consultation-bookings', visitor(slot), { NOTIFY_QUEUE: queue.binding });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { page: string; calendar?: string } };
  const row = await env.DB.prepare('SELECT id FROM consultation_bookings ORDER BY created_at DESC LIMIT 1').first<{
    id: string;
  }>();
  return { ...booking, id: row?.id ?? '', queued: queue.bodies };
}

/** Sends everything on the queue through the Worker's consumer with a recording mailer. */
async function sendQueued(bodies: unknown[]) {
  const mailer = recordingMailer();
  await deliver(bodies, { NOTIFY_EMAIL: mailer.binding });
  return mailer.sent;
}

const sameOrigin = { origin: 'https://www.pawsperity.co.uk' };

beforeEach(async () => {
  await emptyTables(
    'consultation_bookings',
    'booking_links',
    'notification_outbox',
    'audit_events',
    'blocked_dates',
    'email_deliveries',
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** "Tuesday 1 December 2026", as a UK reader writes the day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');

describe('a booking with a slot', () => {
  it('emails the visitor the UK date and time, services, estimate, what the consultation is, an invitation and the booking link', async () => {
    const slot = bookableSlot(3);
    const booked = await book(slot);
    const sent = await sendQueued(booked.queued);
    const toVisitor = sent.find((email) => JSON.stringify(email.to).includes('priya.shah@example.co.uk'));
    expect(toVisitor).toBeDefined();
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(new Date(`${slot.preferredDate}T12:00:00Z`))
      .replace(',', '');
    expect(toVisitor?.subject).toContain(day);
    expect(toVisitor?.text).toContain('Business Plan (£1,995)');
    expect(toVisitor?.text).toContain('Estimate for that work: £1,995');
    expect(toVisitor?.text).toContain('lasts 30 minutes and is held by video call or phone');
    const link = /https?:\/\/[^\s]+\/bookings\/[A-Za-z0-9_-]{43}/.exec(toVisitor?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    // The emailed link opens the same booking as the one on step 4.
    expect((await request(new URL(link).pathname)).status).toBe(200);
    const ics = toVisitor?.attachments.find((attachment) => attachment.filename === 'consultation.ics')?.content ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(ics).toContain(`UID:booking-${booked.id}@pawsperity.co.uk`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('BEGIN:VALARM');
    const [hours = '0'] = slot.preferredTime.split(':');
    expect(ics).toContain(
      `DTSTART;TZID=Europe/London:${slot.preferredDate.replace(/-/g, '')}T${hours.padStart(2, '0')}0000`,
    );
  });

  it('has a private page: no-store, noindex, no path in referrers, the invitation to download; an unknown token is a 404', async () => {
    const booked = await book(freshSlot());
    const page = await request(booked.page);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    // Another site is never sent the path (and so never the token).
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Priya');
    expect(html).not.toContain('priya.shah@example.co.uk');
    const calendar = await request(booked.calendar ?? '');
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(await calendar.text()).toContain(`UID:booking-${booked.id}@pawsperity.co.uk`);
    // Only the hash of the token is stored.
    const token = booked.page.split('/').pop() ?? '';
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM booking_links WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect((await request(`/bookings/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await request('/bookings/short')).status).toBe(404);
  });

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
    const messages = await env.DB.prepare('SELECT message FROM notification_outbox WHERE item_id = ? ORDER BY message')
      .bind(booked.id)
      .all<{ message: string }>();
    expect(messages.results.map((entry) => entry.message)).toEqual([
      'lead',
      'owner-changed:1',
      'visitor-booked',
      'visitor-moved:1',
    ]);
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
    const owner = await signedInBrowser();
    await owner.post(`/admin/items/booking/${booked.id}/status`, {
      csrf: owner.csrf,
      from: 'pending',
      to: 'confirmed',
    });
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
    const outbox = await env.DB.prepare(
      "SELECT id FROM notification_outbox WHERE item_id = ? AND message = 'visitor-moved:2'",
    )
      .bind(booked.id)
      .first<{ id: string }>();
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
    const row = await env.DB.prepare('SELECT status FROM consultation_bookings WHERE id = ?')
      .bind(booked.id)
      .first<{ status: string }>();
    expect(row?.status).toBe('pending');
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
    const row = await env.DB.prepare('SELECT status FROM consultation_bookings WHERE id = ?')
      .bind(booked.id)
      .first<{ status: string }>();
    expect(row?.status).toBe('pending');
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

  it('when the database cannot be reached, the page says so (503, Retry-After, never cached) and changes nothing', async () => {
    const booked = await book(freshSlot());
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = await request(booked.page, undefined, { DB: unavailableDatabase });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('We could not reach your booking just now, and nothing was changed.');
      const post = await request(
        `${booked.page}/cancel`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin },
          body: 'sequence=0',
          redirect: 'manual',
        },
        { DB: unavailableDatabase },
      );
      expect(post.status).toBe(503);
    } finally {
      quiet.mockRestore();
    }
    const row = await env.DB.prepare('SELECT status FROM consultation_bookings WHERE id = ?')
      .bind(booked.id)
      .first<{ status: string }>();
    expect(row?.status).toBe('pending');
  });

  it('a post whose body cannot be read is refused (4xx), never a server error, and changes nothing', async () => {
    const booked = await book(freshSlot());
    const broken = await request(`${booked.page}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', ...sameOrigin },
      body: 'sequence=0',
      redirect: 'manual',
    });
    expect(broken.status).toBeGreaterThanOrEqual(300);
    expect(broken.status).toBeLessThan(500);
    const row = await env.DB.prepare('SELECT status FROM consultation_bookings WHERE id = ?')
      .bind(booked.id)
      .first<{ status: string }>();
    expect(row?.status).toBe('pending');
  });

  it('a repeat of a stored booking is answered as the original was, even after its day was blocked', async () => {
    const slot = bookableSlot(20);
    const body = { ...visitor(slot), submissionId: crypto.randomUUID() };
    const first = await submit('/api/consultation-bookings', body, { NOTIFY_QUEUE: recordingQueue().binding });
    expect(first.status).toBe(201);
    await env.DB.prepare(
      "INSERT INTO blocked_dates (id, starts_on, ends_on, reason) VALUES ('b1', ?, ?, 'Training day')",
    )
      .bind(slot.preferredDate, slot.preferredDate)
      .run();
    const repeat = await submit('/api/consultation-bookings', body, { NOTIFY_QUEUE: recordingQueue().binding });
    expect(repeat.status).toBe(201);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM consultation_bookings').first<{ n: number }>();
    expect(count?.n).toBe(1);
    // Someone else asking for the same day now is refused.
    const other = await submit(
      '/api/consultation-bookings',
      { ...visitor(slot), email: 'other@example.co.uk' },
      { NOTIFY_QUEUE: recordingQueue().binding },
    );
    expect(other.status).toBe(400);
  });

  it('a booking email retried after the consultation has passed is not sent: it would invite the visitor to a time gone by', async () => {
    const slot = bookableSlot(4);
    const booked = await book(slot);
    const starts =
      (
        await env.DB.prepare('SELECT slot_starts_at AS t FROM consultation_bookings WHERE id = ?')
          .bind(booked.id)
          .first<{ t: number }>()
      )?.t ?? 0;
    at(new Date(starts + 3_600_000).toISOString());
    const sent = await sendQueued(booked.queued);
    expect(sent.filter((email) => JSON.stringify(email.to).includes('priya.shah@example.co.uk'))).toEqual([]);
    expect(sent.some((email) => email.subject.includes(longDay(slot.preferredDate)))).toBe(false);
  });
});

describe('a booking with a day but no time', () => {
  it('has no invitation to download yet: the address says so and points back to the booking', async () => {
    const booked = await book({ preferredDate: freshSlot().preferredDate, preferredTime: '' });
    const calendar = await request(`${booked.page}/consultation.ics`);
    expect(calendar.status).toBe(404);
    expect(calendar.headers.get('cache-control')).toBe('no-store');
    const html = await calendar.text();
    expect(html).toContain('This booking has no time yet, so there is nothing to add to your calendar.');
    expect(html).toContain(`href="${booked.page}"`);
  });
});

describe('a booking without a slot', () => {
  it('gets an acknowledgement without an invitation, and a page link', async () => {
    const booked = await book(noSlot);
    expect(booked.calendar).toBeUndefined();
    const sent = await sendQueued(booked.queued);
    const toVisitor = sent.find((email) => JSON.stringify(email.to).includes('priya.shah@example.co.uk'));
    expect(toVisitor?.subject).toBe('We have your consultation request');
    expect(toVisitor?.text).toContain('within 24 hours to propose a time');
    expect(toVisitor?.attachments).toEqual([]);
  });
});

describe('the owner, in the back office', () => {
  it('confirms a booking and the visitor is sent a CONFIRMED invitation with a raised SEQUENCE; moving it sends the new slot', async () => {
    const booked = await book(freshSlot());
    const owner = await signedInBrowser();
    const confirmed = await owner.post(`/admin/items/booking/${booked.id}/status`, {
      csrf: owner.csrf,
      from: 'pending',
      to: 'confirmed',
    });
    expect(confirmed.status).toBe(303);
    const confirmation = await env.DB.prepare(
      "SELECT id FROM notification_outbox WHERE item_id = ? AND message = 'visitor-confirmed:1'",
    )
      .bind(booked.id)
      .first<{ id: string }>();
    expect(confirmation).not.toBeNull();
    const [email] = await sendQueued([{ type: 'send', outboxId: confirmation?.id }]);
    expect(email?.subject).toMatch(/^Confirmed: your free consultation on /);
    expect(email?.attachments[0]?.content).toContain('STATUS:CONFIRMED');
    expect(email?.attachments[0]?.content).toContain('SEQUENCE:1');

    const target = freshSlot();
    const moved = await owner.post(`/admin/items/booking/${booked.id}/move`, {
      csrf: owner.csrf,
      date: target.preferredDate,
      time: target.preferredTime,
      sequence: '1',
    });
    expect(moved.headers.get('location')).toContain('notice=moved');
    const messages = await env.DB.prepare('SELECT message FROM notification_outbox WHERE item_id = ? ORDER BY message')
      .bind(booked.id)
      .all<{ message: string }>();
    // The owner moved it: the visitor hears, the owner is not told of their own change.
    expect(messages.results.map((entry) => entry.message)).toEqual([
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
    const refused = await owner.post(`/admin/items/booking/${booked.id}/move`, {
      csrf: owner.csrf,
      date: other.preferredDate,
      time: other.preferredTime,
      sequence: '0',
    });
    expect(refused.headers.get('location')).toContain('notice=slot-taken');
  });
});
