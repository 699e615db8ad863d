/**
 * The waiting list's offers. When places free up (a cancellation, a hold or an offer that lapsed, a larger capacity),
 * the first person in the queue whose places fit is offered them: the places are held for them for 24 hours, and one
 * email goes with the link. An offer not taken up lapses and passes on. Each offer is one conditional UPDATE that
 * counts the free places inside itself, so two runs at once can never offer the same place twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import { retreatEventOf, isDated } from '../../content/retreat-events';
import { type SiteContent, siteContent } from '../../content/site-content';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatEventStates, retreatWaitingList } from '../../db/schema/retreats';
import { todayInLondon } from '../../lib/uk-date';
import { outboxInsertForRows } from '../../notify/outbox';
import { retreatOfferTokenFor } from '../../submissions/retreat-booking/links';
import { WAITING_LIST_OFFER_MESSAGE } from '../../submissions/retreat-booking/messages';
import { OFFER_HOURS, placesTaken } from '../../submissions/retreat-booking/places';
import { bookingClosesOn } from '../../content/retreat-events';

/** An offer as its link names it, still open. */
export interface OpenOffer {
  entryId: string;
  eventSlug: string;
  places: number;
  expiresAt: Date;
}

/** The offer a link's `?offer=<entry id>.<token>` names, if the token is right and the offer still open; else null. */
export async function openOfferOf(
  db: Database,
  secret: string | undefined,
  raw: string | null | undefined,
  now: Date,
): Promise<OpenOffer | null> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(raw ?? '');
  if (!match?.[1] || !match[2]) return null;
  const [entryId, token] = [match[1], match[2]];
  if ((await retreatOfferTokenFor(secret, entryId)) !== token) return null;
  const [entry] = await db
    .select()
    .from(retreatWaitingList)
    .where(and(eq(retreatWaitingList.id, entryId), eq(retreatWaitingList.status, 'offered')));
  if (!entry?.offerExpiresAt || entry.offerExpiresAt.getTime() <= now.getTime()) return null;
  return { entryId, eventSlug: entry.eventSlug, places: entry.places, expiresAt: entry.offerExpiresAt };
}

/** Offers that lapsed, marked so; returns how many. Their places are free again at once (counting reads the expiry). */
export async function lapseOffers(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .update(retreatWaitingList)
    .set({ status: 'lapsed' })
    .where(and(eq(retreatWaitingList.status, 'offered'), sql`${retreatWaitingList.offerExpiresAt} <= ${now.getTime()}`))
    .returning({ id: retreatWaitingList.id });
  return lapsed.length;
}

/**
 * Offers an event's free places to its queue, one person at a time, while the next fitting person's places fit; an
 * event that cannot be booked any more (cancelled, closed, past) offers nothing. Returns the outbox ids to queue.
 */
export async function offerFreedPlaces(
  db: Database,
  content: SiteContent,
  eventSlug: string,
  now: Date,
): Promise<string[]> {
  const event = retreatEventOf(content, eventSlug);
  if (!event || !isDated(event) || event.capacity === null) return [];
  if (todayInLondon(now) > bookingClosesOn(event)) return [];
  const [state] = await db.select().from(retreatEventStates).where(eq(retreatEventStates.eventSlug, eventSlug));
  if (state?.cancelledAt) return [];
  const at = now.getTime();
  const queued: string[] = [];
  // Each pass offers one entry or none; at most as many passes as places.
  for (let pass = 0; pass < event.capacity; pass += 1) {
    const free = sql`(${event.capacity} - ${placesTaken(eventSlug, at)})`;
    const [offered] = await db
      .update(retreatWaitingList)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: new Date(at + OFFER_HOURS * 3_600_000) })
      .where(
        sql`${retreatWaitingList.id} = (select id from ${retreatWaitingList} w where w.event_slug = ${eventSlug}
          and w.status = 'waiting' and w.places <= ${free} order by w.created_at, w.rowid limit 1)`,
      )
      .returning({ id: retreatWaitingList.id });
    if (!offered) break;
    const [email] = await outboxInsertForRows(
      db,
      { itemKind: ITEM_KIND.retreatWaitingList, from: retreatWaitingList, itemId: sql`${retreatWaitingList.id}` },
      sql`${WAITING_LIST_OFFER_MESSAGE}`,
      eq(retreatWaitingList.id, offered.id),
      now,
    );
    if (email) queued.push(email.id);
  }
  return queued;
}

/** Lapses what is due, then offers the free places of every event with someone waiting. Returns the outbox ids. */
export async function runWaitingListOffers(db: Database, now: Date): Promise<string[]> {
  await lapseOffers(db, now);
  const waiting = await db
    .selectDistinct({ eventSlug: retreatWaitingList.eventSlug })
    .from(retreatWaitingList)
    .where(eq(retreatWaitingList.status, 'waiting'));
  if (waiting.length === 0) return [];
  const content = await siteContent(db.$client);
  const queued: string[] = [];
  for (const { eventSlug } of waiting) queued.push(...(await offerFreedPlaces(db, content, eventSlug, now)));
  return queued;
}
