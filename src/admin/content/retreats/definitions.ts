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
    'The ways to come on a retreat, each a card under Retreat Formats on /retreats with its price, what it includes and a Book This Retreat mail link. Visitors see them in the order here; an event is of one of the published formats.',
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
      hint: 'The booking enquiry asks for the number of places, or for the number of team members attending.',
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

export const retreatEventDefinition: KindDefinition<RetreatEventDocument> = {
  kind: RETREAT_EVENT_KIND,
  section: 'retreat-events',
  one: 'Retreat event',
  many: 'Retreat events',
  intro:
    'The events under Upcoming Events on /retreats, each with an enquiry mail link. Events with dates are shown soonest first, then those with dates to be confirmed in the order here; an event is no longer shown once its end date has passed.',
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
      hint: 'Leave both dates empty while they are to be confirmed: the page then reads Date: TBC.',
    },
    { name: 'endDate', label: 'End date', type: 'date', hint: 'The same as the start date for a one-day event.' },
    {
      name: 'place',
      label: 'Place',
      type: 'text',
      maxLength: 200,
      hint: 'The venue and its town. Leave it empty until the venue is confirmed.',
    },
    { name: 'summary', label: 'Summary', type: 'textarea', rows: 3, maxLength: 400, required: true },
  ],
  titleOf: (event) => event.title,
  ordered: true,
  // The format is chosen from a list, but it may have been archived since the form was opened, or the post forged.
  check: (event, { relatedItems }): Record<string, string> =>
    formatChoices(relatedItems).some((choice) => choice.value === event.format)
      ? {}
      : { format: 'Choose one of the published retreat formats' },
  relatedKinds: [RETREAT_FORMAT_KIND],
};
