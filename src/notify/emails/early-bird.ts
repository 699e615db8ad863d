/**
 * The early-bird list's emails (item the sign-up): 'confirm', the one email an unconfirmed address ever receives,
 * asking its owner to confirm it (so nobody can sign up a stranger); and 'announce:<event slug>', a new event
 * published, sent only to a confirmed address, each with the link to unsubscribe. Composed when sent, so an address
 * unsubscribed meanwhile, or an event taken down, gets nothing.
 */
import { eq } from 'drizzle-orm';
import { type BusinessDetails, storedBusinessDetails } from '../../content/business-details';
import { eventDates, isDated, priceInForce, type RetreatEvent, retreatEventOf } from '../../content/retreat-events';
import { siteConfig } from '../../content/site-config';
import { siteContent } from '../../content/site-content';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { earlyBirdList, retreatEventStates } from '../../db/schema/retreats';
import { ukDay } from '../../lib/london-time';
import { formatPounds } from '../../lib/pounds';
import { todayInLondon } from '../../lib/uk-date';
import { earlyBirdLinkPath } from '../../submissions/early-bird-list/links';
import { submissionFor } from '../../submissions/registry';
import { EARLY_BIRD_CONFIRM_MESSAGE } from '../../submissions/retreat-booking/messages';
import { placesTakenByEvent } from '../../submissions/retreat-booking/places';
import type { OutgoingMessage } from '../deliver';
import type { EmailKind } from '../email-kind';
import { describeItemRow } from '../lead-items';
import { emailAboutSubmissions } from './about-submissions';
import { type Block, retreatEmail } from './retreat-email';
import { eventWhen, venueBlocks } from './retreat-event-words';

const ANNOUNCE = 'announce:';

type SignUp = typeof earlyBirdList.$inferSelect;

function confirmationRequest(signUp: SignUp, confirmUrl: string, details: BusinessDetails): OutgoingMessage {
  return retreatEmail({
    to: signUp.email,
    subject: `Please confirm: ${siteConfig.name} early-bird list`,
    heading: 'Please confirm your address',
    details,
    blocks: [
      {
        paragraph: `You asked to join the ${siteConfig.name} early-bird list: one email each time we publish a new retreat or learning event for pet-care business owners, often with an early-bird price for the first places.`,
      },
      { paragraph: 'Press the button to confirm that this address is yours and that you want those emails.' },
      { button: { href: confirmUrl, label: 'Confirm my address' } },
      {
        paragraph:
          'Until you confirm, we send you nothing else. If you did not ask to join, ignore this email and you will not hear from us again.',
      },
    ],
  });
}

/** The price a place costs now, with the early bird's end: its last day, its places left, or whichever comes first. */
function priceWords(event: RetreatEvent, today: string, taken: number): string {
  const price = event.capacity === null ? null : priceInForce(event, today, taken);
  if (!price) return 'Places are arranged with us directly: ask on the event’s page.';
  if (!price.earlyBird || event.price === null) return `Price: ${formatPounds(price.price)} a place, including VAT.`;
  const until = price.earlyBirdUntil ? `until ${ukDay(price.earlyBirdUntil)}` : null;
  const places = price.earlyBirdPlacesLeft === null ? null : `for the next ${price.earlyBirdPlacesLeft} places`;
  const end = until && places ? `${until} or ${places}, whichever comes first` : (until ?? places ?? '');
  return `Early-bird price: ${formatPounds(price.price)} a place ${end}, then ${formatPounds(event.price)}; both include VAT.`;
}

async function announcement(
  db: Database,
  signUp: SignUp,
  eventSlug: string,
  context: { origin: string; now: Date; secret: string | undefined },
): Promise<OutgoingMessage | null> {
  const today = todayInLondon(context.now);
  const [content, details, [state], taken] = await Promise.all([
    siteContent(db.$client),
    storedBusinessDetails(db.$client),
    db.select().from(retreatEventStates).where(eq(retreatEventStates.eventSlug, eventSlug)),
    placesTakenByEvent(db.$client, context.now.getTime()),
  ]);
  const event = retreatEventOf(content, eventSlug);
  // Taken down, cancelled or over since it was announced: there is nothing to tell.
  if (!event || state?.cancelledAt || (event.endDate !== null && event.endDate < today)) return null;
  const opens = event.bookingOpens !== null && event.bookingOpens > today ? event.bookingOpens : null;
  const blocks: Block[] = [
    { paragraph: event.summary },
    { paragraph: `When: ${isDated(event) ? eventWhen(event) : 'dates to be confirmed'}` },
    ...venueBlocks(event),
    { paragraph: priceWords(event, today, taken.get(eventSlug) ?? 0) },
    ...(opens ? [{ paragraph: `Booking opens on ${ukDay(opens)}.` }] : []),
    { button: { href: `${context.origin}/retreats/${event.slug}`, label: 'See the event' } },
    {
      link: {
        before:
          'You receive this because you joined our early-bird list and confirmed your address. No longer want it?',
        href: `${context.origin}${await earlyBirdLinkPath(context.secret, 'unsubscribe', signUp.id)}`,
        label: 'Unsubscribe',
      },
    },
  ];
  const dates = isDated(event) ? `, ${eventDates(event)}` : '';
  return retreatEmail({
    to: signUp.email,
    subject: `New from ${siteConfig.name}: ${event.title}${dates}`,
    heading: `${event.title}${dates}`,
    details,
    blocks,
  });
}

const kind = emailAboutSubmissions([submissionFor(ITEM_KIND.earlyBirdList)], {
  name: 'early-bird-list',
  to: 'visitor',
  answers: (row) =>
    row.itemKind === ITEM_KIND.earlyBirdList &&
    (row.message === EARLY_BIRD_CONFIRM_MESSAGE || row.message.startsWith(ANNOUNCE)),
  compose: async (row, { db, origin, now, secret }) => {
    const [signUp] = await db.select().from(earlyBirdList).where(eq(earlyBirdList.id, row.itemId));
    if (!signUp) return null;
    if (row.message === EARLY_BIRD_CONFIRM_MESSAGE) {
      // Confirmed already, or unsubscribed: the request would be noise.
      if (signUp.status !== 'unconfirmed') return null;
      const confirmUrl = `${origin}${await earlyBirdLinkPath(secret, 'confirm', signUp.id)}`;
      return confirmationRequest(signUp, confirmUrl, await storedBusinessDetails(db.$client));
    }
    // Nothing but the confirmation request ever goes to an address its owner has not confirmed.
    if (signUp.status !== 'confirmed') return null;
    return announcement(db, signUp, row.message.slice(ANNOUNCE.length), { origin, now, secret });
  },
});

export const earlyBirdEmail: EmailKind = {
  ...kind,
  describe: (db, row) =>
    describeItemRow(
      db,
      row,
      row.message === EARLY_BIRD_CONFIRM_MESSAGE ? ': confirmation request' : ': new event announced',
    ),
};
