import { type SQL, sql } from 'drizzle-orm';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { personWithEmail } from '../../db/personal-data';
import { auditEvents } from '../../db/schema/back-office';
import { erasureStatements, personalDataTables } from '../../notify/personal-data';

export const ERASURE_ACTION = 'erasure';

/**
 * Deletes every row about the person in one atomic batch, as the list of
 * personal-data tables says (notify/personal-data.ts), and records the
 * erasure in the audit trail first, with how many rows of each table went but
 * not the address. Audit events about their submissions stay: they hold only
 * ids and statuses, and keep the trail whole. Notification records go: a
 * failed one would otherwise stay listed for Retry. So do the marks of when
 * their items were first opened, and the private links to their bookings.
 * Their Training Academy account goes as the retention job erases
 * long-inactive learners: its certificates are withdrawn, not deleted, and
 * counted with the rows. Returns the rows deleted (and certificates withdrawn).
 */
export async function erasePersonalData(
  db: Database,
  email: string,
  actorUserId: string,
  now = Date.now(),
): Promise<number> {
  const person = personWithEmail(email);
  const counted = personalDataTables.flatMap((entry) => {
    const theirs = entry.erase === 'kept' ? null : entry.theirs(person);
    // The names are ours (letters and underscores), written into the statement: D1 binds at most 100 parameters.
    return theirs ? [sql`${sql.raw(`'${entry.name}'`)}, (select count(*) from ${entry.table} where ${theirs})`] : [];
  });
  const counts: SQL = sql`json_object(${sql.join(counted, sql`, `)})`;
  const results = await atomicBatch(db, [
    sql`insert into ${auditEvents} (id, actor_user_id, action, detail, created_at) values (${crypto.randomUUID()}, ${actorUserId}, ${ERASURE_ACTION}, ${counts}, ${now})`,
    ...erasureStatements(db, person, new Date(now)),
  ]);
  return results.slice(1).reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
