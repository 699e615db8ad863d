import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/back-office';
import { authorName } from '../db/authors';
import { writtenAboutItem } from '../db/item-rows';

export interface HistoryEntry {
  action: string;
  actor: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: string | null;
  createdAt: Date;
}

/** The audit trail of one item, oldest first. */
export async function itemHistory(db: Database, kind: string, id: string): Promise<HistoryEntry[]> {
  const rows = await writtenAboutItem(
    db,
    {
      table: auditEvents,
      author: auditEvents.actorUserId,
      fields: {
        action: auditEvents.action,
        fromStatus: auditEvents.fromStatus,
        toStatus: auditEvents.toStatus,
        detail: auditEvents.detail,
        createdAt: auditEvents.createdAt,
      },
    },
    kind,
    id,
  );
  return rows.map((row) => ({
    action: row.action,
    actor: authorName(row),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    detail: row.detail,
    createdAt: row.createdAt,
  }));
}
