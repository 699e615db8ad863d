import { type SQL, sql } from 'drizzle-orm';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { personWithEmail } from '../../db/personal-data';
import { auditEvents } from '../../db/schema/back-office';
import { erasureStatements, personalDataTables } from '../../notify/personal-data';

export const ERASURE_ACTION = 'erasure';

/** Tables counted per statement of the erasure's audit entry: each count binds the address a few times. */
const COUNTS_PER_STATEMENT = 6;

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
  // D1 binds at most 100 parameters a statement: the counts are written a few tables at a time into the one entry.
  const chunks: SQL[][] = [];
  for (let start = 0; start < counted.length; start += COUNTS_PER_STATEMENT)
    chunks.push(counted.slice(start, start + COUNTS_PER_STATEMENT));
  const auditId = crypto.randomUUID();
  const [first = [], ...rest] = chunks;
  const results = await atomicBatch(db, [
    sql`insert into ${auditEvents} (id, actor_user_id, action, detail, created_at) values (${auditId}, ${actorUserId}, ${ERASURE_ACTION}, json_object(${sql.join(first, sql`, `)}), ${now})`,
    ...rest.map(
      (chunk) =>
        sql`update ${auditEvents} set detail = json_patch(detail, json_object(${sql.join(chunk, sql`, `)})) where id = ${auditId}`,
    ),
    ...erasureStatements(db, person, new Date(now)),
  ]);
  const erasures = results.slice(1 + rest.length);
  return erasures.reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
