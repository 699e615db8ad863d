import type { Context } from 'hono';
import { type Database, database } from '../db/client';
import type { AppEnv } from '../env';
import { afterResponse } from '../lib/after-response';
import type { EmailRow } from './email-kind';
import { enqueueNotifications } from './enqueue';
import { outboxInsertOther } from './outbox';

/** Which email to write to the outbox: composed by its kind (emails/), with its link, only when it is sent. */
export type QueuedEmail = Pick<EmailRow, 'itemKind' | 'itemId' | 'message'>;

/**
 * Decides and queues an email after the answer has gone (sign-in links of
 * both audiences, "no account yet", invitations, registrations), so a known
 * address does not answer measurably slower than an unknown one. `decide` may
 * return null to send nothing. The row goes through the outbox like every
 * email, so it is retried, limited per recipient, and held for the owner when
 * over the limit. Never logs the address: `failure` names what failed, e.g.
 * "learner_email" logs learner_email_failed with the request's id.
 */
export async function queueAfterAnswer<E extends AppEnv>(
  c: Context<E>,
  failure: string,
  decide: (db: Database) => Promise<QueuedEmail | null>,
): Promise<void> {
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
    task().catch((error: unknown) =>
      console.error(`${failure}_failed request=${requestId} ${error instanceof Error ? error.name : 'unknown'}`),
    ),
  );
}
