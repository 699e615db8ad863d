/**
 * The waiting list's offer (item the entry, message 'offer'): places have freed up on a sold-out event and are held
 * for this person until the offer ends; the link opens the event's booking form with the offer, and an offer not
 * taken up passes to the next person. Sent only while the offer is open.
 */
import { eq } from 'drizzle-orm';
import { storedBusinessDetails } from '../../content/business-details';
import { eventDates, isDated, retreatEventOf } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatEventStates, retreatWaitingList } from '../../db/schema/retreats';
import { submissionFor } from '../../submissions/registry';
import { retreatOfferPath, retreatOfferTokenFor } from '../../submissions/retreat-booking/links';
import { WAITING_LIST_OFFER_MESSAGE } from '../../submissions/retreat-booking/messages';
import { OFFER_HOURS } from '../../submissions/retreat-booking/places';
import { emailAboutSubmissions } from './about-submissions';
import { retreatEmail } from './retreat-email';
import { eventWhen, placesWords, ukMoment, venueBlocks } from './retreat-event-words';

export const retreatWaitingListEmail = emailAboutSubmissions(
  [submissionFor(ITEM_KIND.retreatWaitingList)],
  {
    name: 'retreat-waiting-list',
    to: 'visitor',
    answers: (row) => row.itemKind === ITEM_KIND.retreatWaitingList && row.message === WAITING_LIST_OFFER_MESSAGE,
    compose: async (row, { db, origin, now, secret }) => {
      const [entry] = await db.select().from(retreatWaitingList).where(eq(retreatWaitingList.id, row.itemId));
      // Taken up, lapsed or taken off the list since: the places are no longer held for them.
      if (entry?.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now) return null;
      const [content, details, [state]] = await Promise.all([
        siteContent(db.$client),
        storedBusinessDetails(db.$client),
        db.select().from(retreatEventStates).where(eq(retreatEventStates.eventSlug, entry.eventSlug)),
      ]);
      const event = retreatEventOf(content, entry.eventSlug);
      if (!event || !isDated(event) || state?.cancelledAt) return null;
      const token = await retreatOfferTokenFor(secret, entry.id);
      const places = placesWords(entry.places);
      const freed = entry.places === 1 ? 'A place has freed up' : `${places} have freed up`;
      const until = ukMoment(entry.offerExpiresAt);
      return retreatEmail({
        to: entry.email,
        subject: `${freed} on ${event.title}`,
        heading: `${freed} on ${event.title}`,
        details,
        blocks: [
          {
            paragraph: `You are next on the waiting list for ${event.title} (${eventDates(event)}), so we are holding ${places} for you until ${until}.`,
          },
          { paragraph: `When: ${eventWhen(event)}` },
          ...venueBlocks(event),
          {
            paragraph: `To take ${entry.places === 1 ? 'it' : 'them'} up, book with the link below: the booking form there is ready for your ${places}, with today's price, and takes you to payment.`,
          },
          { button: { href: `${origin}${retreatOfferPath(event.slug, entry.id, token)}`, label: 'Book your places' } },
          {
            paragraph: `Each offer is held for ${OFFER_HOURS} hours. If you have not booked by ${until}, the places pass to the next person on the waiting list, and you need do nothing.`,
          },
        ],
      });
    },
  },
  ': offer of places',
);
