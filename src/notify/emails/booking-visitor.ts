/**
 * The visitor's emails about their booking: the booking itself (or the
 * acknowledgement of a request without a slot), a move, the owner's
 * confirmation, a cancellation and the reminder the day before. Each is
 * composed from the booking as it is then, with the booking's one private
 * link, derived from its id; a message no longer true is not sent.
 */
import { eq } from 'drizzle-orm';
import { storedBusinessDetails } from '../../content/business-details';
import { ITEM_KIND } from '../../db/item-kinds';
import { bookingLinks, consultationBookings } from '../../db/schema/submissions';
import { bookingLinkFor } from '../../submissions/consultation-booking/booking-links';
import { readContext } from '../../submissions/read-context';
import { submissionFor } from '../../submissions/registry';
import { parseBookingMessage } from '../booking-messages';
import { composeVisitorBookingEmail } from './booking-wording';
import { emailAboutSubmissions } from './about-submissions';

const bookings = [submissionFor(ITEM_KIND.booking)];

export const visitorBookingEmail = emailAboutSubmissions(bookings, {
  name: 'booking-visitor',
  to: 'visitor',
  answers: (row) => {
    const about = row.itemKind === ITEM_KIND.booking ? parseBookingMessage(row.message) : null;
    return about !== null && about.type !== 'owner-changed';
  },
  compose: async (row, { db, origin, now, secret }) => {
    const about = parseBookingMessage(row.message);
    const [booking] = about
      ? await db.select().from(consultationBookings).where(eq(consultationBookings.id, row.itemId))
      : [];
    if (!about || !booking) return null;
    const link = await bookingLinkFor(secret, booking.id);
    // The packages as each booking saw them; the details as the owner has them now (the seeded ones if D1 cannot give
    // them, so the email still goes).
    const [{ packages }, details] = await Promise.all([readContext(db.$client), storedBusinessDetails(db.$client)]);
    const email = composeVisitorBookingEmail(booking, about, `${origin}${link.page}`, now, { packages, details });
    // Stored with the booking already; a booking from before links were derived gets its one row here.
    if (email)
      await db
        .insert(bookingLinks)
        .values({ tokenHash: link.tokenHash, bookingId: booking.id, createdAt: now })
        .onConflictDoNothing();
    return email;
  },
});
