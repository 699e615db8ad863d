import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/back-office';
import { RETENTION_FAILED, RETENTION_RUN } from '../../jobs/retention';

/** A daily job is overdue when nothing has been recorded for this long. */
const OVERDUE_MS = 36 * 60 * 60 * 1000;

export type RetentionHealth =
  | { state: 'ok' }
  | { state: 'failed'; at: Date; error: string }
  | { state: 'overdue'; lastRun: Date | null };

/**
 * How the daily retention clean-up last went, from the audit trail: the owner
 * is told when the last run failed, or when none has been recorded recently
 * (a run that could not even record its failure).
 */
export async function retentionHealth(db: Database, now = new Date()): Promise<RetentionHealth> {
  const [last] = await db
    .select({ action: auditEvents.action, detail: auditEvents.detail, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(inArray(auditEvents.action, [RETENTION_RUN, RETENTION_FAILED]))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  if (!last || now.getTime() - last.createdAt.getTime() > OVERDUE_MS)
    return { state: 'overdue', lastRun: last?.createdAt ?? null };
  if (last.action === RETENTION_FAILED) return { state: 'failed', at: last.createdAt, error: errorOf(last.detail) };
  return { state: 'ok' };
}

function errorOf(detail: string | null): string {
  try {
    const parsed = JSON.parse(detail ?? '{}') as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : 'unknown error';
  } catch {
    return 'unknown error';
  }
}
