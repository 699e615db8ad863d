import { sql } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatBookings as table } from '../../db/schema/retreats';
import { formatPence } from '../../lib/pounds';
import { formatDateTime } from '../../lib/uk-date';
import { consentGiven } from '../consent';
import { listedByName } from '../person-name';
import { defineSubmission } from '../types';
import { retreatBookingFromFields } from './fields';
import { HOLD_MINUTES } from './places';
import { retreatBookingSchema } from './schema';

/** What the buyer agrees to by booking: the terms' cancellation policy, recorded with the booking. */
export const retreatBookingConsentWording =
  'By booking you accept our terms, including the retreat cancellation policy: cancel up to 14 days before the event for a full refund; after that, places are not refunded. We use your details to run your booking, as our privacy policy explains.';

const statusWords: Record<string, string> = {
  held: 'Held while paying',
  paid: 'Paid',
  reserved: 'Reserved, to be invoiced',
  cancelled: 'Cancelled',
  expired: 'Not paid in time',
};

/**
 * A booking of places on a retreat event (issue 34). It arrives held (or reserved, when the site takes no payments);
 * the payment webhook, the buyer's page and the back office move it on. The owner reads new bookings in the digest
 * and every event's attendees under /admin/events.
 */
export const retreatBooking = defineSubmission({
  kind: ITEM_KIND.retreatBooking,
  label: 'Retreat booking',
  plural: 'Retreat bookings',
  ...listedByName(table, table.eventSlug),
  detailSql: sql`${table.eventSlug} || ' ' || ${table.places}`,
  summary: (detail) => {
    const [slug = '', places = '0'] = detail.split(' ');
    return `${places} ${places === '1' ? 'place' : 'places'}: ${slug}`;
  },
  schema: retreatBookingSchema,
  fromFields: retreatBookingFromFields,
  toRow: (input, { id, submissionId, now }) => ({
    id,
    submissionId,
    eventSlug: input.eventSlug,
    places: input.places,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    attendees: input.attendees,
    needs: input.needs,
    // Held until paid; the booking's own statements set what the server decides (price, or reserved without payments).
    status: 'held' as const,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    consentGivenAt: now,
    consentPolicyVersion: siteConfig.privacyPolicyVersion,
    consentWording: retreatBookingConsentWording,
  }),
  fields: [
    { label: 'Event', read: (row) => row.eventSlug },
    { label: 'Places', read: (row) => String(row.places) },
    { label: 'First name', read: (row) => row.firstName },
    { label: 'Last name', read: (row) => row.lastName },
    { label: 'Email', read: (row) => row.email },
    { label: 'Attendees', read: (row) => row.attendees },
    { label: 'Dietary or access needs', read: (row) => row.needs, multiline: true, quoted: true },
    { label: 'Booking', read: (row) => statusWords[row.status] ?? row.status },
    { label: 'Total', read: (row) => formatPence(row.amount) },
    { label: 'Early-bird places', read: (row) => String(row.earlyBirdPlaces) },
    { label: 'Paid', read: (row) => (row.paidAt ? formatDateTime(row.paidAt) : '') },
    { label: 'Refunded', read: (row) => (row.amountRefunded ? formatPence(row.amountRefunded) : '') },
    { label: 'Cancelled', read: (row) => (row.cancelledAt ? formatDateTime(row.cancelledAt) : '') },
    { label: 'Consent given', read: consentGiven },
    { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
  ],
  workflow: {
    statuses: ['held', 'reserved', 'paid', 'cancelled', 'expired'],
    awaitingStatus: 'reserved',
    // Cancelling refunds by the policy, so it is done on the event's attendee list, never as a bare status change.
    moves: { reserved: [{ to: 'paid', label: 'Mark paid' }] },
  },
  notification: 'digest',
  digest: {
    section: 'Retreat bookings',
    counted: ['retreat booking', 'retreat bookings'],
    line: (row) =>
      `${row.firstName} ${row.lastName} (${row.email}): ${row.places} ${row.places === 1 ? 'place' : 'places'} on ${row.eventSlug}`,
  },
  funnelStep: () => 'retreat_place_booked',
  retentionDays: siteConfig.retentionDays.retreatBookings,
  exportName: 'retreat_bookings',
});
