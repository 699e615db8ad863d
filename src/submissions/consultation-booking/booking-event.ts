/**
 * The calendar event a booking is, wherever it is written: the visitor's
 * invitation, its updates and cancellation, and the owner's calendar feed.
 * One UID per booking, so every calendar sees the same event, updated in
 * place (its SEQUENCE says which copy is newer), never a duplicate.
 */
import { siteConfig } from '../../content/site-config';

/** The business's mail domain, "pawsperity.co.uk": an identifier's right-hand side, not a link. */
const uidDomain = new URL(siteConfig.origin).hostname.replace(/^www\./, '');

/** "booking-{id}@pawsperity.co.uk": the iCalendar UID of a booking's consultation. */
export function bookingEventUid(bookingId: string): string {
  return `booking-${bookingId}@${uidDomain}`;
}

/** "blocked-{id}@pawsperity.co.uk": the UID of a block of days the owner is away, in the owner's calendar feed. */
export function blockedDatesEventUid(blockId: string): string {
  return `blocked-${blockId}@${uidDomain}`;
}
