/** An event as the retreat emails write it: when (UK dates and times), where, and how many places. */
import type { DatedEvent, RetreatEvent } from '../../content/retreat-events';
import { londonWallClock, ukDay, ukSlot, ukTime } from '../../lib/london-time';
import { venueLine } from '../retreat-invitation';
import type { Block } from './retreat-email';

/** "Saturday 12 June 2027, 9:30am to 4:00pm (UK time)", or from the first day's start to the last day's end. */
export function eventWhen(event: DatedEvent): string {
  if (event.startDate === event.endDate)
    return `${ukDay(event.startDate)}, ${ukTime(event.startTime)} to ${ukTime(event.endTime)} (UK time)`;
  return `From ${ukDay(event.startDate)} at ${ukTime(event.startTime)} to ${ukDay(event.endDate)} at ${ukTime(event.endTime)} (UK time)`;
}

/** Where it is held, with its map when the owner gave one; or that the venue is still to be confirmed. */
export function venueBlocks(event: RetreatEvent): Block[] {
  const venue = venueLine(event);
  if (!venue)
    return [
      { paragraph: 'Where: the venue is still to be confirmed. We will email you its address before the event.' },
    ];
  return [
    { paragraph: `Where: ${venue}` },
    ...(event.mapLink ? [{ link: { before: 'Plan your journey with the', href: event.mapLink, label: 'map' } }] : []),
  ];
}

export const placesWords = (places: number) => `${places} ${places === 1 ? 'place' : 'places'}`;

/** An instant as a UK date and time: "Friday 14 May 2027 at 3:30pm (UK time)". */
export function ukMoment(instant: Date): string {
  const { date, time } = londonWallClock(instant);
  return ukSlot(date, time);
}
