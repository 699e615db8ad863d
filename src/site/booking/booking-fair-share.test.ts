/**
 * Slots are shared fairly: one client or one address holds at most two
 * future consultations, however the bookings arrive.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { count, expectErrorShape, request } from '../../../test/support/request';
import { bookableSlot } from '../../../test/support/london-dates';
import {
  booking,
  bookFrom,
  clientAddresses,
  emptyBookingTables,
  noticeOf,
  postAskingForPage,
  postOnPage,
} from '../../../test/support/forms-booking';

/** A client address no other test of this file uses, apart from those of booking-abuse.test.ts. */
const newClient = clientAddresses(151);

beforeEach(emptyBookingTables);

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
    const response = await postAskingForPage(
      '/api/consultation-bookings',
      new URLSearchParams([
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
      client,
    );
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
      notices.push(noticeOf(moved));
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
