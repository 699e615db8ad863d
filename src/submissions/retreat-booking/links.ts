/**
 * A retreat booking's private page (/retreats/bookings/{token}): the token is derived from the booking's id with
 * SIGNING_SECRET, so every email about the booking carries the same link and the token itself is never stored, only
 * its SHA-256 (retreat_booking_links). A waiting-list offer's link is made the same way from the entry's id.
 */
import { sha256Hex } from '../../lib/sha256';
import { signToken } from '../../lib/signing';

export const RETREAT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const retreatBookingPath = (token: string) => `/retreats/bookings/${token}`;

export async function retreatBookingLinkFor(secret: string | undefined, bookingId: string) {
  const token = await signToken(secret, 'retreat-booking-link', bookingId);
  return { token, tokenHash: await sha256Hex(token), page: retreatBookingPath(token) };
}

/** The offer's token: it names the waiting-list entry and is checked by deriving it again, so nothing is stored. */
export const retreatOfferTokenFor = (secret: string | undefined, entryId: string) =>
  signToken(secret, 'retreat-offer', entryId);

/** The event page with the offer: its booking form takes up the places held for it. */
export const retreatOfferPath = (eventSlug: string, entryId: string, token: string) =>
  `/retreats/${eventSlug}?offer=${entryId}.${token}`;
