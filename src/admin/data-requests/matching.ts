import { inArray, type SQL, sql } from 'drizzle-orm';
import { sameEmail } from '../../db/personal-data';
import { bookingLinks, consultationBookings } from '../../db/schema';

/** The private links to any of the person's consultation bookings. */
export function linksToTheirBookings(email: string): SQL {
  return inArray(
    bookingLinks.bookingId,
    sql`(select ${consultationBookings.id} from ${consultationBookings} where ${sameEmail(consultationBookings.email, email)})`,
  );
}
