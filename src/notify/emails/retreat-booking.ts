/**
 * The buyer's emails about their retreat places, one outbox row per message (src/submissions/retreat-booking/
 * messages.ts): the confirmation, the reminders a week and a day before, new attendee names, a cancellation, a refund
 * for places that had gone, and the owner's messages to everyone booked. Each is composed when sent from the booking
 * and the event as published then, with the booking's one private link; the 'lead' row of a new booking is the owner's
 * and goes in the daily digest.
 */
import { eq } from 'drizzle-orm';
import { storedBusinessDetails } from '../../content/business-details';
import { retreatEventOf } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import {
  retreatBookingLinks,
  retreatBookings,
  retreatEventMessages,
  retreatEventStates,
} from '../../db/schema/retreats';
import { submissionFor } from '../../submissions/registry';
import { retreatBookingLinkFor } from '../../submissions/retreat-booking/links';
import { parseRetreatBookingMessage, type RetreatBookingMessage } from '../../submissions/retreat-booking/messages';
import type { EmailKind } from '../email-kind';
import { describeItemRow } from '../lead-items';
import { emailAboutSubmissions } from './about-submissions';
import { composeRetreatBookingEmail } from './retreat-booking-wording';

/** How /admin/notifications names each message, after the item's label. */
const messageNames: Record<RetreatBookingMessage['type'], string> = {
  confirmed: 'confirmation',
  reminder: 'reminder',
  renamed: 'new attendee names',
  cancelled: 'cancellation',
  'refunded-unplaced': 'refund, the places had gone',
  'event-message': 'your message to attendees',
};

function messageName(key: string): string {
  const about = parseRetreatBookingMessage(key);
  if (!about) return key;
  if (about.type === 'reminder') return about.daysBefore === 7 ? 'reminder a week before' : 'reminder the day before';
  return messageNames[about.type];
}

async function ownerMessageOf(db: Database, about: RetreatBookingMessage) {
  if (about.type !== 'event-message') return null;
  const [message] = await db
    .select({
      eventSlug: retreatEventMessages.eventSlug,
      subject: retreatEventMessages.subject,
      body: retreatEventMessages.body,
    })
    .from(retreatEventMessages)
    .where(eq(retreatEventMessages.id, about.messageId));
  return message ?? null;
}

const kind = emailAboutSubmissions([submissionFor(ITEM_KIND.retreatBooking)], {
  name: 'retreat-booking',
  to: 'visitor',
  answers: (row) => row.itemKind === ITEM_KIND.retreatBooking && parseRetreatBookingMessage(row.message) !== null,
  compose: async (row, { db, origin, now, secret }) => {
    const about = parseRetreatBookingMessage(row.message);
    const [booking] = about ? await db.select().from(retreatBookings).where(eq(retreatBookings.id, row.itemId)) : [];
    // Erased (a data request, retention) since the row was written.
    if (!about || !booking) return null;
    const [content, details, [state], ownerMessage] = await Promise.all([
      siteContent(db.$client),
      storedBusinessDetails(db.$client),
      db
        .select({ cancelledAt: retreatEventStates.cancelledAt })
        .from(retreatEventStates)
        .where(eq(retreatEventStates.eventSlug, booking.eventSlug)),
      ownerMessageOf(db, about),
    ]);
    const link = await retreatBookingLinkFor(secret, booking.id);
    const email = composeRetreatBookingEmail(about, {
      booking,
      event: retreatEventOf(content, booking.eventSlug),
      eventCancelled: Boolean(state?.cancelledAt),
      pageUrl: `${origin}${link.page}`,
      origin,
      now,
      details,
      ownerMessage,
    });
    // The page opens through the hash of its token; a booking whose row was never written gets it with its first email.
    if (email)
      await db
        .insert(retreatBookingLinks)
        .values({ tokenHash: link.tokenHash, bookingId: booking.id, createdAt: now })
        .onConflictDoNothing();
    return email;
  },
});

export const retreatBookingEmail: EmailKind = {
  ...kind,
  describe: (db, row) => describeItemRow(db, row, `: ${messageName(row.message)}`),
};
