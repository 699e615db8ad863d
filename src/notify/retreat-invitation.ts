/**
 * The buyer's calendar invitation for a retreat booking (RFC 5545 with RFC 5546's REQUEST and CANCEL): one event from
 * the first day's start to the last day's end in Europe/London wall-clock time with the zone's VTIMEZONE, one UID per
 * booking so each update replaces the same event, and the booking's SEQUENCE, raised on every change it is sent. The
 * emails attach it and the booking page offers it for download, so both give the same text.
 */
import type { DatedEvent } from '../content/retreat-events';
import { siteConfig } from '../content/site-config';
import { calendarText, dateValue, escapeText, type EventTime, LONDON_TIMEZONE } from '../lib/icalendar';

export const RETREAT_INVITATION_FILENAME = 'retreat.ics';

export interface InvitedRetreatBooking {
  id: string;
  status: string;
  places: number;
  attendees: string[];
  firstName: string;
  lastName: string;
  email: string;
  calendarSequence: number;
}

interface InvitationOptions {
  /** CANCEL withdraws the event from the buyer's calendar; a cancelled booking is always withdrawn. */
  method?: 'REQUEST' | 'CANCEL';
  /** The booking's private page, where names are changed and places cancelled. */
  pageUrl: string;
  now: Date;
  /** The business details' address, which a calendar offers to write to. */
  organizerEmail: string;
}

/** The business's mail domain, "pawsperity.co.uk": an identifier's right-hand side, not a link. */
const uidDomain = new URL(siteConfig.origin).hostname.replace(/^www\./, '');

/** "retreat-booking-{id}@pawsperity.co.uk": the iCalendar UID of a retreat booking's places. */
export const retreatBookingEventUid = (bookingId: string) => `retreat-booking-${bookingId}@${uidDomain}`;

/** "2027-05-12" and "09:30" → 20270512T093000, read in Europe/London (the event's times are London's). */
function londonTime(date: string, time: string): EventTime {
  const [hours = '00', minutes = '00'] = time.split(':');
  return { londonTime: `${dateValue(date)}T${hours.padStart(2, '0')}${minutes.padStart(2, '0')}00` };
}

/** The venue as one line: its name and address, whichever are known. */
export const venueLine = (event: Pick<DatedEvent, 'place' | 'venueAddress'>) =>
  [event.place, event.venueAddress].filter((part) => part.trim() !== '').join(', ');

const placesWords = (places: number) => `${places} ${places === 1 ? 'place' : 'places'}`;

/** A booking that holds no places any more (cancelled, or never paid in time) is withdrawn from the calendar. */
const withdrawn = (status: string) => status === 'cancelled' || status === 'expired';

export function retreatInvitation(
  booking: InvitedRetreatBooking,
  event: DatedEvent,
  options: InvitationOptions,
): string {
  const cancelled = options.method === 'CANCEL' || withdrawn(booking.status);
  const summary = `${event.title} with ${siteConfig.name}`;
  const venue = venueLine(event);
  const description = [
    `${placesWords(booking.places)}: ${booking.attendees.join(', ')}.`,
    ...(venue ? [`Venue: ${venue}.`] : []),
    ...(event.mapLink ? [`Map: ${event.mapLink}`] : []),
    `Change names or cancel: ${options.pageUrl}`,
  ].join('\n');
  const buyer = `${booking.firstName} ${booking.lastName}`.trim().replace(/["\\]/g, '');
  return calendarText({
    productId: '-//Pawsperity Consulting//Retreats//EN',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    timezones: LONDON_TIMEZONE,
    events: [
      {
        uid: retreatBookingEventUid(booking.id),
        stamp: options.now,
        start: londonTime(event.startDate, event.startTime),
        end: londonTime(event.endDate, event.endTime),
        summary,
        description,
        more: [
          ...(venue ? [`LOCATION:${escapeText(venue)}`] : []),
          `SEQUENCE:${booking.calendarSequence}`,
          `STATUS:${cancelled ? 'CANCELLED' : booking.status === 'held' ? 'TENTATIVE' : 'CONFIRMED'}`,
          `URL:${options.pageUrl}`,
          `ORGANIZER;CN=${escapeText(siteConfig.name)}:mailto:${options.organizerEmail}`,
          // Already accepted: the buyer booked these places, so no calendar should offer to send the business a reply.
          `ATTENDEE;CN="${buyer}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${booking.email}`,
          ...(cancelled
            ? []
            : [
                'BEGIN:VALARM',
                'ACTION:DISPLAY',
                // A day ahead: time to pack and plan the journey to the venue.
                'TRIGGER:-P1D',
                `DESCRIPTION:${escapeText(`${event.title} starts tomorrow`)}`,
                'END:VALARM',
              ]),
        ],
      },
    ],
  });
}
