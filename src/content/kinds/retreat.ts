/**
 * Retreats as the owner edits them (spec 02 §2, §9): the formats on offer (what each costs and includes) and the
 * events planned, each of one format. An event is known by its slug, which never changes once it is made, so the
 * bookings that come next can name it; its dates are ISO dates, or null while they are to be confirmed.
 */
import { z } from 'zod';
import { optionalLine, requiredLine } from '../../lib/fields';
import { isCalendarDate } from '../../lib/uk-date';

export const RETREAT_FORMAT_KIND = 'retreat-format';
export const RETREAT_EVENT_KIND = 'retreat-event';

/** Who books a format: a place at a time, or the whole of a business's team (the enquiry asks how many come). */
export const retreatBookers = ['Each person books a place', 'A business books it for its team'] as const;

export const retreatFormatDocument = z.object({
  title: requiredLine('Name', 80),
  /** As shown, e.g. "From £249 per person". */
  priceText: requiredLine('Price', 80),
  duration: requiredLine('Duration', 60),
  capacity: requiredLine('Group size', 60),
  focus: requiredLine('Focus', 300),
  highlights: z
    .array(requiredLine('Each line of what it includes', 200), { error: 'What it includes is required' })
    .min(1, 'What it includes needs at least one line')
    .max(12, 'What it includes may have at most 12 lines'),
  bookedBy: z.enum(retreatBookers, { error: 'Choose who books it' }),
});

export type RetreatFormatDocument = z.infer<typeof retreatFormatDocument>;

/** A date as the form sends it (YYYY-MM-DD, or empty while it is to be confirmed), stored as that date or null. */
const eventDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), `${label} must be a real date (YYYY-MM-DD)`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const retreatEventDocument = z
  .object({
    title: requiredLine('Title', 100),
    /** The slug of a published format: kept when the format is renamed. */
    format: z.string({ error: 'Choose a format' }).trim().min(1, 'Choose a format'),
    /** In words, on the card's badge: "One day", "Weekend". */
    length: requiredLine('Length', 40),
    startDate: eventDate('Start date'),
    endDate: eventDate('End date'),
    /** Empty until the venue is confirmed. */
    place: optionalLine('Place', 200),
    summary: requiredLine('Summary', 400),
  })
  .superRefine((event, context) => {
    if ((event.startDate === null) !== (event.endDate === null)) {
      const missing = event.startDate === null ? 'startDate' : 'endDate';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Give both dates, or leave both empty while the dates are to be confirmed',
      });
    } else if (event.startDate !== null && event.endDate !== null && event.endDate < event.startDate)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date' });
  });

export type RetreatEventDocument = z.infer<typeof retreatEventDocument>;
