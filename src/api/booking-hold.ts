/**
 * What storing a booking adds to the form factory's: the slot must be
 * bookable (the owner's rules, checked against D1) and free; the unique
 * index over held slots turns the loser of a race into 409 slot_taken; and
 * the booking gets its private link and the visitor's email in the same
 * atomic batch as the row itself.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { consultationBookings, bookingLinks } from '../db/schema';
import { dayAvailability, isDayOpen } from '../features/booking/availability';
import { readRules } from '../features/booking/availability-store';
import { newBookingLink } from '../features/booking/booking-links';
import type { ConsultationBooking } from '../features/booking/schema';
import { londonInstant } from '../lib/london-time';
import { database } from '../db/client';
import { bookingMessageKey } from '../notify/booking-messages';
import { outboxInsertFor } from '../notify/outbox';
import type { Refusal, StoreHooks } from './form-endpoint';

export const SLOT_TAKEN_MESSAGE = 'That time has just been taken. Choose another time.';
const SLOT_UNAVAILABLE_MESSAGE = 'That time cannot be booked. Choose one of the free times.';
const DAY_CLOSED_MESSAGE = 'We are not taking consultations on that day. Choose another date.';

/** A repeat of a submission this recent gets a fresh private link of its own (the first one is only in the first answer). */
const REPEAT_LINK_WINDOW_MS = 24 * 60 * 60 * 1000;

export const slotTaken = (): Refusal => ({ status: 409, code: 'slot_taken', message: SLOT_TAKEN_MESSAGE, fields: { preferredTime: SLOT_TAKEN_MESSAGE } });

const notBookable = (field: 'preferredDate' | 'preferredTime', message: string): Refusal => ({
  status: 400,
  code: 'validation_failed',
  message: 'Some fields need attention.',
  fields: { [field]: message },
});

/** True when D1 refused a write on the unique index over held slots (the error, or a cause inside it, names the column). */
export function isSlotConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/UNIQUE constraint failed: consultation_bookings\.slot_starts_at/.test(current.message)) return true;
  }
  return false;
}

/** True when a booking that is not cancelled holds the slot. */
async function isHeld(db: ReturnType<typeof database>, slotStartsAt: Date): Promise<boolean> {
  const [holder] = await db
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.slotStartsAt, slotStartsAt), ne(consultationBookings.status, 'cancelled')))
    .limit(1);
  return holder !== undefined;
}

/** True when this submission is stored already (a double click or a retry after a lost answer). */
async function isStored(db: ReturnType<typeof database>, submissionId: string): Promise<boolean> {
  const [stored] = await db
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(eq(consultationBookings.submissionId, submissionId))
    .limit(1);
  return stored !== undefined;
}

export const bookingHold: StoreHooks<ConsultationBooking> = {
  async check(c, booking, submissionId) {
    if (!booking.preferredDate) return null;
    const db = database(c.env.DB);
    // A repeat is answered as the original was, even if its time has since become too soon or its day blocked.
    if (await isStored(db, submissionId)) return null;
    const rules = await readRules(db, booking.preferredDate);
    if (!isDayOpen(booking.preferredDate, rules)) return notBookable('preferredDate', DAY_CLOSED_MESSAGE);
    if (!booking.preferredTime) return null;
    const slot = dayAvailability(booking.preferredDate, rules).slots.find((candidate) => candidate.time === booking.preferredTime);
    if (!slot?.available) return notBookable('preferredTime', SLOT_UNAVAILABLE_MESSAGE);
    return (await isHeld(db, londonInstant(booking.preferredDate, booking.preferredTime))) ? slotTaken() : null;
  },

  async alongside(db, booking, { id, submissionId, now }) {
    const link = await newBookingLink();
    // The link belongs to the booking stored under this submission id: the new row, or the original of a repeat.
    const linkInsert = db.insert(bookingLinks).select(
      sql`select ${link.tokenHash}, ${consultationBookings.id}, ${now.getTime()} from ${consultationBookings}
        where ${consultationBookings.submissionId} = ${submissionId} and ${consultationBookings.createdAt} >= ${now.getTime() - REPEAT_LINK_WINDOW_MS}`,
    );
    const visitorEmail = outboxInsertFor(db, 'booking', id, now, bookingMessageKey({ type: 'visitor-booked' }));
    const hasSlot = Boolean(booking.preferredDate && booking.preferredTime);
    return {
      statements: [linkInsert, visitorEmail.insert],
      after(results) {
        const changed = (result: unknown) => ((result as D1Result | undefined)?.meta.changes ?? 0) > 0;
        const [linked, emailed] = results;
        return {
          answer: changed(linked) ? { booking: hasSlot ? { page: link.page, calendar: link.calendar } : { page: link.page } } : {},
          queued: changed(emailed) ? [visitorEmail.entry] : [],
        };
      },
    };
  },

  conflict: (error) => (isSlotConflict(error) ? slotTaken() : null),
};
