/**
 * The queue consumer (the Worker's `queue` export): each message names an
 * outbox row to send, or asks for the digest. A failed send is retried by the
 * queue after a delay that grows with each attempt; a message that is not
 * ours, or whose row is no longer pending, is acknowledged and dropped.
 */
import { database } from '../db/client';
import type { Bindings } from '../env';
import { sendDigest } from './send-digest';
import { enqueueNotifications } from './enqueue';
import { parseNotifyMessage } from './queue-message';
import { retryDelaySeconds } from './retry-policy';
import { sendOutboxEmail } from './send-email';

async function handle(message: Message<unknown>, env: Bindings): Promise<void> {
  const body = parseNotifyMessage(message.body);
  if (!body) {
    console.error(`notify_message_unknown id=${message.id}`);
    message.ack();
    return;
  }
  const db = database(env.DB);
  try {
    if (body.type === 'send') {
      const outcome = await sendOutboxEmail(db, env, body.outboxId);
      if (outcome.result === 'retry') message.retry({ delaySeconds: outcome.retryInSeconds });
      else message.ack();
      return;
    }
    const outcome = await sendDigest(db, env);
    if (outcome.result === 'retry') {
      message.retry({ delaySeconds: outcome.retryInSeconds });
      return;
    }
    message.ack();
    // More rows were waiting than one digest lists: the next digest follows at once.
    if ((outcome.result === 'sent' || outcome.result === 'skipped') && outcome.more)
      await enqueueNotifications(env, [{ type: 'digest' }]);
  } catch (error) {
    // D1 itself failed (the claim or the bookkeeping): the row is unchanged or its claim goes stale, so try again later.
    console.error(
      `notify_message_failed id=${message.id} attempt=${message.attempts} ${error instanceof Error ? error.name : 'unknown'}`,
    );
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/** Every message of the batch at once: each is about its own row. */
export async function consumeNotifications(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  await Promise.all(batch.messages.map((message) => handle(message, env)));
}
