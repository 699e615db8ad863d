import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personWithEmail } from '../../db/personal-data';
import { personalDataTables } from '../../notify/personal-data';
import type { StoredRow } from '../../submissions/types';

/** Every row about one person, by table, in the list's order. */
export type PersonalData = Record<string, StoredRow[]>;

/**
 * Every row about one person, by table (notify/personal-data.ts): each kind
 * of submission under its exportName, then the other tables. Secrets are
 * left out: a session, sign-in link, team invitation or private link to a
 * booking appears with its dates, never with its hash. Their Training
 * Academy account comes with its progress, quiz attempts, certificates,
 * sign-in links and sessions, the team invitations sent to the address or by
 * them, and the audit entries and emails about the account and its
 * certificates.
 */
export async function findPersonalData(db: Database, email: string): Promise<PersonalData> {
  const person = personWithEmail(email);
  const lookups = personalDataTables.flatMap((entry) => {
    const theirs = entry.theirs(person);
    if (!theirs) return [];
    const query = db
      .select(entry.shown?.columns ?? getTableColumns(entry.table))
      .from(entry.table)
      .where(theirs);
    return [{ name: entry.name, query: entry.shown?.orderBy ? query.orderBy(entry.shown.orderBy) : query }];
  });
  const [first, ...rest] = lookups.map((lookup) => lookup.query);
  if (!first) return {};
  const results: StoredRow[][] = await db.batch([first, ...rest]);
  return Object.fromEntries(lookups.map((lookup, index) => [lookup.name, results[index] ?? []]));
}
