/**
 * Retreat places in workerd against the real D1: never more than an event's capacity, also under a race; a hold
 * lasts while the buyer pays and is released after; early-bird prices by date and by count; reservations to be
 * invoiced when the site takes no payments.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { paymentBindings, standInForEachTest } from '../../../test/support/payments';
import { request, visitorAddress } from '../../../test/support/request';
import { bookingBody, publishRetreatEvent, retreatBookingsOf } from '../../../test/support/retreat-events';
import { callsTo } from '../../../test/support/stripe-stand-in';

const standIn = standInForEachTest();

/** A booking posted as the island sends it, from a new visitor; `payments` switches Stripe on (the stand-in). */
function book(body: unknown, payments = true) {
  return request(
    '/api/retreat-bookings',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://www.pawsperity.co.uk',
        'cf-connecting-ip': visitorAddress(),
      },
      body: JSON.stringify(body),
    },
    { FORM_ENDPOINT_CEILING: undefined, ...(payments ? paymentBindings(standIn.current) : {}) },
  );
}

describe('places on a retreat event', () => {
  it('holds exactly the 5 places left when 40 bookings race for them; the rest hear it is sold out', async () => {
    const slug = await publishRetreatEvent({ capacity: 15 });
    // 10 of the 15 places are already paid for.
    for (let i = 0; i < 5; i += 1) {
      const response = await book(bookingBody(slug, 2), false);
      expect(response.status).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => book(bookingBody(slug, 1, `racer${i}@example.co.uk`))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    const refused = (await answers.find((answer) => answer.status === 409)?.json()) as {
      error: { code: string; message: string };
    };
    expect(refused.error.code).toBe('sold_out');
    expect(refused.error.message).toContain('join the waiting list');
    const held = (await retreatBookingsOf(slug)).filter((booking) => booking.status === 'held');
    expect(held.reduce((sum, booking) => sum + booking.places, 0)).toBe(5);
  });

  it('answers a held booking with Stripe Checkout for the total, and releases the places when the hold runs out', async () => {
    const slug = await publishRetreatEvent({ capacity: 3 });
    const first = await book(bookingBody(slug, 3));
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { checkoutUrl: string; booking: { page: string; status: string } };
    expect(answer.checkoutUrl).toMatch(/^http:\/\/stripe\.stand-in\/checkout\/cs_/);
    expect(answer.booking.status).toBe('held');
    expect(answer.booking.page).toMatch(/^\/retreats\/bookings\/[\w-]{43}$/);
    const [session] = callsTo(standIn.current, '/v1/checkout/sessions');
    expect(session?.params.mode).toBe('payment');
    expect(session?.params['line_items[0][price_data][unit_amount]']).toBe(String(3 * 249 * 100));
    expect(session?.params['line_items[0][price_data][currency]']).toBe('gbp');
    // At most 30 minutes: Stripe's shortest Checkout, plus a minute for the clocks.
    const expires = Number(session?.params.expires_at) * 1000;
    expect(expires - Date.now()).toBeLessThanOrEqual(31 * 60_000 + 1000);

    expect((await book(bookingBody(slug, 1))).status).toBe(409);
    // 30 minutes later, unpaid: the places are free again.
    await env.DB.prepare('UPDATE retreat_bookings SET hold_expires_at = ? WHERE event_slug = ?')
      .bind(Date.now() - 1000, slug)
      .run();
    expect((await book(bookingBody(slug, 2))).status).toBe(201);
  });

  it('answers a double press with the same booking and the same Checkout', async () => {
    const slug = await publishRetreatEvent({ capacity: 4 });
    const body = { ...bookingBody(slug, 2), submissionId: 'double-press-0123456789abcdef' };
    const [one, two] = await Promise.all([book(body), book(body)]);
    const answers = (await Promise.all([one.json(), two.json()])) as { checkoutUrl: string }[];
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(answers[0]?.checkoutUrl).toBe(answers[1]?.checkoutUrl);
    expect(await retreatBookingsOf(slug)).toHaveLength(1);
  });

  it('charges the early-bird price until its date, then the full price', async () => {
    const tomorrow = shiftDays(londonToday(), 1);
    const early = await publishRetreatEvent({ earlyBirdPrice: 199, earlyBirdUntil: tomorrow });
    await book(bookingBody(early, 2), false);
    const late = await publishRetreatEvent({ earlyBirdPrice: 199, earlyBirdUntil: shiftDays(londonToday(), -1) });
    await book(bookingBody(late, 2), false);
    expect((await retreatBookingsOf(early)).map((booking) => booking.amount)).toEqual([2 * 199 * 100]);
    expect((await retreatBookingsOf(late)).map((booking) => booking.amount)).toEqual([2 * 249 * 100]);
  });

  it('charges the early-bird price for the first places only, then the full price', async () => {
    const slug = await publishRetreatEvent({ earlyBirdPrice: 199, earlyBirdPlaces: 3 });
    for (const places of [2, 2, 1]) expect((await book(bookingBody(slug, places), false)).status).toBe(201);
    const bookings = await retreatBookingsOf(slug);
    expect(bookings.map((booking) => booking.early_bird_places)).toEqual([2, 1, 0]);
    expect(bookings.map((booking) => booking.amount)).toEqual([39_800, 19_900 + 24_900, 24_900]);
  });

  it('takes a reservation to be invoiced when the site takes no payments, and emails its confirmation', async () => {
    const slug = await publishRetreatEvent({ capacity: 12 });
    const response = await book(bookingBody(slug, 2), false);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { checkoutUrl?: string; booking: { status: string } };
    expect(answer.checkoutUrl).toBeUndefined();
    expect(answer.booking.status).toBe('reserved');
    const [booking] = await retreatBookingsOf(slug);
    expect(booking?.status).toBe('reserved');
    const outbox = await env.DB.prepare(
      "SELECT message FROM notification_outbox WHERE item_kind = 'retreat-booking' AND item_id = ?",
    )
      .bind(booking?.id)
      .all<{ message: string }>();
    expect(outbox.results.map((row) => row.message).sort()).toEqual(['confirmed', 'lead']);
  });

  it('refuses what cannot be booked: dates to be confirmed, booking not yet open, too many places, unknown events', async () => {
    const tbc = await publishRetreatEvent({ startDate: null, endDate: null });
    const notYet = await publishRetreatEvent({ bookingOpens: shiftDays(londonToday(), 10) });
    const small = await publishRetreatEvent({ capacity: 2 });
    const answers = await Promise.all([
      book(bookingBody(tbc, 1)),
      book(bookingBody(notYet, 1)),
      book(bookingBody(small, 3)),
      book(bookingBody('no-such-event', 1)),
      book({ ...bookingBody(small, 2), attendees: ['Only One'] }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 409, 400, 400]);
    const tooMany = (await answers[2]?.json()) as { error: { fields: { places: string } } };
    expect(tooMany.error.fields.places).toContain('Only 2 places are left');
    expect(await retreatBookingsOf(small)).toHaveLength(0);
  });
});
