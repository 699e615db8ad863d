/**
 * The visitor's reminder, 24 hours (siteConfig.bookings.reminderHoursBefore)
 * before a booking's slot: run by the every-5-minutes cron, it writes one
 * outbox row per pending or confirmed booking whose slot starts within that
 * time, keyed by the slot's instant, and queues the rows it wrote. A booking
 * made less than a day ahead is reminded at once; a moved one again for its
 * new slot (a new key); a cancelled one not at all. The row is composed when
 * sent, and skipped if the booking no longer holds that slot by then.
 */
import { ITEM_KIND } from '../db/item-kinds';
import { and, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { consultationBookings } from '../db/schema/submissions';
import type { Bindings } from '../env';
import { reminderKeySql } from './booking-messages';
import { enqueueNotifications } from './enqueue';
import { outboxInsertForEach } from './outbox';

const HOUR_MS = 3_600_000;

/** Statuses of a booking that still holds its slot and is worth a reminder. */
const REMINDED_STATUSES = ['pending', 'confirmed'];

/** Writes the reminders now due (each once, however often or concurrently this runs) and queues them; returns how many it wrote. */
export async function queueDueReminders(db: Database, env: Bindings, now: Date = new Date()): Promise<number> {
  const table = consultationBookings;
  const dueBy = new Date(now.getTime() + siteConfig.bookings.reminderHoursBefore * HOUR_MS);
  const due = and(
    inArray(table.status, REMINDED_STATUSES),
    isNotNull(table.slotStartsAt),
    // Implied by the statuses, but with the line above it is the held-slots index's own condition: SQLite searches that index instead of scanning.
    ne(table.status, 'cancelled'),
    gt(table.slotStartsAt, now),
    lte(table.slotStartsAt, dueBy),
  );
  const written = await outboxInsertForEach(
    db,
    ITEM_KIND.booking,
    reminderKeySql(table.slotStartsAt),
    due ?? sql`0`,
    now,
  );
  // If the queue cannot take them now, the rows stay pending and the sweep queues them.
  await enqueueNotifications(
    env,
    written.map((row) => ({ type: 'send', outboxId: row.id })),
  );
  return written.length;
}
