/**
 * The visitor keeps the booking: the emails that follow it, the private
 * booking page and its invitation.
 * Moving and cancelling: booking-page-changes.test.ts; when things fail: booking-page-failures.test.ts.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../test/support/request';
import { at } from '../../../test/support/notify';
import { bookableSlot, freshSlot } from '../../../test/support/london-dates';
import { book, emptyBookingTables, noSlot, sendQueued } from '../../../test/support/forms-booking';

beforeEach(emptyBookingTables);

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
    expect(toVisitor?.subject).toContain(longDay(slot.preferredDate));
    expect(toVisitor?.text).toContain('Business Plan (£1,995)');
    expect(toVisitor?.text).toContain(
      'Estimate for the packages you chose: £1,995. The consultation itself is free, and final pricing is set during it.',
    );
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
