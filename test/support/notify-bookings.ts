/**
 * Consultation bookings for the notification tests (reminders, the owner's
 * agenda), inserted as the server stores them: the availability rules do not
 * apply to a direct insert, so any slot can be set up.
 */
import { env } from 'cloudflare:workers';

export interface StoredBooking {
  first: string;
  last: string;
  /** Each booking its own address unless one is given. */
  email?: string;
  status?: string;
  services?: string[];
  /** London date; with `time`, the slot's instant written out in UTC (a request without a slot has neither). */
  date: string;
  time?: string;
  slot?: string;
}

export async function storeBooking(booking: StoredBooking): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO consultation_bookings (id, first_name, last_name, email, services, estimated_cost, status, preferred_date, preferred_time, slot_starts_at, created_at)
     VALUES (?, ?, ?, ?, ?, 'From £1,995', ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      booking.first,
      booking.last,
      booking.email ?? `${id}@example.co.uk`,
      JSON.stringify(booking.services ?? ['business-planning']),
      booking.status ?? 'pending',
      booking.date,
      booking.time ?? null,
      booking.slot ? Date.parse(booking.slot) : null,
      Date.now(),
    )
    .run();
  return id;
}
