/**
 * Retreats in the back office: the formats (/admin/content/retreat-formats) and the events, each of one published
 * format (/admin/content/retreat-events). Both show on /retreats.
 */
import {
  RETREAT_EVENT_KIND,
  RETREAT_FORMAT_KIND,
  type RetreatEventDocument,
  type RetreatFormatDocument,
  retreatBookers,
  retreatEventDocument,
  retreatFormatDocument,
} from '../../../content/kinds/retreat';
import type { KindDefinition, RelatedItems } from '../kinds/definition';

export const retreatFormatDefinition: KindDefinition<RetreatFormatDocument> = {
  kind: RETREAT_FORMAT_KIND,
  section: 'retreat-formats',
  one: 'Retreat format',
  many: 'Retreat formats',
  intro:
    'The ways to come on a retreat, each a card under Retreat Formats on /retreats with its price, what it includes and a Book This Retreat button, which leads to the format’s next dated events (a team retreat’s opens the enquiry form instead). Visitors see them in the order here; an event is of one of the published formats.',
  schema: retreatFormatDocument,
  fields: [
    { name: 'title', label: 'Name', type: 'text', maxLength: 80, required: true },
    {
      name: 'priceText',
      label: 'Price',
      type: 'text',
      maxLength: 80,
      hint: 'As visitors read it, e.g. From £249 per person.',
      required: true,
    },
    { name: 'duration', label: 'Duration', type: 'text', maxLength: 60, hint: 'e.g. 2 days, 1 night.', required: true },
    { name: 'capacity', label: 'Group size', type: 'text', maxLength: 60, required: true },
    { name: 'focus', label: 'Focus', type: 'textarea', rows: 2, maxLength: 300, required: true },
    { name: 'highlights', label: 'What it includes', type: 'lines', rows: 7, required: true },
    {
      name: 'bookedBy',
      label: 'Who books it',
      type: 'select',
      options: retreatBookers,
      hint: 'Each person books a place: its events are booked and paid for on the site. A business books it for its team: it stays a quote, and its button opens an enquiry form that lands in the inbox.',
      required: true,
    },
  ],
  titleOf: (format) => format.title,
  ordered: true,
};

const formatsOf = (related: RelatedItems) => related.get(RETREAT_FORMAT_KIND) ?? [];

/** A published format's name, for the owner to choose by; its slug is what the event keeps. */
function formatChoices(related: RelatedItems) {
  return formatsOf(related).flatMap(({ slug, document }) => {
    const parsed = retreatFormatDocument.safeParse(document);
    return parsed.success ? [{ value: slug, label: parsed.data.title }] : [];
  });
}

/** Rules across fields that the stored document does not need, but an owner running bookings does. */
function bookingRules(event: RetreatEventDocument): Record<string, string> {
  const messages: Record<string, string> = {};
  if (event.minimumPlaces !== null && event.goNoGoDate === null)
    messages.goNoGoDate = 'Give the go/no-go date on which you decide whether it runs';
  if (event.goNoGoDate !== null && event.minimumPlaces === null)
    messages.minimumPlaces = 'Give the minimum number of places it needs to run, or no go/no-go date';
  if (event.goNoGoDate !== null && event.startDate !== null && event.goNoGoDate >= event.startDate)
    messages.goNoGoDate = 'The go/no-go date must be before the event starts';
  if (event.bookingOpens !== null && event.startDate !== null && event.bookingOpens >= event.startDate)
    messages.bookingOpens = 'Booking must open before the event starts';
  return messages;
}

export const retreatEventDefinition: KindDefinition<RetreatEventDocument> = {
  kind: RETREAT_EVENT_KIND,
  section: 'retreat-events',
  one: 'Retreat event',
  many: 'Retreat events',
  intro:
    'The events under Upcoming Events on /retreats. An event with dates, a capacity and a price is booked on the site: visitors book and pay for up to 4 places at a time, the places left are shown, and a sold-out event takes a waiting list. Without a capacity and price, or of a team format, it takes enquiries. Dated events are shown soonest first, then those with dates to be confirmed in the order here; an event is no longer shown once its end date has passed. Attendees, check-in and cancelling are under Events.',
  schema: retreatEventDocument,
  fields: [
    { name: 'title', label: 'Title', type: 'text', maxLength: 100, required: true },
    {
      name: 'format',
      label: 'Format',
      type: 'select',
      choicesFrom: formatChoices,
      hint: 'One of the published retreat formats.',
      required: true,
    },
    {
      name: 'length',
      label: 'Length',
      type: 'text',
      maxLength: 40,
      hint: 'In words, on the card’s badge: One day, Weekend, Two days.',
      required: true,
    },
    {
      name: 'startDate',
      label: 'Start date',
      type: 'date',
      hint: 'Leave both dates empty while they are to be confirmed: the page then reads Date: TBC, and nobody can book.',
    },
    { name: 'startTime', label: 'Start time', type: 'time', hint: 'UK time on the first day. Empty: 9:30am.' },
    { name: 'endDate', label: 'End date', type: 'date', hint: 'The same as the start date for a one-day event.' },
    { name: 'endTime', label: 'End time', type: 'time', hint: 'UK time on the last day. Empty: 5:00pm.' },
    {
      name: 'place',
      label: 'Venue',
      type: 'text',
      maxLength: 200,
      hint: 'The venue’s name and town, e.g. The Mill, Hebden Bridge. Leave it empty until the venue is confirmed.',
    },
    {
      name: 'venueAddress',
      label: 'Venue address',
      type: 'textarea',
      rows: 2,
      maxLength: 300,
      hint: 'The full address with its postcode: it goes into the calendar invitation and the reminders.',
    },
    {
      name: 'mapLink',
      label: 'Map link',
      type: 'url',
      maxLength: 500,
      hint: 'The venue on a map, its https address (e.g. from Google Maps’ Share). Optional.',
    },
    { name: 'summary', label: 'Summary', type: 'textarea', rows: 3, maxLength: 400, required: true },
    {
      name: 'capacity',
      label: 'Capacity',
      type: 'number',
      hint: 'Places on sale. The spec’s group sizes: 12-15 for a one-day intensive, 8-12 for a weekend. Leave capacity and price empty to take enquiries only.',
    },
    { name: 'price', label: 'Price per place (£)', type: 'number', hint: 'In whole pounds, e.g. 249.' },
    {
      name: 'earlyBirdPrice',
      label: 'Early-bird price per place (£)',
      type: 'number',
      hint: 'Less than the price. It holds until the date or the first N places below, whichever comes first; give one or both. Empty: no early bird.',
    },
    { name: 'earlyBirdUntil', label: 'Early bird until', type: 'date', hint: 'The last day of the early-bird price.' },
    {
      name: 'earlyBirdPlaces',
      label: 'Early-bird places',
      type: 'number',
      hint: 'The early-bird price covers the first this many places booked.',
    },
    { name: 'bookingOpens', label: 'Booking opens', type: 'date', hint: 'Empty: as soon as it is published.' },
    {
      name: 'bookingCloses',
      label: 'Booking closes',
      type: 'date',
      hint: 'The last day places can be booked. Empty: the day before it starts.',
    },
    {
      name: 'minimumPlaces',
      label: 'Minimum places',
      type: 'number',
      hint: 'The fewest places booked for it to be worth running. From the go/no-go date, the back office’s front page flags an event below it.',
    },
    {
      name: 'goNoGoDate',
      label: 'Go/no-go date',
      type: 'date',
      hint: 'The day you decide whether it runs: leave time for attendees to rearrange travel if you cancel.',
    },
  ],
  titleOf: (event) => event.title,
  ordered: true,
  // The format is chosen from a list, but it may have been archived since the form was opened, or the post forged.
  check: (event, { relatedItems }): Record<string, string> => ({
    ...bookingRules(event),
    ...(formatChoices(relatedItems).some((choice) => choice.value === event.format)
      ? {}
      : { format: 'Choose one of the published retreat formats' }),
  }),
  relatedKinds: [RETREAT_FORMAT_KIND],
};
