/** The owner's email when the visitor moved or cancelled on their booking page, composed from the booking as it is then. */
import { eq } from 'drizzle-orm';
import { ITEM_KIND } from '../../db/item-kinds';
import { consultationBookings } from '../../db/schema/submissions';
import { submissionFor } from '../../submissions/registry';
import { parseBookingMessage } from '../booking-messages';
import { composeOwnerChangeEmail } from './booking-wording';
import { emailAboutSubmissions } from './about-submissions';

const bookings = [submissionFor(ITEM_KIND.booking)];

export const ownerBookingChangeEmail = emailAboutSubmissions(bookings, {
  name: 'booking-owner-change',
  to: 'owner',
  answers: (row) => row.itemKind === ITEM_KIND.booking && parseBookingMessage(row.message)?.type === 'owner-changed',
  compose: async (row, { db, origin }) => {
    const [booking] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, row.itemId));
    return booking ? composeOwnerChangeEmail(booking, origin) : null;
  },
});
