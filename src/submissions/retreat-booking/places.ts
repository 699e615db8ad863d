/**
 * Counting an event's places in SQL, so that every check is made inside the statement that takes them: D1 runs one
 * batch at a time, so a booking's insert followed by "take it back if the event is now over capacity" can never let
 * two racing bookings both stand (docs/decisions/021-retreat-places.md).
 *
 * Taken now: paid and reserved bookings, held ones until their hold expires, and waiting-list offers until they lapse.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { retreatBookings, retreatWaitingList } from '../../db/schema/retreats';

/** How long a booking's places are held while the buyer pays at Stripe Checkout. */
export const HOLD_MINUTES = 30;
/** How long a waiting-list offer holds its places. */
export const OFFER_HOURS = 24;

/** A booking holds its places at `now` (as SQL over retreat_bookings, or an alias of it). */
export const holdsPlaces = (now: number, alias: SQL = sql`${retreatBookings}`) =>
  sql`(${alias}.status in ('paid', 'reserved') or (${alias}.status = 'held' and ${alias}.hold_expires_at > ${now}))`;

/** Places taken on an event at `now`; `exceptOffer`: an offer whose places the booking being made takes up. */
export function placesTaken(eventSlug: string, now: number, exceptOffer: string | null = null): SQL<number> {
  const offers = exceptOffer === null ? sql`` : sql`and id <> ${exceptOffer}`;
  return sql<number>`((select coalesce(sum(places), 0) from ${retreatBookings} where event_slug = ${eventSlug} and ${holdsPlaces(now)})
    + (select coalesce(sum(places), 0) from ${retreatWaitingList} where event_slug = ${eventSlug} and status = 'offered'
        and offer_expires_at > ${now} ${offers}))`;
}

/** Places taken on every event at once, by slug. */
export async function placesTakenByEvent(db: D1Database, now: number): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `select event_slug as slug, sum(places) as taken from (
         select event_slug, places from retreat_bookings
           where status in ('paid', 'reserved') or (status = 'held' and hold_expires_at > ?1)
         union all
         select event_slug, places from retreat_waiting_list where status = 'offered' and offer_expires_at > ?1
       ) group by event_slug`,
    )
    .bind(now)
    .all<{ slug: string; taken: number }>();
  return new Map(results.map((row) => [row.slug, Number(row.taken)]));
}

/**
 * How many of a new booking's places are at the early-bird price: of the first `earlyBirdPlaces` places of the
 * event, those not taken by bookings made before it (by insertion order). Set on the booking's own row.
 */
export function earlyBirdPlacesOf(
  db: Database,
  bookingId: string,
  eventSlug: string,
  earlyBirdPlaces: number,
  now: number,
) {
  const before = sql`(select coalesce(sum(earlier.places), 0) from ${retreatBookings} earlier
    where earlier.event_slug = ${eventSlug} and earlier.rowid < ${retreatBookings}.rowid and ${holdsPlaces(now, sql`earlier`)})`;
  return db
    .update(retreatBookings)
    .set({ earlyBirdPlaces: sql`min(${retreatBookings.places}, max(0, ${earlyBirdPlaces} - ${before}))` })
    .where(eq(retreatBookings.id, bookingId));
}

/** The booking's total in pence, from its early-bird places and the two prices in whole pounds. */
export function amountOf(db: Database, bookingId: string, price: number, earlyBirdPrice: number | null) {
  const early = earlyBirdPrice ?? price;
  return db
    .update(retreatBookings)
    .set({
      amount: sql`(${retreatBookings.earlyBirdPlaces} * ${early} + (${retreatBookings.places} - ${retreatBookings.earlyBirdPlaces}) * ${price}) * 100`,
    })
    .where(eq(retreatBookings.id, bookingId));
}

/** Takes a new booking back if, with it, the event holds more places than its capacity. */
export function overCapacityRemoval(
  db: Database,
  bookingId: string,
  eventSlug: string,
  capacity: number,
  now: number,
  exceptOffer: string | null,
) {
  return db
    .delete(retreatBookings)
    .where(and(eq(retreatBookings.id, bookingId), sql`${placesTaken(eventSlug, now, exceptOffer)} > ${capacity}`));
}
