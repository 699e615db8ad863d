/**
 * The private link to a booking's page: a token in the address, only its
 * SHA-256 stored (booking_links). The page lets the visitor read, move or
 * cancel the booking and download its invitation. A booking has one link,
 * derived from its id with SIGNING_SECRET, so every email about it can carry
 * it again without the token being kept anywhere.
 */
import { signToken } from '../../lib/signing';
import { sha256Hex } from '../../lib/sha256';

interface BookingLink {
  token: string;
  tokenHash: string;
  /** /bookings/{token} */
  page: string;
  /** /bookings/{token}/consultation.ics */
  calendar: string;
}

export const bookingPagePath = (token: string) => `/bookings/${token}`;
const bookingCalendarPath = (token: string) => `${bookingPagePath(token)}/consultation.ics`;

/** A token as signToken() (and randomToken(), for links made before) makes it: 43 base64url characters. */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The booking's one private link. */
export async function bookingLinkFor(secret: string | undefined, bookingId: string): Promise<BookingLink> {
  const token = await signToken(secret, 'booking-link', bookingId);
  return {
    token,
    tokenHash: await sha256Hex(token),
    page: bookingPagePath(token),
    calendar: bookingCalendarPath(token),
  };
}
