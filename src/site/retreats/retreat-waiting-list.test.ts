/**
 * A sold-out event's waiting list in workerd against the real D1: sign-ups only once sold out, a freed place offered
 * to the first person whose places fit, the offer holding the places for 24 hours, then passing on; and the offer's
 * link booking the held places while everyone else is told the event is sold out.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../test/support/admin';
import { runCron } from '../../../test/support/notify';
import { request, visitorAddress } from '../../../test/support/request';
import { bookingBody, publishRetreatEvent, retreatBookingsOf } from '../../../test/support/retreat-events';
import { retreatOfferTokenFor } from '../../submissions/retreat-booking/links';

const EVERY_FIVE_MINUTES = '*/5 * * * *';

function postJson(path: string, body: unknown) {
  return request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': visitorAddress() },
    body: JSON.stringify(body),
  });
}

const joinWaitingList = (eventSlug: string, email: string, places: number) =>
  postJson('/api/retreat-waiting-list', { eventSlug, email, places, consent: true });

async function waitingList(eventSlug: string) {
  const { results } = await env.DB.prepare(
    'SELECT id, email, status, offer_expires_at FROM retreat_waiting_list WHERE event_slug = ? ORDER BY rowid',
  )
    .bind(eventSlug)
    .all<{ id: string; email: string; status: string; offer_expires_at: number | null }>();
  return results;
}

async function offerEmails(entryId: string) {
  const { results } = await env.DB.prepare(
    "SELECT message FROM notification_outbox WHERE item_kind = 'retreat-waiting-list' AND item_id = ? AND message = 'offer'",
  )
    .bind(entryId)
    .all();
  return results.length;
}

describe('the waiting list of a sold-out event', () => {
  it('takes sign-ups only once the event is sold out, each address once', async () => {
    const slug = await publishRetreatEvent({ capacity: 2 });
    expect((await joinWaitingList(slug, 'early@example.co.uk', 1)).status).toBe(400);
    expect((await postJson('/api/retreat-bookings', bookingBody(slug, 2))).status).toBe(201);
    expect((await joinWaitingList(slug, 'first@example.co.uk', 2)).status).toBe(201);
    expect((await joinWaitingList(slug, 'First@Example.co.uk', 2)).status).toBe(201);
    expect(
      (await postJson('/api/retreat-waiting-list', { eventSlug: slug, email: 'x@example.co.uk', places: 1 })).status,
    ).toBe(400);
    expect((await waitingList(slug)).map((entry) => entry.email)).toEqual(['first@example.co.uk']);
  });

  it('offers freed places to the first in the queue for 24 hours, then passes them on', async () => {
    const slug = await publishRetreatEvent({ capacity: 2 });
    expect((await postJson('/api/retreat-bookings', bookingBody(slug, 2))).status).toBe(201);
    await joinWaitingList(slug, 'first@example.co.uk', 2);
    await joinWaitingList(slug, 'second@example.co.uk', 2);
    // The reservation is cancelled by the owner: its two places are free.
    await env.DB.prepare("UPDATE retreat_bookings SET status = 'cancelled' WHERE event_slug = ?").bind(slug).run();

    const now = Date.now();
    await runCron(EVERY_FIVE_MINUTES, {}, now);
    const [first, second] = await waitingList(slug);
    expect(first?.status).toBe('offered');
    expect(second?.status).toBe('waiting');
    expect(first?.offer_expires_at).toBe(now + 24 * 3_600_000);
    expect(await offerEmails(first?.id ?? '')).toBe(1);
    // Held for the first person: nobody else can book them.
    expect((await postJson('/api/retreat-bookings', bookingBody(slug, 1))).status).toBe(409);

    // A day and an hour later, unused: the offer lapses and the places go to the next person, once.
    await runCron(EVERY_FIVE_MINUTES, {}, now + 25 * 3_600_000);
    await runCron(EVERY_FIVE_MINUTES, {}, now + 25 * 3_600_000 + 300_000);
    const after = await waitingList(slug);
    expect(after.map((entry) => entry.status)).toEqual(['lapsed', 'offered']);
    expect(await offerEmails(after[1]?.id ?? '')).toBe(1);
  });

  it('lets the offer’s link book the held places while the event reads sold out to everyone else', async () => {
    const slug = await publishRetreatEvent({ capacity: 3 });
    expect((await postJson('/api/retreat-bookings', bookingBody(slug, 3))).status).toBe(201);
    await joinWaitingList(slug, 'patient@example.co.uk', 1);
    await env.DB.prepare(
      'UPDATE retreat_bookings SET places = 2, attendees = \'["A One","A Two"]\' WHERE event_slug = ?',
    )
      .bind(slug)
      .run();
    await runCron(EVERY_FIVE_MINUTES, {});
    const [entry] = await waitingList(slug);
    expect(entry?.status).toBe('offered');
    const token = await retreatOfferTokenFor(env.SIGNING_SECRET, entry?.id ?? '');
    const wrong = await postJson('/api/retreat-bookings', {
      ...bookingBody(slug, 1),
      offer: `${entry?.id}.${'x'.repeat(43)}`,
    });
    expect(wrong.status).toBe(409);
    const taken = await postJson('/api/retreat-bookings', { ...bookingBody(slug, 1), offer: `${entry?.id}.${token}` });
    expect(taken.status).toBe(201);
    expect((await waitingList(slug))[0]?.status).toBe('booked');
    expect((await retreatBookingsOf(slug)).map((booking) => booking.places)).toEqual([2, 1]);
  });
});
