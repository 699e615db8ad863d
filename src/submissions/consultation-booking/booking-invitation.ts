/**
 * The visitor's calendar invitation for a booking (RFC 5545 with RFC 5546's
 * REQUEST and CANCEL): the slot in Europe/London wall-clock time with the
 * zone's VTIMEZONE, one UID per booking so every update replaces the same
 * event, a SEQUENCE raised on each change, and an alarm an hour before.
 * The same text is attached to the emails and downloaded from the booking page.
 */
import { siteConfig } from '../../content/site-config';
import { calendarText, escapeText, LONDON_TIMEZONE, londonEventTime } from '../../lib/icalendar';
import { londonInstant } from '../../lib/london-time';
import { bookingEventUid } from './booking-event';

interface InvitedBooking {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  preferredDate: string | null;
  preferredTime: string | null;
  calendarSequence: number;
}

export const INVITATION_FILENAME = 'consultation.ics';

/** The invitation, or null for a booking without a slot (there is no event to put in a calendar). */
export function bookingInvitation(
  booking: InvitedBooking,
  /** organizerEmail: the business details' address, which a calendar offers to write to. */
  options: { method: 'REQUEST' | 'CANCEL'; description: string; pageUrl: string; now: Date; organizerEmail: string },
): string | null {
  if (!booking.preferredDate || !booking.preferredTime) return null;
  const starts = londonInstant(booking.preferredDate, booking.preferredTime);
  const ends = new Date(starts.getTime() + siteConfig.freeConsultationMinutes * 60_000);
  const cancelled = options.method === 'CANCEL' || booking.status === 'cancelled';
  const attendeeName = `${booking.firstName} ${booking.lastName}`.trim();
  const summary = `Free consultation with ${siteConfig.name}`;
  return calendarText({
    productId: '-//Pawsperity Consulting//Bookings//EN',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    timezones: LONDON_TIMEZONE,
    events: [
      {
        uid: bookingEventUid(booking.id),
        stamp: options.now,
        start: londonEventTime(starts),
        end: londonEventTime(ends),
        summary,
        description: options.description,
        more: [
          `SEQUENCE:${booking.calendarSequence}`,
          `STATUS:${cancelled ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE'}`,
          `URL:${options.pageUrl}`,
          `ORGANIZER;CN=${escapeText(siteConfig.name)}:mailto:${options.organizerEmail}`,
          // Already accepted: the visitor asked for this time, so no calendar should offer to send the business a reply.
          `ATTENDEE;CN="${attendeeName.replace(/["\\]/g, '')}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${booking.email}`,
          ...(cancelled
            ? []
            : [
                'BEGIN:VALARM',
                'ACTION:DISPLAY',
                'TRIGGER:-PT1H',
                `DESCRIPTION:${escapeText(`${summary} in one hour`)}`,
                'END:VALARM',
              ]),
        ],
      },
    ],
  });
}
