/** The owner's email when the visitor moved or cancelled on their booking page, composed from the booking as it is then. */
import { eq } from 'drizzle-orm';
import { ITEM_KIND } from '../../db/item-kinds';
import { consultationBookings } from '../../db/schema/submissions';
import { notificationOutbox } from '../../db/schema/notifications';
import { aboutTheirItems, itemGone } from '../../submissions/personal-data';
import { submissionFor } from '../../submissions/registry';
import { parseBookingMessage } from '../booking-messages';
import type { EmailKind } from '../email-kind';
import { describeItemRow } from '../lead-items';
import { STANDARD_RETRY } from '../retry-policy';
import { composeOwnerChangeEmail } from './booking-wording';

const bookings = [submissionFor(ITEM_KIND.booking)];

export const ownerBookingChangeEmail: EmailKind = {
  name: 'booking-owner-change',
  to: 'owner',
  sender: 'NOTIFY_EMAIL',
  answers: (row) => row.itemKind === ITEM_KIND.booking && parseBookingMessage(row.message)?.type === 'owner-changed',
  compose: async (row, { db, origin }) => {
    const [booking] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, row.itemId));
    return booking ? composeOwnerChangeEmail(booking, origin) : null;
  },
  describe: (db, row) => describeItemRow(db, row),
  retry: STANDARD_RETRY,
  erasure: (person) => (person.email ? aboutTheirItems(notificationOutbox, person.email, bookings) : null),
  expired: () => itemGone(notificationOutbox, bookings),
};
