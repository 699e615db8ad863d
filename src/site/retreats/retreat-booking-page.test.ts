/**
 * The buyer's private booking page in workerd against the real D1: what it shows, renaming an attendee (a new
 * invitation, SEQUENCE raised), the calendar file, and links that are not ours.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../test/support/admin';
import { request, visitorAddress } from '../../../test/support/request';
import { bookingBody, publishRetreatEvent, retreatBookingsOf } from '../../../test/support/retreat-events';

async function reservedBooking() {
  const slug = await publishRetreatEvent({ capacity: 10, title: 'Summer Rota Intensive' });
  const response = await request('/api/retreat-bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': visitorAddress() },
    body: JSON.stringify(bookingBody(slug, 2)),
  });
  const { booking } = (await response.json()) as { booking: { page: string } };
  return { slug, page: booking.page };
}

const postOnPage = (path: string, fields: Record<string, string>) =>
  request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'cf-connecting-ip': visitorAddress(),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('the buyer’s booking page', () => {
  it('shows the booking privately: the event, the places, the names and the policy', async () => {
    const { page } = await reservedBooking();
    const response = await request(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('Summer Rota Intensive');
    expect(html).toContain('Reserved, to be invoiced');
    expect(html).toContain('Attendee Number1, Attendee Number2');
    expect(html).toContain('£498.00');
    expect(html).toContain('cancel up to 14 days before the event');
    expect((await request(`${page.slice(0, -3)}xyz`)).status).toBe(404);
  });

  it('changes an attendee’s name, emails the new invitation once and serves it with the new SEQUENCE', async () => {
    const { slug, page } = await reservedBooking();
    const renamed = await postOnPage(`${page}/attendees`, {
      sequence: '0',
      attendee1: 'Attendee Number1',
      attendee2: 'Eilidh Fraser',
    });
    expect(renamed.status).toBe(303);
    expect(renamed.headers.get('location')).toBe(`${page}?notice=renamed`);
    const [booking] = await retreatBookingsOf(slug);
    expect(JSON.parse(booking?.attendees ?? '[]')).toEqual(['Attendee Number1', 'Eilidh Fraser']);
    const again = await postOnPage(`${page}/attendees`, { sequence: '0', attendee1: 'A B', attendee2: 'C D' });
    expect(again.headers.get('location')).toBe(`${page}?notice=stale`);
    const lure = await postOnPage(`${page}/attendees`, {
      sequence: '1',
      attendee1: 'Visit evil.shop',
      attendee2: 'C D',
    });
    expect(lure.headers.get('location')).toBe(`${page}?notice=names-invalid`);
    const { results } = await env.DB.prepare(
      "SELECT message FROM notification_outbox WHERE item_kind = 'retreat-booking' AND item_id = ? AND message LIKE 'renamed:%'",
    )
      .bind(booking?.id)
      .all();
    expect(results).toEqual([{ message: 'renamed:1' }]);
    const calendar = await request(`${page}/retreat.ics`);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    const text = await calendar.text();
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('SEQUENCE:1');
    expect(text).toContain('Eilidh Fraser');
    expect(text).toContain('TZID=Europe/London');
  });
});
