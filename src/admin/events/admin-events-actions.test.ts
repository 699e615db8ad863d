/**
 * What the owner sends and cancels from an event's page, with Stripe answered by the local stand-in: a message to
 * everyone booked is stored once with one email per paid or reserved booking, all queued; a booking is cancelled and
 * refunded in full after a confirm step; the whole event is cancelled with every paid booking refunded in full at
 * Stripe, and pressing again (after a passing failure, or in another tab) refunds nobody twice.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../test/support/admin';
import {
  bookingRow,
  emptyRetreatTables,
  publishEvent,
  seedBooking,
  seedWaiting,
} from '../../../test/support/admin-events';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { outboxRows, recordingQueue } from '../../../test/support/notify';
import { decodeHtml, pageText } from '../../../test/support/page-html';
import { paymentBindings, standInForEachTest } from '../../../test/support/payments';
import { callsTo } from '../../../test/support/stripe-stand-in';

const owner = ownerForEachTest(emptyRetreatTables);
const stripe = standInForEachTest();
const payments = () => paymentBindings(stripe.current);

async function pageOf(path: string): Promise<string> {
  const response = await owner.get(path);
  expect(response.status).toBe(200);
  return decodeHtml(await response.text());
}

/** The message form's own key, as the event page rendered it. */
async function messageKey(slug: string): Promise<string> {
  const html = await pageOf(`/admin/events/${slug}`);
  return tagsNamed(html, 'input').find((input) => input.name === 'key')?.value ?? '';
}

/** Stripe failing every refund (as when it cannot be reached) until `restore` is called. */
function refundsFailing(): { restore: () => void } {
  const standIn = stripe.current;
  const handle = standIn.handle;
  standIn.handle = async (request) => {
    if (new URL(request.url).pathname !== '/v1/refunds') return handle(request);
    standIn.calls.push({ method: request.method, path: '/v1/refunds', params: {}, idempotencyKey: null });
    return new Response(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { restore: () => (standIn.handle = handle) };
}

describe('email all attendees', () => {
  it('stores the message and one email per paid or reserved booking, queues them, and says how many', async () => {
    const { slug } = await publishEvent(owner);
    const paid = await seedBooking({ eventSlug: slug, attendees: ['Priya Patel', 'Tom Reid'] });
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved' });
    await seedBooking({ eventSlug: slug, status: 'held' });
    await seedBooking({ eventSlug: slug, status: 'cancelled' });
    await seedBooking({ eventSlug: slug, status: 'expired' });
    const other = await publishEvent(owner);
    await seedBooking({ eventSlug: other.slug });
    const queue = recordingQueue();
    const key = await messageKey(slug);
    const form = {
      csrf: owner.csrf,
      key,
      subject: 'Parking at The Mill',
      message: 'Park in the mill yard, not on Bridge Gate.\r\n\r\nLunch is at 12:30.',
    };

    const response = await owner.post(`/admin/events/${slug}/messages`, form, {
      bindings: { NOTIFY_QUEUE: queue.binding },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/events/${slug}?sent=${key}#email-attendees`);
    const stored = await env.DB.prepare('SELECT * FROM retreat_event_messages').all();
    expect(stored.results).toEqual([
      expect.objectContaining({
        id: key,
        event_slug: slug,
        subject: 'Parking at The Mill',
        body: 'Park in the mill yard, not on Bridge Gate.\n\nLunch is at 12:30.',
        sent_by: owner.userId,
      }),
    ]);
    const emails = await outboxRows('message = ?', `event-message:${key}`);
    expect(emails.map((row) => row.item_id).sort()).toEqual([paid, reserved].sort());
    expect(emails.every((row) => row.item_kind === 'retreat-booking' && row.channel === 'email')).toBe(true);
    expect(queue.bodies).toEqual(expect.arrayContaining(emails.map((row) => ({ type: 'send', outboxId: row.id }))));

    const page = pageText(await pageOf(response.headers.get('location') ?? ''));
    expect(page).toContain('Sent to 2 bookings: “Parking at The Mill”.');
    expect(page).toMatch(/Sent before Parking at The Mill .*, by Olivia Owner, to 2 bookings Park in the mill yard/);

    // The same form sent again (a double press): nothing more stored or sent.
    const again = await owner.post(`/admin/events/${slug}/messages`, form);
    expect(again.status).toBe(303);
    expect(await outboxRows('message = ?', `event-message:${key}`)).toHaveLength(2);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM retreat_event_messages').first())?.n).toBe(1);
  });

  it('refuses an empty subject or message beside its field, keeps what was typed and sends nothing', async () => {
    const { slug } = await publishEvent(owner);
    await seedBooking({ eventSlug: slug });
    const response = await owner.post(`/admin/events/${slug}/messages`, {
      csrf: owner.csrf,
      key: await messageKey(slug),
      subject: '   ',
      message: 'Bring your last three months of figures.',
    });
    expect(response.status).toBe(400);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<p id="message-subject-error"[^>]*>Subject is required<\/p>/);
    expect(html).toContain('>Bring your last three months of figures.</textarea>');
    expect(await outboxRows()).toHaveLength(0);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM retreat_event_messages').first())?.n).toBe(0);
  });
});

describe('cancelling one booking', () => {
  it('states the refund first, then refunds it in full at Stripe, cancels it and emails the buyer', async () => {
    const { slug } = await publishEvent(owner);
    const booking = await seedBooking({
      eventSlug: slug,
      attendees: ['Priya Patel', 'Tom Reid'],
      paymentIntentId: 'pi_pair',
    });
    const confirm = await pageOf(`/admin/events/${slug}/bookings/${booking}/cancel`);
    expect(pageText(confirm)).toContain('£498.00 is refunded in full to the card it was paid with.');
    const action = `/admin/events/${slug}/bookings/${booking}/cancel`;
    expect(tagsNamed(confirm, 'form').some((form) => form.action === action && form.method === 'post')).toBe(true);
    expect(pageText(confirm)).toContain('Cancel and refund £498.00');

    const response = await owner.post(action, { csrf: owner.csrf }, { bindings: payments() });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/events/${slug}?notice=booking-cancelled#bookings-cancelled`);
    expect(stripe.current.refunded.get('pi_pair')).toBe(49_800);
    expect(await bookingRow(booking)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'owner',
      amount_refunded: 49_800,
    });
    expect((await outboxRows('item_id = ?', booking)).map((row) => row.message)).toEqual(['cancelled:1']);
    const audit = await env.DB.prepare(
      'SELECT action, from_status, to_status, detail FROM audit_events WHERE item_id = ?',
    )
      .bind(booking)
      .first();
    expect(audit).toEqual({
      action: 'retreat.cancel',
      from_status: 'paid',
      to_status: 'cancelled',
      detail: '£498.00 refunded',
    });

    // The confirm page's form sent again: nothing more refunded.
    const again = await owner.post(action, { csrf: owner.csrf }, { bindings: payments() });
    expect(again.headers.get('location')).toContain('notice=unchanged');
    expect(callsTo(stripe.current, '/v1/refunds')).toHaveLength(1);
  });

  it('answers a Stripe failure with the page again and Retry-After, and the next press refunds once', async () => {
    const { slug } = await publishEvent(owner);
    const booking = await seedBooking({ eventSlug: slug, paymentIntentId: 'pi_retry' });
    const failing = refundsFailing();
    const action = `/admin/events/${slug}/bookings/${booking}/cancel`;
    const failed = await owner.post(action, { csrf: owner.csrf }, { bindings: payments() });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
    expect(pageText(await failed.text())).toContain('could not be cancelled just now');
    expect((await bookingRow(booking))?.status).toBe('paid');
    failing.restore();
    const retried = await owner.post(action, { csrf: owner.csrf }, { bindings: payments() });
    expect(retried.status).toBe(303);
    expect(stripe.current.refunded.get('pi_retry')).toBe(24_900);
    expect((await bookingRow(booking))?.status).toBe('cancelled');
  });
});

describe('cancelling the event', () => {
  it('states what it will refund, refunds every paid booking in full, tells everyone, and refunds nothing twice', async () => {
    const { slug } = await publishEvent(owner);
    const pair = await seedBooking({
      eventSlug: slug,
      attendees: ['Priya Patel', 'Tom Reid'],
      paymentIntentId: 'pi_a',
    });
    const single = await seedBooking({ eventSlug: slug, paymentIntentId: 'pi_b' });
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    const held = await seedBooking({ eventSlug: slug, status: 'held', attendees: ['Ann Smith'] });
    const earlier = await seedBooking({ eventSlug: slug, status: 'cancelled', cancelledBy: 'visitor' });
    await seedWaiting(slug, 'first@example.co.uk');

    const confirm = pageText(await pageOf(`/admin/events/${slug}/cancel`));
    expect(confirm).toContain('4 bookings (5 places) will be cancelled, and every buyer emailed.');
    expect(confirm).toContain('2 bookings paid online: £747.00 refunded in full to their cards.');
    expect(confirm).toContain('1 booking reserved, not yet paid: nothing to refund.');
    expect(confirm).toContain('1 person on the waiting list is taken off it.');

    const response = await owner.post(`/admin/events/${slug}/cancel`, { csrf: owner.csrf }, { bindings: payments() });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/events/${slug}?notice=event-cancelled`);
    expect(Object.fromEntries(stripe.current.refunded)).toEqual({ pi_a: 49_800, pi_b: 24_900 });
    for (const booking of [pair, single, reserved, held])
      expect(await bookingRow(booking)).toMatchObject({ status: 'cancelled', cancelled_by: 'event' });
    expect(await bookingRow(earlier)).toMatchObject({ cancelled_by: 'visitor' });
    const told = (await outboxRows()).filter((row) => row.message.startsWith('cancelled:')).map((row) => row.item_id);
    expect(told.sort()).toEqual([pair, single, reserved].sort());
    const waiting = await env.DB.prepare('SELECT status FROM retreat_waiting_list WHERE event_slug = ?')
      .bind(slug)
      .first();
    expect(waiting?.status).toBe('left');

    const page = await pageOf(`/admin/events/${slug}?notice=event-cancelled`);
    const text = pageText(page);
    expect(text).toContain('Event cancelled. Everyone booked is emailed');
    expect(text).toMatch(/Cancelled on \d{1,2} [A-Z][a-z]+ \d{4}: 4 bookings cancelled with it, £747\.00 refunded\./);
    expect(text).not.toContain('Cancel this event');

    // Pressed again from another tab: nothing more is refunded.
    const again = await owner.post(`/admin/events/${slug}/cancel`, { csrf: owner.csrf }, { bindings: payments() });
    expect(again.headers.get('location')).toContain('notice=unchanged');
    expect(callsTo(stripe.current, '/v1/refunds')).toHaveLength(2);
    expect(Object.fromEntries(stripe.current.refunded)).toEqual({ pi_a: 49_800, pi_b: 24_900 });
  });

  it('says when some bookings could not be cancelled, and a second press finishes them without refunding twice', async () => {
    const { slug } = await publishEvent(owner);
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved' });
    const paid = await seedBooking({ eventSlug: slug, paymentIntentId: 'pi_late' });
    const failing = refundsFailing();
    const failed = await owner.post(`/admin/events/${slug}/cancel`, { csrf: owner.csrf }, { bindings: payments() });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
    expect(pageText(await failed.text())).toContain('1 booking was cancelled, but 1 booking could not be just now');
    expect((await bookingRow(reserved))?.status).toBe('cancelled');
    expect((await bookingRow(paid))?.status).toBe('paid');
    const eventPage = pageText(await pageOf(`/admin/events/${slug}`));
    expect(eventPage).toContain('1 booking could not be cancelled yet. Finish cancelling the event');

    failing.restore();
    const finished = await owner.post(`/admin/events/${slug}/cancel`, { csrf: owner.csrf }, { bindings: payments() });
    expect(finished.status).toBe(303);
    expect(stripe.current.refunded.get('pi_late')).toBe(24_900);
    expect(await bookingRow(paid)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'event',
      amount_refunded: 24_900,
    });
  });

  it('refuses to cancel while bookings paid online cannot be refunded (payments not connected to Stripe), and changes nothing', async () => {
    const { slug } = await publishEvent(owner);
    const paid = await seedBooking({ eventSlug: slug, paymentIntentId: 'pi_nokey' });
    const response = await owner.post(`/admin/events/${slug}/cancel`, { csrf: owner.csrf });
    expect(response.status).toBe(409);
    expect(pageText(await response.text())).toContain(
      'refunds cannot be made here until online payments are connected to Stripe',
    );
    expect((await bookingRow(paid))?.status).toBe('paid');
    expect(
      await env.DB.prepare('SELECT * FROM retreat_event_states WHERE event_slug = ?').bind(slug).first(),
    ).toBeNull();
  });

  it('cancels an event of reservations without payments: nothing to refund, everyone told', async () => {
    const { slug } = await publishEvent(owner);
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved' });
    const invoiced = await seedBooking({ eventSlug: slug, status: 'paid', paymentIntentId: null, amount: 24_900 });
    const confirm = pageText(await pageOf(`/admin/events/${slug}/cancel`));
    expect(confirm).toContain('1 booking paid by invoice: £249.00 recorded as refunded, for you to pay back.');
    const response = await owner.post(`/admin/events/${slug}/cancel`, { csrf: owner.csrf });
    expect(response.status).toBe(303);
    expect(await bookingRow(reserved)).toMatchObject({ status: 'cancelled', amount_refunded: 0 });
    expect(await bookingRow(invoiced)).toMatchObject({ status: 'cancelled', amount_refunded: 24_900 });
    expect(callsTo(stripe.current, '/v1/refunds')).toHaveLength(0);
  });
});
