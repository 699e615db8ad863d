/**
 * The attacks of issue 30 replayed against bookings: booking with someone
 * else's address and churning it, repeating a submission id to reach a stored
 * booking, flooding the booking page's posts, and one client holding the diary.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { count, emptyTables, expectErrorShape, request, withinOneRateLimitWindow } from '../../../test/support/request';
import { deliver, recordingMailer, recordingQueue } from '../../../test/support/notify';
import { bookableSlot } from '../../../test/support/london-dates';

const ORIGIN = 'https://www.pawsperity.co.uk';

const booking = (
  email: string,
  slot: { preferredDate: string; preferredTime: string },
  submissionId = crypto.randomUUID(),
) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email,
  phone: '',
  businessType: 'daycare',
  services: ['business-planning'],
  projectDetails: 'A 20-dog daycare near Leeds.',
  website: '',
  submissionId,
  ...slot,
});

let addresses = 0;
/** A client address no other test of this file uses. */
const newClient = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

/** The booking wizard's JSON post from this client address. */
function bookFrom(client: string, body: unknown, queue = recordingQueue()): Promise<Response> {
  return request(
    '/api/consultation-bookings',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': client },
      body: JSON.stringify(body),
    },
    { NOTIFY_QUEUE: queue.binding },
  );
}

/** A plain form post on the booking page from this client address; the redirect is returned, not followed. */
function postOnPage(
  path: string,
  fields: Record<string, string>,
  client: string,
  bindings: Partial<typeof env> = {},
): Promise<Response> {
  return request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': client },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    },
    bindings,
  );
}

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
      notices.push(new URL(moved.headers.get('location') ?? '', ORIGIN).searchParams.get('notice') ?? '');
    }
    expect(notices.filter((notice) => notice === 'moved')).toHaveLength(siteConfig.bookings.maxVisitorMoves);
    expect(notices.slice(siteConfig.bookings.maxVisitorMoves).every((notice) => notice === 'move-limit')).toBe(true);
    expect(
      await count("SELECT count(*) AS n FROM audit_events WHERE item_id = ? AND action = 'booking.move'", bookingId),
    ).toBe(3);

    // The page says plainly it can no longer be moved online and how to reach us; cancelling is still offered.
    const shown = await (await request(page)).text();
    expect(shown).toContain('the most we allow online, so it can no longer be moved');
    expect(shown).toContain(siteConfig.phoneDisplay);
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
    const page = await request(unknownLink, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: ORIGIN,
        'cf-connecting-ip': client,
      },
      body: 'sequence=0',
    });
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

describe('slots are shared fairly', () => {
  const tooMany = async (response: Response) => {
    const body = await expectErrorShape(response, 409, 'too_many_bookings');
    expect(body.error.message).toContain(
      `You already hold ${siteConfig.bookings.maxFutureSlotsPerPerson} upcoming consultations`,
    );
  };

  it('one client holds at most 2 future slots, whatever addresses it books with', async () => {
    const client = newClient();
    expect((await bookFrom(client, booking('a@example.co.uk', bookableSlot(10)))).status).toBe(201);
    expect((await bookFrom(client, booking('b@example.co.uk', bookableSlot(11)))).status).toBe(201);
    await tooMany(await bookFrom(client, booking('c@example.co.uk', bookableSlot(12))));
    // The same client on IPv6 is counted by its /64, whatever the rest of the address.
    const six = '2001:db8:aa:bb::1';
    expect((await bookFrom(six, booking('d@example.co.uk', bookableSlot(13)))).status).toBe(201);
    expect((await bookFrom('2001:db8:aa:bb:ffff::2', booking('e@example.co.uk', bookableSlot(14)))).status).toBe(201);
    await tooMany(await bookFrom('2001:db8:aa:bb:1234:5678:9abc:def0', booking('f@example.co.uk', bookableSlot(15))));
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(4);
    // Only a hash of the client is kept, never its address.
    const hashes = await env.DB.prepare('SELECT DISTINCT client_hash AS hash FROM consultation_bookings').all<{
      hash: string;
    }>();
    expect(hashes.results).toHaveLength(2);
    for (const { hash } of hashes.results) expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('one address holds at most 2 future slots, from whichever clients', async () => {
    expect((await bookFrom(newClient(), booking('same@example.co.uk', bookableSlot(20)))).status).toBe(201);
    expect((await bookFrom(newClient(), booking('same@example.co.uk', bookableSlot(21)))).status).toBe(201);
    await tooMany(await bookFrom(newClient(), booking('SAME@example.co.uk', bookableSlot(22))));
  });

  it('a cancelled booking no longer counts, and a repeat is not counted against itself', async () => {
    const client = newClient();
    const first = booking('x@example.co.uk', bookableSlot(30));
    expect((await bookFrom(client, first)).status).toBe(201);
    expect((await bookFrom(client, booking('y@example.co.uk', bookableSlot(31)))).status).toBe(201);
    // A retry of the first after a lost answer is answered as the original.
    expect((await bookFrom(client, first)).status).toBe(201);
    await env.DB.prepare("UPDATE consultation_bookings SET status = 'cancelled' WHERE email = 'x@example.co.uk'").run();
    expect((await bookFrom(client, booking('z@example.co.uk', bookableSlot(32)))).status).toBe(201);
  });

  it('without JavaScript, step 3 comes back with the message and every entry kept', async () => {
    const client = newClient();
    expect((await bookFrom(client, booking('p@example.co.uk', bookableSlot(40)))).status).toBe(201);
    expect((await bookFrom(client, booking('q@example.co.uk', bookableSlot(41)))).status).toBe(201);
    const slot = bookableSlot(42);
    const response = await request('/api/consultation-bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: ORIGIN,
        'cf-connecting-ip': client,
      },
      body: new URLSearchParams([
        ['step', '3'],
        ['services', 'business-planning'],
        ['firstName', 'Rosa'],
        ['lastName', 'Diaz'],
        ['email', 'rosa@example.co.uk'],
        ['phone', ''],
        ['businessType', 'daycare'],
        ['projectDetails', 'Kennels near York'],
        ['preferredDate', slot.preferredDate],
        ['preferredTime', slot.preferredTime],
      ]).toString(),
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('You already hold 2 upcoming consultations');
    expect(html).toContain('rosa@example.co.uk');
    expect(html).toContain('Kennels near York');
    expect(html).toContain(`value="${slot.preferredDate}"`);
  });

  it('bookings made without a time count once a time is chosen on their page: the third is refused', async () => {
    const client = newClient();
    const pages: string[] = [];
    for (const email of ['n1@example.co.uk', 'n2@example.co.uk', 'n3@example.co.uk']) {
      const answer = await bookFrom(client, booking(email, { preferredDate: '', preferredTime: '' }));
      expect(answer.status, await answer.clone().text()).toBe(201);
      pages.push(((await answer.json()) as { booking: { page: string } }).booking.page);
    }
    const notices: string[] = [];
    for (const [index, page] of pages.entries()) {
      const to = bookableSlot(60 + index);
      const moved = await postOnPage(
        `${page}/move`,
        { date: to.preferredDate, time: to.preferredTime, sequence: '0' },
        client,
      );
      notices.push(new URL(moved.headers.get('location') ?? '', ORIGIN).searchParams.get('notice') ?? '');
    }
    expect(notices).toEqual(['moved', 'moved', 'too-many-bookings']);
    expect(
      await count(
        "SELECT count(*) AS n FROM consultation_bookings WHERE slot_starts_at IS NOT NULL AND email LIKE 'n_@example.co.uk'",
      ),
    ).toBe(2);
    const refused = await (await request(`${pages[2]}?notice=too-many-bookings`)).text();
    expect(refused).toContain('It was not moved: You already hold 2 upcoming consultations');
  });

  it('5 racing bookings from one client store at most 2', async () => {
    const client = newClient();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        bookFrom(client, booking(`racer${index}@example.co.uk`, bookableSlot(50 + index))),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(2);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(
      await count("SELECT count(*) AS n FROM consultation_bookings WHERE email LIKE 'racer%'"),
    ).toBeLessThanOrEqual(2);
    // Nothing of a booking taken back is left behind: no link, no email waiting.
    expect(
      await count(
        'SELECT count(*) AS n FROM booking_links WHERE booking_id NOT IN (SELECT id FROM consultation_bookings)',
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM notification_outbox WHERE item_kind = 'booking' AND item_id NOT IN (SELECT id FROM consultation_bookings)",
      ),
    ).toBe(0);
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
