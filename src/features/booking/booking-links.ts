/**
 * The private link to a booking's page: a random token in the address,
 * only its SHA-256 stored (booking_links). The page lets the visitor read,
 * move or cancel the booking and download its invitation.
 */
import { randomToken } from '../../lib/random-token';
import { sha256Hex } from '../../lib/sha256';

export interface BookingLink {
  token: string;
  tokenHash: string;
  /** /bookings/{token} */
  page: string;
  /** /bookings/{token}/consultation.ics */
  calendar: string;
}

export const bookingPagePath = (token: string) => `/bookings/${token}`;
export const bookingCalendarPath = (token: string) => `${bookingPagePath(token)}/consultation.ics`;

/** A token as randomToken() makes it: 43 base64url characters. */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function newBookingLink(): Promise<BookingLink> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token), page: bookingPagePath(token), calendar: bookingCalendarPath(token) };
}
