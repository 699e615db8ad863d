/**
 * The retreats' cron work, every 5 minutes: holds past their 30 minutes marked expired, waiting-list offers lapsed and
 * the free places offered on, the buyers' reminders 7 days and 1 day before their event, and each new event announced
 * once to the confirmed early-bird list. Every email row is written once (unique per item and message) however often
 * or concurrently this runs, and queued like every email.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { bookingClosesOn, isDated, upcomingEventsOf } from '../content/retreat-events';
import { siteContent } from '../content/site-content';
import type { Database } from '../db/client';
import { ITEM_KIND } from '../db/item-kinds';
import { earlyBirdList, retreatBookings, retreatEventStates } from '../db/schema/retreats';
import type { Bindings } from '../env';
import { addDays, londonInstant, londonWallClock } from '../lib/london-time';
import { todayInLondon } from '../lib/uk-date';
import { enqueueNotifications } from '../notify/enqueue';
import { outboxInsertForRows } from '../notify/outbox';
import { earlyBirdAnnouncementKey, retreatBookingMessageKey } from '../submissions/retreat-booking/messages';
import { runWaitingListOffers } from '../site/retreats/waiting-list-offers';

/** Reminders go from 8 in the morning, London time. */
const REMINDER_HOUR = 8;

/** Held bookings whose time to pay ran out: their places were free already; the mark is for the owner's lists. */
async function expireHolds(db: Database, now: Date): Promise<void> {
  await db
    .update(retreatBookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(retreatBookings.status, 'held'), lte(retreatBookings.holdExpiresAt, now)));
}

/**
 * The reminders due today: 7 days before an event's first day (until the day before it) and the day before, each to
 * bookings made before it fell due, so a booking made three days ahead is not told its event is a week away.
 */
async function writeReminders(db: Database, events: { slug: string; startDate: string }[], now: Date) {
  const today = todayInLondon(now);
  const written: string[] = [];
  // In the morning, London time, never at five past midnight.
  if (Number(londonWallClock(now).time.split(':')[0]) < REMINDER_HOUR) return written;
  for (const event of events) {
    for (const daysBefore of [7, 1] as const) {
      const dueOn = addDays(event.startDate, -daysBefore);
      const until = daysBefore === 7 ? addDays(event.startDate, -1) : event.startDate;
      if (today < dueOn || today >= until) continue;
      const rows = await outboxInsertForRows(
        db,
        { itemKind: ITEM_KIND.retreatBooking, from: retreatBookings, itemId: sql`${retreatBookings.id}` },
        sql`${retreatBookingMessageKey({ type: 'reminder', daysBefore })}`,
        and(
          eq(retreatBookings.eventSlug, event.slug),
          inArray(retreatBookings.status, ['paid', 'reserved']),
          sql`${retreatBookings.createdAt} < ${londonInstant(dueOn, '0:00').getTime()}`,
        ) ?? sql`0`,
        now,
      );
      written.push(...rows.map((row) => row.id));
    }
  }
  return written;
}

/** Each event open for booking (or soon to be) is announced once: the state row claims it in the same batch. */
async function announceNewEvents(db: Database, events: { slug: string }[], now: Date): Promise<string[]> {
  const written: string[] = [];
  for (const event of events) {
    const at = now.getTime();
    const [claimed, rows] = await db.batch([
      db
        .insert(retreatEventStates)
        .values({ eventSlug: event.slug, announcedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: retreatEventStates.eventSlug,
          set: { announcedAt: now, updatedAt: now },
          setWhere: sql`${retreatEventStates.announcedAt} is null and ${retreatEventStates.cancelledAt} is null`,
        }),
      outboxInsertForRows(
        db,
        { itemKind: ITEM_KIND.earlyBirdList, from: earlyBirdList, itemId: sql`${earlyBirdList.id}` },
        sql`${earlyBirdAnnouncementKey(event.slug)}`,
        sql`${earlyBirdList.status} = 'confirmed' and exists (select 1 from ${retreatEventStates} s
          where s.event_slug = ${event.slug} and s.announced_at = ${at})`,
        now,
      ),
    ]);
    if ((claimed.meta.changes ?? 0) > 0) written.push(...rows.map((row) => row.id));
  }
  return written;
}

export async function runRetreatJobs(db: Database, env: Bindings, now: Date = new Date()): Promise<number> {
  await expireHolds(db, now);
  const offers = await runWaitingListOffers(db, now);
  const today = todayInLondon(now);
  const events = upcomingEventsOf(await siteContent(db.$client), today).filter(isDated);
  const reminders = await writeReminders(db, events, now);
  const announced = events.filter(
    (event) => event.capacity !== null && event.price !== null && today <= bookingClosesOn(event),
  );
  const announcements = await announceNewEvents(db, announced, now);
  const queued = [...offers, ...reminders, ...announcements];
  // If the queue cannot take them now, the rows stay pending and the sweep queues them.
  await enqueueNotifications(
    env,
    queued.map((outboxId) => ({ type: 'send', outboxId })),
  );
  return queued.length;
}
