/**
 * What the buyer of retreat places reads, for each of the booking's messages: composed from the booking and the event
 * as they are when it is sent, so a message no longer true (a reminder for places since cancelled, a confirmation of a
 * booking that lapsed) is not sent at all. The buyer's and attendees' names are the only words of theirs it repeats;
 * their dietary or access needs are acknowledged, never quoted back.
 */
import type { BusinessDetails } from '../../content/business-details';
import { type DatedEvent, eventDates, eventInstants, isDated, type RetreatEvent } from '../../content/retreat-events';
import { siteConfig } from '../../content/site-config';
import type { retreatBookings } from '../../db/schema/retreats';
import { daysBetween, ukDay } from '../../lib/london-time';
import { formatPence } from '../../lib/pounds';
import { todayInLondon } from '../../lib/uk-date';
import type { RetreatBookingMessage } from '../../submissions/retreat-booking/messages';
import { HOLD_MINUTES, OFFER_HOURS } from '../../submissions/retreat-booking/places';
import { FULL_REFUND_DAYS_BEFORE, lastFullRefundDay } from '../../submissions/retreat-booking/refund-policy';
import type { Attachment, OutgoingMessage } from '../deliver';
import { RETREAT_INVITATION_FILENAME, retreatInvitation } from '../retreat-invitation';
import { type Block, retreatEmail } from './retreat-email';
import { eventWhen, placesWords, venueBlocks } from './retreat-event-words';

export type RetreatBookingRow = typeof retreatBookings.$inferSelect;

export interface RetreatBookingContext {
  booking: RetreatBookingRow;
  /** The event as published now; undefined once the owner has taken it down. */
  event: RetreatEvent | undefined;
  /** The owner cancelled the whole event. */
  eventCancelled: boolean;
  /** The booking's private page. */
  pageUrl: string;
  origin: string;
  now: Date;
  details: BusinessDetails;
  /** For an 'event-message': the owner's message to the event's attendees, if it is still there. */
  ownerMessage: { eventSlug: string; subject: string; body: string } | null;
}

/** The refund time the spec states for every refund. */
const REFUND_TIME = '5-7 business days';

const holdsPlaces = (booking: RetreatBookingRow) => booking.status === 'paid' || booking.status === 'reserved';

/** "Summer Leadership Retreat (12 to 13 June 2027)", or the event's title alone while it is to be dated. */
const eventName = (event: RetreatEvent) => (isDated(event) ? `${event.title} (${eventDates(event)})` : event.title);

function earlyBirdWords(booking: RetreatBookingRow): string {
  if (booking.earlyBirdPlaces <= 0) return '';
  if (booking.earlyBirdPlaces >= booking.places) return ', at the early-bird price';
  return `, ${booking.earlyBirdPlaces} of them at the early-bird price`;
}

function totalBlock(booking: RetreatBookingRow): Block {
  const total = `${formatPence(booking.amount)}, including VAT${earlyBirdWords(booking)}`;
  return {
    paragraph:
      booking.status === 'paid'
        ? `Total paid: ${total}.`
        : `Total: ${total}. We will email you an invoice for it; your places are held for you meanwhile.`,
  };
}

/** The cancellation policy as it applies to this booking today: the last day of a full refund, or that it has passed. */
function policyBlock(booking: RetreatBookingRow, event: DatedEvent, now: Date): Block {
  const lastDay = lastFullRefundDay(event.startDate);
  const names = 'You can change attendee names at no cost if someone else needs to come instead.';
  const paid = booking.status === 'paid';
  if (todayInLondon(now) > lastDay)
    return {
      paragraph: `The event is less than ${FULL_REFUND_DAYS_BEFORE} days away, so under our cancellation policy cancelled places are ${paid ? 'not refunded' : 'charged in full'}. ${names}`,
    };
  const terms = paid
    ? 'we refund you in full; after that, places are not refunded'
    : 'there is nothing to pay; after that, the places are charged in full';
  return {
    paragraph: `Our cancellation policy: cancel on your booking page by ${ukDay(lastDay)} and ${terms}. ${names}`,
  };
}

const needsBlock = (booking: RetreatBookingRow): Block => ({
  paragraph: booking.needs.trim()
    ? 'We have your note of dietary or access needs and will plan for them. If anything changes, reply to this email.'
    : 'If anyone coming has dietary or access needs, reply to this email and tell us before the day.',
});

const whoIsComing = (booking: RetreatBookingRow): Block[] => [
  { paragraph: `${placesWords(booking.places)}, for:` },
  { list: booking.attendees },
];

/** What helps on the day: the workshops use the owner's own figures. */
function whatToBring(event: DatedEvent): Block {
  const days = daysBetween(event.startDate, event.endDate) + 1;
  const overnight =
    days > 1
      ? ` It runs over ${days} days, so bring what you need for each day, and overnight things if you are staying.`
      : '';
  return {
    paragraph: `What to bring: your latest figures (your prices, a few months of income and costs, and your staff rota), as the sessions work on your own business; a laptop or notebook; and the questions you most want answered.${overnight}`,
  };
}

/** "in a week", "tomorrow": how far off the event is now, whichever reminder this is. */
function howSoon(event: DatedEvent, now: Date): string {
  const days = daysBetween(todayInLondon(now), event.startDate);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days === 7 ? 'in a week' : `in ${days} days`;
}

/** What was refunded, or why nothing was. */
function refundWords(booking: RetreatBookingRow, event: RetreatEvent | undefined): string {
  if (booking.amountRefunded > 0)
    return booking.paymentIntentId
      ? `We have refunded ${formatPence(booking.amountRefunded)} to the card you paid with; refunds take ${REFUND_TIME} to reach your account.`
      : `We will refund ${formatPence(booking.amountRefunded)} to you the way you paid, within ${REFUND_TIME}.`;
  const cancelledOn = todayInLondon(booking.cancelledAt ?? new Date(0));
  const late =
    booking.cancelledBy === 'visitor' && event && isDated(event) && cancelledOn > lastFullRefundDay(event.startDate);
  return late
    ? `You cancelled less than ${FULL_REFUND_DAYS_BEFORE} days before the event, so under our cancellation policy the places are not refunded.`
    : 'You had not paid for the places yet, so there is nothing to pay.';
}

function cancelledWords(booking: RetreatBookingRow, name: string) {
  const places = placesWords(booking.places);
  if (booking.cancelledBy === 'event')
    return {
      subject: `Cancelled: ${name}`,
      opening: `We are sorry: ${name} will not go ahead, so your booking of ${places} is cancelled. Everyone booked on it is refunded in full.`,
    };
  if (booking.cancelledBy === 'owner')
    return {
      subject: `Your booking is cancelled: ${name}`,
      opening: `We have cancelled your booking of ${places} on ${name}. If you were not expecting this, reply to this email and we will explain.`,
    };
  return {
    subject: `Cancelled: your places on ${name}`,
    opening: `As you asked, your ${places} on ${name} ${booking.places === 1 ? 'is' : 'are'} cancelled.`,
  };
}

/** The buyer's email for one of the booking's messages; null when it is no longer true. */
export function composeRetreatBookingEmail(
  about: RetreatBookingMessage,
  context: RetreatBookingContext,
): OutgoingMessage | null {
  const { booking, event, eventCancelled, pageUrl, origin, now, details } = context;
  const to = { name: `${booking.firstName} ${booking.lastName}`.trim(), email: booking.email };
  const first = booking.firstName;
  const page: Block = { button: { href: pageUrl, label: 'Your booking page' } };
  const pageUse: Block = {
    paragraph:
      'On your booking page you can change attendee names or cancel, and download the calendar invitation again.',
  };
  const invitation = (dated: DatedEvent, method: 'REQUEST' | 'CANCEL'): Attachment[] => [
    {
      filename: RETREAT_INVITATION_FILENAME,
      type: `text/calendar; method=${method}`,
      content: retreatInvitation(booking, dated, { method, pageUrl, now, organizerEmail: details.email }),
    },
  ];
  const send = (subject: string, heading: string, blocks: Block[], attachments: Attachment[] = []) =>
    retreatEmail({ to, subject, heading, blocks, details, attachments });
  // Past its end, nothing about the event itself is worth sending (a retried email, a message queued too late).
  const upcoming = event && isDated(event) && !eventCancelled && eventInstants(event).endsAt > now ? event : null;

  switch (about.type) {
    case 'confirmed': {
      if (!holdsPlaces(booking) || !upcoming) return null;
      const paid = booking.status === 'paid';
      return send(
        `Your places are ${paid ? 'booked' : 'reserved'}: ${eventName(upcoming)}`,
        `Thank you, ${first}: your places are ${paid ? 'booked' : 'reserved'}`,
        [
          {
            paragraph: paid
              ? `Your places on ${upcoming.title} are booked and paid for.`
              : `Your places on ${upcoming.title} are reserved for you, to be paid by invoice.`,
          },
          { paragraph: `When: ${eventWhen(upcoming)}` },
          ...venueBlocks(upcoming),
          ...whoIsComing(booking),
          totalBlock(booking),
          policyBlock(booking, upcoming, now),
          needsBlock(booking),
          { paragraph: `The attached ${RETREAT_INVITATION_FILENAME} adds the event to your calendar.` },
          page,
          pageUse,
        ],
        invitation(upcoming, 'REQUEST'),
      );
    }
    case 'reminder': {
      if (!holdsPlaces(booking) || !upcoming || eventInstants(upcoming).startsAt <= now) return null;
      const soon = howSoon(upcoming, now);
      return send(
        `${upcoming.title} is ${soon}: ${eventDates(upcoming)}`,
        `${first}, ${upcoming.title} is ${soon}`,
        [
          { paragraph: `When: ${eventWhen(upcoming)}` },
          ...venueBlocks(upcoming),
          ...whoIsComing(booking),
          whatToBring(upcoming),
          needsBlock(booking),
          ...(booking.status === 'reserved'
            ? [{ paragraph: 'If you have not yet paid our invoice for your places, please pay it before the day.' }]
            : []),
          { paragraph: `The attached ${RETREAT_INVITATION_FILENAME} is your calendar invitation again, up to date.` },
          page,
          pageUse,
        ],
        invitation(upcoming, 'REQUEST'),
      );
    }
    case 'renamed':
      // A later change sends its own email with the names as they are then.
      if (!holdsPlaces(booking) || !upcoming || booking.calendarSequence > about.sequence) return null;
      return send(
        `Attendee names updated: ${eventName(upcoming)}`,
        `${first}, your attendee names are updated`,
        [
          { paragraph: `Your places on ${eventName(upcoming)} are now for:` },
          { list: booking.attendees },
          { paragraph: `The attached ${RETREAT_INVITATION_FILENAME} updates the event in your calendar.` },
          page,
          pageUse,
        ],
        invitation(upcoming, 'REQUEST'),
      );
    case 'cancelled': {
      if (booking.status !== 'cancelled') return null;
      const name = event ? eventName(event) : 'the retreat you booked';
      const words = cancelledWords(booking, name);
      return send(
        words.subject,
        `${first}, your booking is cancelled`,
        [
          { paragraph: words.opening },
          { paragraph: refundWords(booking, event) },
          ...(event && isDated(event)
            ? [{ paragraph: `The attached ${RETREAT_INVITATION_FILENAME} removes the event from your calendar.` }]
            : []),
          { link: { before: 'Our other events are on', href: `${origin}/retreats`, label: 'the retreats page' } },
        ],
        event && isDated(event) ? invitation(event, 'CANCEL') : [],
      );
    }
    case 'refunded-unplaced': {
      if (holdsPlaces(booking) || booking.amountRefunded <= 0) return null;
      const name = event ? eventName(event) : 'the retreat';
      return send(
        `Refunded: no places left on ${event?.title ?? 'the retreat'}`,
        `${first}, we have refunded your payment`,
        [
          {
            paragraph: `Your payment for ${placesWords(booking.places)} on ${name} reached us after the ${HOLD_MINUTES} minutes we hold places for while you pay, and meanwhile the last places were booked, so we could not take your booking.`,
          },
          {
            paragraph: `We have refunded ${formatPence(booking.amountRefunded)} in full to the card you paid with; refunds take ${REFUND_TIME} to reach your account. We are sorry for the disappointment.`,
          },
          ...(upcoming
            ? [
                {
                  paragraph: `If you would still like to come, join the waiting list on the event's page: when places free up, the first person on it is offered them, held for ${OFFER_HOURS} hours.`,
                },
                { button: { href: `${origin}/retreats/${upcoming.slug}`, label: 'Join the waiting list' } },
              ]
            : [
                { link: { before: 'Our other events are on', href: `${origin}/retreats`, label: 'the retreats page' } },
              ]),
        ],
      );
    }
    case 'event-message': {
      const message = context.ownerMessage;
      if (!holdsPlaces(booking) || !event || !message || message.eventSlug !== booking.eventSlug) return null;
      return send(`${event.title}: ${message.subject}`, `A message about ${event.title}`, [
        { paragraph: `You have ${placesWords(booking.places)} on ${eventName(event)}.` },
        { quote: { intro: `${siteConfig.name} wrote to everyone booked:`, text: message.body } },
        { paragraph: 'Reply to this email to answer us.' },
        page,
      ]);
    }
  }
}
