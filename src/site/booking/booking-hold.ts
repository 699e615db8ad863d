/**
 * What storing a booking adds to the form factory's: the slot must be
 * bookable (the owner's rules, checked against D1) and free; the unique
 * index over held slots turns the loser of a race into 409 slot_taken; one
 * client and one address hold at most a few future slots; and the booking
 * gets its private link and the visitor's email in the same atomic batch as
 * the row itself.
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BusinessDetails } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import { consultationBookings, bookingLinks } from '../../db/schema/submissions';
import type { AppEnv } from '../../env';
import { dayAvailability, isDayOpen } from '../../submissions/consultation-booking/availability';
import { readRules } from '../../submissions/consultation-booking/availability-store';
import { bookingLinkFor } from '../../submissions/consultation-booking/booking-links';
import type { ConsultationBooking } from '../../submissions/consultation-booking/schema';
import { londonInstant } from '../../lib/london-time';
import { signToken } from '../../lib/signing';
import { database } from '../../db/client';
import { clientKey } from '../../middleware/client-key';
import { bookingMessageKey } from '../../notify/booking-messages';
import { outboxInsertFor } from '../../notify/outbox';
import type { Refusal, StoreHooks } from '../../forms/form-endpoint';
import { businessDetails } from '../../render/request-settings';

const SLOT_TAKEN_MESSAGE = 'That time has just been taken. Choose another time.';
const SLOT_UNAVAILABLE_MESSAGE = 'That time cannot be booked. Choose one of the free times.';
const DAY_CLOSED_MESSAGE = 'We are not taking consultations on that day. Choose another date.';

/** A repeat of a submission this recent is answered with the booking's link; an older one only as stored. */
const REPEAT_LINK_WINDOW_MS = 24 * 60 * 60 * 1000;

export const MAX_SLOTS_PER_PERSON = siteConfig.bookings.maxFutureSlotsPerPerson;

const slotTaken = (): Refusal => ({
  status: 409,
  code: 'slot_taken',
  message: SLOT_TAKEN_MESSAGE,
  fields: { preferredTime: SLOT_TAKEN_MESSAGE },
});

const MAX_SLOTS = MAX_SLOTS_PER_PERSON;
export const tooManyBookingsMessage = (details: BusinessDetails) =>
  `You already hold ${MAX_SLOTS} upcoming consultations, the most one person can book at once. ` +
  `To change one, use the link in its email; or contact us on ${details.phoneDisplay} or at ${details.email}.`;

const tooManyBookings = (): Refusal => {
  const message = tooManyBookingsMessage(businessDetails());
  return { status: 409, code: 'too_many_bookings', message, fields: { preferredTime: message } };
};

/** The client as counted (IPv4 address or IPv6 /64), as an HMAC: the address itself is never stored. */
export const clientHashOf = (c: Context<AppEnv>) =>
  signToken(c.env.SIGNING_SECRET, 'booking-client', clientKey(c.req.header('cf-connecting-ip')));

const notBookable = (field: 'preferredDate' | 'preferredTime', message: string): Refusal => ({
  status: 400,
  code: 'validation_failed',
  message: 'Some fields need attention.',
  fields: { [field]: message },
});

/**
 * How many upcoming slots (still to come, not cancelled) a client and an address hold, each counted on its own;
 * `except` leaves out the booking being moved, whose slot is given up by the move.
 */
export function upcomingCounts(
  clientHash: string,
  email: string,
  now: Date,
  except?: string,
): { client: SQL<number>; address: SQL<number> } {
  const others = except === undefined ? sql`` : sql`and id <> ${except}`;
  const count = (who: SQL) =>
    sql<number>`(select count(*) from consultation_bookings where ${who} and slot_starts_at > ${now.getTime()} and status <> 'cancelled' ${others})`;
  return {
    client: count(sql`client_hash = ${clientHash}`),
    address: count(sql`lower(email) = ${email.trim().toLowerCase()}`),
  };
}

/** True when D1 refused a write on the unique index over held slots (the error, or a cause inside it, names the column). */
export function isSlotConflict(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
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
    const slot = dayAvailability(booking.preferredDate, rules).slots.find(
      (candidate) => candidate.time === booking.preferredTime,
    );
    if (!slot?.available) return notBookable('preferredTime', SLOT_UNAVAILABLE_MESSAGE);
    if (await isHeld(db, londonInstant(booking.preferredDate, booking.preferredTime))) return slotTaken();
    // Counted per client and per address, so neither a new address nor a new network gets round it alone.
    const counts = upcomingCounts(await clientHashOf(c), booking.email, new Date());
    const [held] = await db.all<{ client: number; address: number }>(
      sql`select ${counts.client} as client, ${counts.address} as address`,
    );
    return held && (held.client >= MAX_SLOTS || held.address >= MAX_SLOTS) ? tooManyBookings() : null;
  },

  async alongside(c, db, booking, { id, now }) {
    const secret = c.env.SIGNING_SECRET;
    const link = await bookingLinkFor(secret, id);
    // The booking's one link, stored only if the row was (a repeat's original has its own already).
    const linkInsert = db
      .insert(bookingLinks)
      .select(
        sql`select ${link.tokenHash}, ${consultationBookings.id}, ${now.getTime()} from ${consultationBookings} where ${consultationBookings.id} = ${id}`,
      )
      .onConflictDoNothing();
    const visitorEmail = outboxInsertFor(db, ITEM_KIND.booking, id, now, bookingMessageKey({ type: 'visitor-booked' }));
    const hasSlot = Boolean(booking.preferredDate && booking.preferredTime);
    const clientHash = await clientHashOf(c);
    const counts = upcomingCounts(clientHash, booking.email, now);
    // The check before the batch can race: this takes the new row back, in the same atomic batch, if it went over.
    const guards = hasSlot
      ? [
          db.update(consultationBookings).set({ clientHash }).where(eq(consultationBookings.id, id)),
          db
            .delete(consultationBookings)
            .where(
              and(
                eq(consultationBookings.id, id),
                sql`(${counts.client} > ${MAX_SLOTS} or ${counts.address} > ${MAX_SLOTS})`,
              ),
            ),
        ]
      : [];
    return {
      guards,
      statements: [linkInsert, visitorEmail.insert],
      async after({ guards: guarded, statements: [, emailed], original }) {
        if ((guarded[1]?.meta.changes ?? 0) > 0) return { refusal: tooManyBookings() };
        const queued = (emailed?.meta.changes ?? 0) > 0 ? [visitorEmail.entry] : [];
        if (!original || original.receivedAt.getTime() < now.getTime() - REPEAT_LINK_WINDOW_MS)
          return { answer: {}, queued };
        const its = original.id === id ? link : await bookingLinkFor(secret, original.id);
        // A repeat of a booking stored before links were derived: its derived link is stored now.
        if (original.id !== id)
          await db
            .insert(bookingLinks)
            .values({ tokenHash: its.tokenHash, bookingId: original.id, createdAt: now })
            .onConflictDoNothing();
        return {
          answer: { booking: hasSlot ? { page: its.page, calendar: its.calendar } : { page: its.page } },
          queued,
        };
      },
    };
  },

  conflict: (error) => (isSlotConflict(error) ? slotTaken() : null),
};
