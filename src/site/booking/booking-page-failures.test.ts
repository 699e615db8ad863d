/**
 * The visitor's booking page when things go wrong: the database out of reach,
 * a post that cannot be read, a booking sent twice.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request, unavailableDatabase } from '../../../test/support/request';
import { recordingQueue, submit } from '../../../test/support/notify';
import { bookableSlot, freshSlot } from '../../../test/support/london-dates';
import { book, bookingStatus, emptyBookingTables, sameOrigin, visitor } from '../../../test/support/forms-booking';

beforeEach(emptyBookingTables);

describe('a booking with a slot', () => {
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
    expect(await bookingStatus(booked.id)).toBe('pending');
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
    expect(await bookingStatus(booked.id)).toBe('pending');
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
});
