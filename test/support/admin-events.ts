/**
 * Retreat events for the back office's events tests: an event published the way the owner publishes one (the
 * content form), and bookings and waiting-list entries written straight into D1 as the booking endpoint, the
 * webhook and the cron would leave them.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Browser } from './admin';
import { londonToday, shiftDays } from './london-dates';
import { emptyTables } from './request';

export function emptyRetreatTables(): Promise<void> {
  return emptyTables(
    'retreat_bookings',
    'retreat_waiting_list',
    'retreat_event_states',
    'retreat_event_messages',
    'notification_outbox',
    'audit_events',
    'payments',
  );
}

let published = 0;

/**
 * Publishes a dated one-day event through /admin/content (by default 30 days ahead, 12 places at £249) and returns
 * its slug. Each call's title is new, as events stay published for the rest of the file.
 */
export async function publishEvent(
  owner: Browser,
  fields: Record<string, string> = {},
): Promise<{ slug: string; title: string; startDate: string }> {
  published += 1;
  const title = fields.title ?? `Pricing Clinic ${published} ${Date.now().toString(36)}`;
  const startDate = fields.startDate ?? shiftDays(londonToday(), 30);
  const response = await owner.post('/admin/content/retreat-events', {
    csrf: owner.csrf,
    intent: 'publish',
    format: 'one-day-intensive',
    length: 'One day',
    place: 'The Mill, Hebden Bridge',
    venueAddress: 'Bridge Gate, Hebden Bridge HX7 8EX',
    summary: 'A day on pricing and cash flow, built around your own figures.',
    capacity: '12',
    price: '249',
    ...fields,
    title,
    startDate,
    endDate: fields.endDate ?? startDate,
  });
  expect(response.status, await response.clone().text()).toBe(303);
  const row = await env.DB.prepare(
    `SELECT slug FROM content_items WHERE kind = 'retreat-event' AND json_extract(document, '$.title') = ?`,
  )
    .bind(title)
    .first<{ slug: string }>();
  if (!row) throw new Error(`${title} was not stored`);
  return { slug: row.slug, title, startDate };
}

export interface SeededBooking {
  eventSlug: string;
  status?: 'held' | 'paid' | 'reserved' | 'cancelled' | 'expired';
  firstName?: string;
  lastName?: string;
  email?: string;
  attendees?: string[];
  needs?: string;
  /** Pence; by default £249 a place. */
  amount?: number;
  amountRefunded?: number;
  paymentIntentId?: string | null;
  paidAt?: number | null;
  holdExpiresAt?: number | null;
  cancelledBy?: string | null;
  checkedIn?: number[];
  createdAt?: number;
}

let booked = 0;

/** A booking row; by default one paid place for Ada Lovelace, paid online. Returns its id. */
export async function seedBooking(fields: SeededBooking): Promise<string> {
  booked += 1;
  const id = crypto.randomUUID();
  const attendees = fields.attendees ?? ['Ada Lovelace'];
  const status = fields.status ?? 'paid';
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO retreat_bookings (id, event_slug, places, first_name, last_name, email, attendees, needs, status,
       amount, amount_refunded, payment_intent_id, paid_at, hold_expires_at, cancelled_at, cancelled_by, checked_in,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      fields.eventSlug,
      attendees.length,
      fields.firstName ?? 'Ada',
      fields.lastName ?? 'Lovelace',
      fields.email ?? `buyer${booked}@example.co.uk`,
      JSON.stringify(attendees),
      fields.needs ?? '',
      status,
      fields.amount ?? attendees.length * 24_900,
      fields.amountRefunded ?? 0,
      fields.paymentIntentId === undefined ? (status === 'paid' ? `pi_test_${booked}` : null) : fields.paymentIntentId,
      fields.paidAt === undefined ? (status === 'paid' ? now : null) : fields.paidAt,
      fields.holdExpiresAt === undefined ? (status === 'held' ? now + 30 * 60_000 : null) : fields.holdExpiresAt,
      status === 'cancelled' ? now : null,
      fields.cancelledBy ?? (status === 'cancelled' ? 'visitor' : null),
      JSON.stringify(fields.checkedIn ?? []),
      fields.createdAt ?? now - 1000 * (1000 - booked),
    )
    .run();
  return id;
}

/** A waiting-list entry; returns its id. */
export async function seedWaiting(
  eventSlug: string,
  email: string,
  fields: { places?: number; status?: string; offerExpiresAt?: number | null; createdAt?: number } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO retreat_waiting_list (id, event_slug, email, places, status, offered_at, offer_expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      eventSlug,
      email,
      fields.places ?? 1,
      fields.status ?? 'waiting',
      fields.offerExpiresAt ? Date.now() : null,
      fields.offerExpiresAt ?? null,
      fields.createdAt ?? Date.now(),
    )
    .run();
  return id;
}

export async function bookingRow(id: string) {
  return env.DB.prepare(
    'SELECT status, amount_refunded, cancelled_by, checked_in, paid_at FROM retreat_bookings WHERE id = ?',
  )
    .bind(id)
    .first<{
      status: string;
      amount_refunded: number;
      cancelled_by: string | null;
      checked_in: string;
      paid_at: number | null;
    }>();
}
