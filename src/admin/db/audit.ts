import { type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/back-office';

/** One entry of the audit trail: who did what, to what, from what to what. Never personal data of the people in the inbox. */
interface AuditEntry {
  actorUserId: string;
  action: string;
  itemKind?: string;
  itemId?: string;
  fromStatus?: string;
  toStatus?: string;
  detail?: string;
}

/**
 * The audit row of a change, for the same atomic batch as the change. With
 * `onlyIfChanged` it is written only when the statement just before it
 * changed a row (SQLite's changes()), so a change that did not happen is
 * not recorded.
 */
export function auditStatement(entry: AuditEntry, { onlyIfChanged = false, now = Date.now() } = {}): SQL {
  return sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, detail, created_at)
    select ${crypto.randomUUID()}, ${entry.actorUserId}, ${entry.action}, ${entry.itemKind ?? null}, ${entry.itemId ?? null}, ${entry.fromStatus ?? null}, ${entry.toStatus ?? null}, ${entry.detail ?? null}, ${now}
    ${onlyIfChanged ? sql`where changes() = 1` : sql``}`;
}
