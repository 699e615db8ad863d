/**
 * The attacks of issue 30 replayed against bookings: booking with someone
 * else's address and churning it, repeating a submission id to reach a stored
 * booking, flooding the booking page's posts.
 * One client holding the diary: booking-fair-share.test.ts.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { count, expectErrorShape, request, withinOneRateLimitWindow } from '../../../test/support/request';
import { deliver, recordingMailer, recordingQueue } from '../../../test/support/notify';
import { bookableSlot } from '../../../test/support/london-dates';
import {
  booking,
  bookFrom,
  clientAddresses,
  emptyBookingTables,
  noticeOf,
  ORIGIN,
  postAskingForPage,
  postOnPage,
} from '../../../test/support/forms-booking';
import { seededDetails } from '../../content/business-details';

/** A client address no other test of this file uses. */
const newClient = clientAddresses(1);

beforeEach(emptyBookingTables);

afterEach(() => {
  vi.useRealTimers();
});

describe("a booking made with someone else's address", () => {
  it('moves at most 3 times, keeps one private link, and gives the owner one email for the burst', async () => {
    const victim = 'victim@example.co.uk';
    const queue = recordingQueue();
    const answer = await bookFrom(newClient(), booking(victim, bookableSlot(0)), queue);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { page } = ((await answer.json()) as { booking: { page: string } }).booking;
    const row = await env.DB.prepare('SELECT id FROM consultation_bookings WHERE email = ?')
      .bind(victim)
      .first<{ id: string }>();
    const bookingId = row?.id ?? '';

    // Each move from an address of its own, so only the move limit can stop it.
    const notices: string[] = [];
    for (let move = 1; move <= 30; move += 1) {
      const current = await env.DB.prepare(
        'SELECT calendar_sequence AS sequence FROM consultation_bookings WHERE id = ?',
      )
        .bind(bookingId)
        .first<{ sequence: number }>();
      const to = bookableSlot(move);
      const moved = await postOnPage(
        `${page}/move`,
        { date: to.preferredDate, time: to.preferredTime, sequence: String(current?.sequence) },
        newClient(),
        {
          NOTIFY_QUEUE: queue.binding,
        },
      );
      expect(moved.status).toBe(303);
      notices.push(noticeOf(moved));
    }
    expect(notices.filter((notice) => notice === 'moved')).toHaveLength(siteConfig.bookings.maxVisitorMoves);
    expect(notices.slice(siteConfig.bookings.maxVisitorMoves).every((notice) => notice === 'move-limit')).toBe(true);
    expect(
      await count("SELECT count(*) AS n FROM audit_events WHERE item_id = ? AND action = 'booking.move'", bookingId),
    ).toBe(3);

    // The page says plainly it can no longer be moved online and how to reach us; cancelling is still offered.
    const shown = await (await request(page)).text();
    expect(shown).toContain('the most we allow online, so it can no longer be moved');
    expect(shown).toContain(seededDetails.phoneDisplay);
    expect(shown).not.toContain(`action="${page}/move"`);
    expect(shown).toContain(`action="${page}/cancel"`);

    // One private link: the 201 answer's, carried by every email about the booking.
    expect(await count('SELECT count(*) AS n FROM booking_links WHERE booking_id = ?', bookingId)).toBe(1);
    const visitorRows = await env.DB.prepare(
      "SELECT id FROM notification_outbox WHERE item_id = ? AND message LIKE 'visitor-%'",
    )
      .bind(bookingId)
      .all<{ id: string }>();
    expect(visitorRows.results).toHaveLength(1 + 3);
    const mailer = recordingMailer();
    await deliver(
      visitorRows.results.map((entry) => ({ type: 'send', outboxId: entry.id })),
      { NOTIFY_EMAIL: mailer.binding },
    );
    expect(mailer.sent.length).toBeGreaterThan(0);
    for (const email of mailer.sent) expect(email.text).toContain(`${ORIGIN}${page}`);
    expect(await count('SELECT count(*) AS n FROM booking_links WHERE booking_id = ?', bookingId)).toBe(1);

    // The owner: one email, due 10 minutes after the first change, describing the booking as it is when it goes.
    const ownerRows = await env.DB.prepare(
      "SELECT id, next_attempt_at, created_at FROM notification_outbox WHERE item_id = ? AND message LIKE 'owner-changed:%'",
    )
      .bind(bookingId)
      .all<{ id: string; next_attempt_at: number; created_at: number }>();
    expect(ownerRows.results).toHaveLength(1);
    const [ownerRow] = ownerRows.results;
    expect((ownerRow?.next_attempt_at ?? 0) - (ownerRow?.created_at ?? 0)).toBe(10 * 60 * 1000);
    const ownerMailer = recordingMailer();
    await deliver([{ type: 'send', outboxId: ownerRow?.id }], { NOTIFY_EMAIL: ownerMailer.binding });
    expect(ownerMailer.sent).toHaveLength(1);
    expect(ownerMailer.sent[0]?.subject).toMatch(/^Booking moved by Priya Shah: /);
    expect(ownerMailer.sent[0]?.to).toEqual(siteConfig.notifications.to);

    // Cancelling stays possible after the moves are used up.
    const sequence = await count('SELECT calendar_sequence AS n FROM consultation_bookings WHERE id = ?', bookingId);
    const cancelled = await postOnPage(`${page}/cancel`, { sequence: String(sequence) }, newClient(), {
      NOTIFY_QUEUE: queue.binding,
    });
    expect(cancelled.headers.get('location')).toContain('notice=cancelled');
  });
});

describe('posts to the booking page', () => {
  it('beyond the per-client limit get 429 with Retry-After, before the body is read', async () => {
    await withinOneRateLimitWindow();
    const client = newClient();
    const unknownLink = `/bookings/${'B'.repeat(43)}/cancel`;
    for (let post = 0; post < 20; post += 1) {
      expect((await postOnPage(unknownLink, { sequence: '0' }, client)).status).toBe(404);
    }
    let bodyRead = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          bodyRead = true;
          controller.enqueue(new TextEncoder().encode('sequence=0'));
          controller.close();
        },
      },
      // Nothing is pulled until someone reads the body.
      { highWaterMark: 0 },
    );
    // Another booking's link from the same client counts against the same allowance.
    const refused = await request(`/bookings/${'C'.repeat(43)}/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': client },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectErrorShape(refused, 429, 'rate_limited');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(bodyRead).toBe(false);

    // A page's own form post (asking for HTML) gets a page, with the same status and Retry-After.
    const page = await postAskingForPage(unknownLink, 'sequence=0', client);
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('60');
    expect(await page.text()).toContain('Too many submissions just now');
    // Another client is not held back.
    expect((await postOnPage(unknownLink, { sequence: '0' }, newClient())).status).toBe(404);
  });
});

describe('a repeated submission id', () => {
  it('with another address is refused (409 duplicate_submission) and reveals nothing; with the same address it gets the same link', async () => {
    const submissionId = crypto.randomUUID();
    const original = await bookFrom(newClient(), booking('owner.of.it@example.co.uk', bookableSlot(5), submissionId));
    expect(original.status).toBe(201);
    const { page } = ((await original.json()) as { booking: { page: string } }).booking;

    const stranger = await bookFrom(newClient(), {
      ...booking('attacker@example.net', bookableSlot(6), submissionId),
      firstName: 'Eve',
    });
    const text = await stranger.clone().text();
    const refused = await expectErrorShape(stranger, 409, 'duplicate_submission');
    expect(text).not.toContain('/bookings/');
    expect(text).not.toContain('owner.of.it');
    expect(refused.error.message).not.toMatch(/Priya|Shah/);

    // The same person retrying (the address as they might retype it): answered as the original, with its link.
    const retry = await bookFrom(newClient(), booking('  Owner.Of.It@Example.co.uk ', bookableSlot(5), submissionId));
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { booking: { page: string } }).booking.page).toBe(page);
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM booking_links')).toBe(1);
  });

  it('on another kind of form (a contact message) with another address is refused the same way', async () => {
    const submissionId = crypto.randomUUID();
    const message = (email: string) => ({
      firstName: 'Priya',
      lastName: 'Shah',
      email,
      message: 'A question about daycare licensing.',
      website: '',
      submissionId,
    });
    const post = (email: string) =>
      request(
        '/api/contact-submissions',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': newClient() },
          body: JSON.stringify(message(email)),
        },
        { NOTIFY_QUEUE: recordingQueue().binding },
      );
    const first = await post('priya@example.co.uk');
    expect(first.status, await first.clone().text()).toBe(201);
    await expectErrorShape(await post('someone.else@example.net'), 409, 'duplicate_submission');
    expect((await post('PRIYA@example.co.uk')).status).toBe(201);
  });
});

describe('a Worker deployed without its SIGNING_SECRET', () => {
  it('answers a booking 503 with Retry-After, never 500, and stores nothing', async () => {
    const booked = await request(
      '/api/consultation-bookings',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': newClient() },
        body: JSON.stringify(booking('nosecret@example.co.uk', bookableSlot(70))),
      },
      { SIGNING_SECRET: '' },
    );
    await expectErrorShape(booked, 503, 'service_unavailable');
    expect(booked.headers.get('retry-after')).toBeTruthy();
    expect(await count("SELECT count(*) AS n FROM consultation_bookings WHERE email = 'nosecret@example.co.uk'")).toBe(
      0,
    );
  });
});
