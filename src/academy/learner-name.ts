/**
 * A learner corrects their own first and last name (/training/me). The name is
 * read live wherever it is shown (certificates, their verification page and
 * PDF, the employer's team page and CSV), so this one row is all that changes.
 * Audited without the name itself: the audit trail keeps no personal data.
 */
import { ITEM_KIND } from '../db/item-kinds';
import { sql } from 'drizzle-orm';
import { atomicBatch } from '../db/atomic-batch';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema/back-office';
import { trainingUsers } from '../db/schema/academy';
import { personName } from '../lib/fields';

export type NameField = 'firstName' | 'lastName';
type LearnerName = Record<NameField, string>;

const nameRules = { firstName: personName('First name'), lastName: personName('Last name') } as const;

/** The posted names checked: the names to store, or a message beside each field that is wrong. */
export function readLearnerName(
  values: Partial<Record<NameField, string>>,
): { name: LearnerName } | { errors: Partial<Record<NameField, string>> } {
  const name: LearnerName = { firstName: '', lastName: '' };
  const errors: Partial<Record<NameField, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const parsed = nameRules[field].safeParse(values[field] ?? '');
    if (parsed.success) name[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? 'Please check this name';
  }
  return Object.keys(errors).length > 0 ? { errors } : { name };
}

/** Saves the name and its audit entry in one batch; a name that did not change writes neither. */
export async function saveLearnerName(
  db: Database,
  learnerId: number,
  name: LearnerName,
  now = Date.now(),
): Promise<void> {
  await atomicBatch(db, [
    sql`update ${trainingUsers} set first_name = ${name.firstName}, last_name = ${name.lastName}
      where id = ${learnerId} and (first_name <> ${name.firstName} or last_name <> ${name.lastName})`,
    sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, detail, created_at)
      select ${crypto.randomUUID()}, null, 'learner.name', ${ITEM_KIND.learner}, ${String(learnerId)}, 'by the learner', ${now}
      where changes() = 1`,
  ]);
}
