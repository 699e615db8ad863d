/**
 * Paying for retreat places and cancelling them, in workerd against the real D1 with Stripe's stand-in and signed
 * events: a paid Checkout confirms the places once, however often Stripe sends it; a payment landing after the hold
 * lapsed and the places went is refunded in full; a cancellation is refunded by the policy.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../test/support/admin';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { deliverEvent, paymentBindings, standInForEachTest } from '../../../test/support/payments';
import { request, visitorAddress } from '../../../test/support/request';
import {
  bookingBody,
  publishRetreatEvent,
  retreatBookingsOf,
  retreatCheckoutPaid,
} from '../../../test/support/retreat-events';
import { stripeEvent } from '../../../test/support/stripe-events';
import { callsTo } from '../../../test/support/stripe-stand-in';

const standIn = standInForEachTest();

async function book(slug: string, places: number): Promise<{ page: string }> {
  const response = await request(
    '/api/retreat-bookings',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': visitorAddress() },
      body: JSON.stringify(bookingBody(slug, places)),
    },
    paymentBindings(standIn.current),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { page: string } }).booking;
}

async function outboxMessages(bookingId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT message FROM notification_outbox WHERE item_kind = 'retreat-booking' AND item_id = ? ORDER BY message",
  )
    .bind(bookingId)
    .all<{ message: string }>();
  return results.map((row) => row.message);
}

/** The buyer presses Cancel on their booking page, as a plain form post. */
function cancelOnPage(page: string, sequence: number) {
  return request(
    `${page}/cancel`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'cf-connecting-ip': visitorAddress(),
      },
      body: new URLSearchParams({ sequence: String(sequence), confirm: 'yes' }).toString(),
      redirect: 'manual',
    },
    paymentBindings(standIn.current),
  );
}

describe('paying for retreat places', () => {
  it('confirms the places once when Stripe says the Checkout is paid, however often it says so', async () => {
    const slug = await publishRetreatEvent({ capacity: 10 });
    await book(slug, 2);
    const [held] = await retreatBookingsOf(slug);
    if (!held) throw new Error('no booking');
    const paid = stripeEvent('checkout.session.completed', retreatCheckoutPaid(held, slug));
    const first = await deliverEvent(standIn.current, paid);
    expect(first.status).toBe(200);
    const replay = await deliverEvent(standIn.current, paid);
    expect(await replay.json()).toMatchObject({ replay: true });
    const [booking] = await retreatBookingsOf(slug);
    expect(booking?.status).toBe('paid');
    expect(booking?.payment_intent_id).toBe(`pi_test_${held.id.slice(0, 8)}`);
    expect(await outboxMessages(held.id)).toEqual(['confirmed', 'lead']);
    const ledger = await env.DB.prepare('SELECT amount, status, purpose FROM payments WHERE id = ?')
      .bind(held.checkout_session_id)
      .first();
    expect(ledger).toEqual({ amount: 2 * 249 * 100, status: 'paid', purpose: 'retreat' });
  });

  it('keeps on the payment the source of the visit that booked the places', async () => {
    const slug = await publishRetreatEvent({ capacity: 10 });
    const response = await request(
      '/api/retreat-bookings',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': visitorAddress() },
        body: JSON.stringify({ ...bookingBody(slug, 1), visit_source: 'ref=facebook.com&utm_campaign=summer-retreat' }),
      },
      paymentBindings(standIn.current),
    );
    expect(response.status).toBe(201);
    const [held] = await retreatBookingsOf(slug);
    if (!held) throw new Error('no booking');
    expect(
      (await deliverEvent(standIn.current, stripeEvent('checkout.session.completed', retreatCheckoutPaid(held, slug))))
        .status,
    ).toBe(200);
    const ledger = await env.DB.prepare(
      'SELECT source_referrer_host, source_utm_source, source_utm_medium, source_utm_campaign FROM payments WHERE id = ?',
    )
      .bind(held.checkout_session_id)
      .first();
    expect(ledger).toEqual({
      source_referrer_host: 'facebook.com',
      source_utm_source: null,
      source_utm_medium: null,
      source_utm_campaign: 'summer-retreat',
    });
  });

  it('refunds in full a payment that lands after the hold lapsed and the places were taken meanwhile', async () => {
    const slug = await publishRetreatEvent({ capacity: 2 });
    await book(slug, 2);
    await env.DB.prepare('UPDATE retreat_bookings SET hold_expires_at = ? WHERE event_slug = ?')
      .bind(Date.now() - 60_000, slug)
      .run();
    await book(slug, 2);
    const [late, taker] = await retreatBookingsOf(slug);
    if (!late || !taker) throw new Error('no bookings');
    const response = await deliverEvent(
      standIn.current,
      stripeEvent('checkout.session.completed', retreatCheckoutPaid(late, slug)),
    );
    expect(response.status).toBe(200);
    const [after] = await retreatBookingsOf(slug);
    expect(after).toMatchObject({ status: 'cancelled', amount_refunded: late.amount });
    expect(standIn.current.refunded.get(`pi_test_${late.id.slice(0, 8)}`)).toBe(late.amount);
    expect(await outboxMessages(late.id)).toContain('refunded-unplaced');
    expect((await retreatBookingsOf(slug))[1]?.status).toBe('held');
  });

  it('takes a late payment when the places are still free', async () => {
    const slug = await publishRetreatEvent({ capacity: 5 });
    await book(slug, 2);
    await env.DB.prepare("UPDATE retreat_bookings SET status = 'expired', hold_expires_at = null WHERE event_slug = ?")
      .bind(slug)
      .run();
    const [late] = await retreatBookingsOf(slug);
    if (!late) throw new Error('no booking');
    await deliverEvent(standIn.current, stripeEvent('checkout.session.completed', retreatCheckoutPaid(late, slug)));
    expect((await retreatBookingsOf(slug))[0]?.status).toBe('paid');
    expect(standIn.current.refunded.size).toBe(0);
  });

  it('releases the places of a Checkout that expired unpaid', async () => {
    const slug = await publishRetreatEvent({ capacity: 5 });
    await book(slug, 3);
    const [held] = await retreatBookingsOf(slug);
    if (!held) throw new Error('no booking');
    const expired = { ...retreatCheckoutPaid(held, slug), status: 'expired', payment_status: 'unpaid' };
    await deliverEvent(standIn.current, stripeEvent('checkout.session.expired', expired));
    expect((await retreatBookingsOf(slug))[0]?.status).toBe('expired');
  });
});

describe('cancelling by the policy', () => {
  async function paidBooking(startInDays: number) {
    const start = shiftDays(londonToday(), startInDays);
    const slug = await publishRetreatEvent({ capacity: 8, startDate: start, endDate: start });
    const { page } = await book(slug, 2);
    const [held] = await retreatBookingsOf(slug);
    if (!held) throw new Error('no booking');
    await deliverEvent(standIn.current, stripeEvent('checkout.session.completed', retreatCheckoutPaid(held, slug)));
    return { slug, page, booking: held };
  }

  it('refunds in full up to 14 days before the event', async () => {
    const { slug, page, booking } = await paidBooking(14);
    const response = await cancelOnPage(page, 0);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${page}?notice=cancelled`);
    const [cancelled] = await retreatBookingsOf(slug);
    expect(cancelled).toMatchObject({ status: 'cancelled', amount_refunded: booking.amount });
    const [refund] = callsTo(standIn.current, '/v1/refunds');
    expect(refund?.params).toMatchObject({
      payment_intent: `pi_test_${booking.id.slice(0, 8)}`,
      amount: String(booking.amount),
    });
    expect(await outboxMessages(booking.id)).toContain('cancelled:1');
    const ledger = await env.DB.prepare('SELECT status, amount_refunded FROM payments WHERE payment_intent_id = ?')
      .bind(`pi_test_${booking.id.slice(0, 8)}`)
      .first();
    expect(ledger).toEqual({ status: 'refunded', amount_refunded: booking.amount });
  });

  it('refunds nothing from 13 days before, and says so before the buyer presses Cancel', async () => {
    const { slug, page } = await paidBooking(13);
    const before = await (await request(page, {}, paymentBindings(standIn.current))).text();
    expect(before).toContain('Cancelling now refunds nothing');
    expect((await cancelOnPage(page, 0)).status).toBe(303);
    expect((await retreatBookingsOf(slug))[0]).toMatchObject({ status: 'cancelled', amount_refunded: 0 });
    expect(callsTo(standIn.current, '/v1/refunds')).toHaveLength(0);
  });

  it('changes nothing when the page was out of date or the box was not ticked', async () => {
    const { slug, page } = await paidBooking(30);
    expect((await cancelOnPage(page, 5)).headers.get('location')).toBe(`${page}?notice=stale`);
    expect((await retreatBookingsOf(slug))[0]?.status).toBe('paid');
  });
});
