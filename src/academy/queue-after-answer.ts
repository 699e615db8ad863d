import type { Context } from 'hono';
import { database, type Database } from '../db/client';
import type { AppEnv } from '../env';
import { afterResponse } from '../lib/after-response';
import { enqueueNotifications } from '../notify/enqueue';
import { outboxInsertOther } from '../notify/outbox';

/** Which Academy email to write to the outbox (academy-composers.ts): composed, with its link, only when sent. */
export interface AcademyEmailRow {
  itemKind: string;
  itemId: string;
  message: string;
}

/**
 * Decides and queues an Academy email after the answer has gone (sign-in
 * links, "no account yet", invitations, registrations), so a known address
 * does not answer measurably slower than an unknown one. `decide` may return
 * null to send nothing. The row goes through the outbox like every email, so
 * it is retried, limited per recipient, and held for the owner when over the
 * limit. Never logs the address.
 */
export async function queueAfterAnswer<E extends AppEnv>(c: Context<E>, decide: (db: Database) => Promise<AcademyEmailRow | null>): Promise<void> {
  const db = database(c.env.DB);
  const env = c.env;
  const requestId = c.get('requestId');
  const task = async () => {
    const row = await decide(db);
    if (!row) return;
    const outboxId = await outboxInsertOther(db, row.itemKind, row.itemId, row.message);
    // A repeat of one already written (the day's "no account yet") is not queued again; a queue failure is left to the sweep.
    if (outboxId) await enqueueNotifications(env, [{ type: 'send', outboxId }]);
  };
  await afterResponse(
    c,
    task().catch((error: unknown) => console.error(`learner_email_failed request=${requestId} ${error instanceof Error ? error.name : 'unknown'}`)),
  );
}
