import { users } from '../../db/schema/back-office';
import { displayName } from '../../auth/users';

/** The columns that name who made a change or wrote a note: left-joined from users, all null once that user is gone. */
export const authorColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Who made it, as the item page and the data requests page show it. */
export function authorName(row: { firstName: string | null; lastName: string | null; email: string | null }): string {
  return row.email === null ? 'A former user' : displayName(row);
}
