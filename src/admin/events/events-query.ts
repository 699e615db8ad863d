/**
 * The owner's view of every published retreat event: its places paid, reserved and held, what is left, its waiting
 * list, what it has earned, whether it was cancelled, and whether, past its go/no-go date, it is still below its
 * minimum. One grouped read per table, for all events at once.
 */
import { sql } from 'drizzle-orm';
import { RETREAT_EVENT_KIND, retreatEventDocument } from '../../content/kinds/retreat';
import { eventDates, type RetreatEvent, upcomingEventsOf } from '../../content/retreat-events';
import { publishedItemsOf, type SiteContent } from '../../content/site-content';
import type { Database } from '../../db/client';
import { retreatEventStates } from '../../db/schema/retreats';
import { todayInLondon } from '../../lib/uk-date';
import { placesTakenByEvent } from '../../submissions/retreat-booking/places';

export interface EventOverview {
  event: RetreatEvent;
  /** Its last day is before today (London). */
  past: boolean;
  cancelledAt: Date | null;
  paidPlaces: number;
  reservedPlaces: number;
  /** Held while their buyers pay, holds not yet lapsed. */
  heldPlaces: number;
  /** Capacity less every place taken (waiting-list offers too); null without a capacity. */
  placesLeft: number | null;
  /** Entries still waiting or holding an offer. */
  waiting: number;
  /** Pence taken and kept: paid bookings (and cancelled ones that had paid) less what was refunded or is owed back. */
  revenue: number;
  /** Past its go/no-go date with fewer places paid or reserved than its minimum, and still to run. */
  belowMinimum: boolean;
}

/** Paid and reserved places: the ones that count towards the minimum. */
export const bookedPlaces = (overview: Pick<EventOverview, 'paidPlaces' | 'reservedPlaces'>) =>
  overview.paidPlaces + overview.reservedPlaces;

/** Whether the owner must decide if the event runs: on or after its go/no-go date, below its minimum, not over. */
export function isBelowMinimum(event: RetreatEvent, booked: number, today: string, cancelled: boolean): boolean {
  if (cancelled || event.minimumPlaces === null || event.goNoGoDate === null) return false;
  if (event.endDate !== null && event.endDate < today) return false;
  return today >= event.goNoGoDate && booked < event.minimumPlaces;
}

interface BookingTotals {
  slug: string;
  paid: number;
  reserved: number;
  held: number;
  revenue: number;
}

async function bookingTotals(db: Database, now: number): Promise<Map<string, BookingTotals>> {
  const rows = await db.all<BookingTotals>(sql`select event_slug as slug,
      coalesce(sum(case when status = 'paid' then places end), 0) as paid,
      coalesce(sum(case when status = 'reserved' then places end), 0) as reserved,
      coalesce(sum(case when status = 'held' and hold_expires_at > ${now} then places end), 0) as held,
      coalesce(sum(case when status = 'paid'
        or (status = 'cancelled' and (paid_at is not null or amount_refunded > 0)) then amount - amount_refunded end), 0)
        as revenue
    from retreat_bookings group by event_slug`);
  return new Map(rows.map((row) => [row.slug, row]));
}

async function waitingCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db.all<{ slug: string; waiting: number }>(
    sql`select event_slug as slug, count(*) as waiting from retreat_waiting_list
      where status in ('waiting', 'offered') group by event_slug`,
  );
  return new Map(rows.map((row) => [row.slug, Number(row.waiting)]));
}

async function cancelledEvents(db: Database): Promise<Map<string, Date>> {
  const rows = await db.select().from(retreatEventStates);
  return new Map(rows.flatMap((row) => (row.cancelledAt ? [[row.eventSlug, row.cancelledAt] as const] : [])));
}

/** Upcoming events in the order visitors see them, then past ones, the most recent first. */
export function eventsInOrder(content: SiteContent, today: string): { event: RetreatEvent; past: boolean }[] {
  const upcoming = upcomingEventsOf(content, today);
  const past = publishedItemsOf(content, RETREAT_EVENT_KIND, retreatEventDocument)
    .map(({ slug, document }) => ({ ...document, slug }))
    .filter((event) => event.endDate !== null && event.endDate < today)
    .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
  return [...upcoming.map((event) => ({ event, past: false })), ...past.map((event) => ({ event, past: true }))];
}

export async function eventOverviews(db: Database, content: SiteContent, now: Date): Promise<EventOverview[]> {
  const today = todayInLondon(now);
  const [totals, taken, waiting, cancelled] = await Promise.all([
    bookingTotals(db, now.getTime()),
    placesTakenByEvent(db.$client, now.getTime()),
    waitingCounts(db),
    cancelledEvents(db),
  ]);
  return eventsInOrder(content, today).map(({ event, past }) => {
    const counts = totals.get(event.slug);
    const paidPlaces = Number(counts?.paid ?? 0);
    const reservedPlaces = Number(counts?.reserved ?? 0);
    const cancelledAt = cancelled.get(event.slug) ?? null;
    return {
      event,
      past,
      cancelledAt,
      paidPlaces,
      reservedPlaces,
      heldPlaces: Number(counts?.held ?? 0),
      placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - (taken.get(event.slug) ?? 0)),
      waiting: waiting.get(event.slug) ?? 0,
      revenue: Number(counts?.revenue ?? 0),
      belowMinimum: isBelowMinimum(event, paidPlaces + reservedPlaces, today, cancelledAt !== null),
    };
  });
}

/** An event the front page flags: "<title> on <dates>: N of M minimum places booked". */
export interface EventToDecide {
  slug: string;
  title: string;
  dates: string;
  booked: number;
  minimum: number;
}

export async function eventsToDecide(db: Database, content: SiteContent, now: Date): Promise<EventToDecide[]> {
  const today = todayInLondon(now);
  // The front page asks on every visit: no reads at all unless some event is past its go/no-go date.
  const due = eventsInOrder(content, today).some(({ event }) => isBelowMinimum(event, 0, today, false));
  if (!due) return [];
  return (await eventOverviews(db, content, now)).flatMap((overview) =>
    overview.belowMinimum && overview.event.minimumPlaces !== null
      ? [
          {
            slug: overview.event.slug,
            title: overview.event.title,
            dates: eventDates(overview.event),
            booked: bookedPlaces(overview),
            minimum: overview.event.minimumPlaces,
          },
        ]
      : [],
  );
}
