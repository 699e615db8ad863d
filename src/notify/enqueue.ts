/**
 * The producer side: after the submission and its outbox row are stored, a
 * message naming the row goes on the notifications queue. The visitor's
 * answer never waits for it (waitUntil), and nothing is lost if it fails: the
 * row stays pending and the sweep queues it again.
 */
import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { afterResponse } from '../lib/after-response';
import type { OutboxEntry } from './outbox';
import type { NotifyMessage } from './queue-message';

/**
 * Sends the messages; false when they could not all be queued. Logs (counts
 * and the error class only) instead of throwing, because the sweep is the
 * safety net for a row whose message never left.
 */
export async function enqueueNotifications(
  env: Pick<Bindings, 'NOTIFY_QUEUE'>,
  messages: NotifyMessage[],
  delaySeconds = 0,
): Promise<boolean> {
  if (messages.length === 0) return true;
  if (!env.NOTIFY_QUEUE) {
    console.error(`notify_queue_missing count=${messages.length}`);
    return false;
  }
  try {
    // sendBatch takes at most 100 messages.
    for (let start = 0; start < messages.length; start += 100) {
      await env.NOTIFY_QUEUE.sendBatch(
        messages.slice(start, start + 100).map((body) => (delaySeconds > 0 ? { body, delaySeconds } : { body })),
      );
    }
    return true;
  } catch (error) {
    console.error(`notify_enqueue_failed count=${messages.length} ${error instanceof Error ? error.name : 'unknown'}`);
    return false;
  }
}

/**
 * Queues the notification of a submission just stored. `stored` is the batch
 * result of the outbox insert: a repeat inserted no row, so nothing is queued.
 * Digest rows wait for the daily digest.
 */
export function notifyInBackground(c: Context<AppEnv>, entry: OutboxEntry, stored: D1Result): void {
  if (entry.channel !== 'email' || (stored.meta.changes ?? 0) === 0) return;
  notifyEntries(c, [entry]);
}

/** Queues outbox rows just written (each an email), after the answer has gone. */
export function notifyEntries(c: Context<AppEnv>, entries: readonly OutboxEntry[]): void {
  queueEmails(
    c,
    entries.map((entry) => entry.id),
  );
}

/**
 * Queues the outbox rows with these ids (each an email) after the answer has gone, delivered after `delaySeconds`
 * (a row due later); the sweep catches any that fail to go.
 */
export function queueEmails(
  c: Pick<Context<AppEnv>, 'env' | 'executionCtx'>,
  outboxIds: readonly string[],
  delaySeconds = 0,
): void {
  if (outboxIds.length === 0) return;
  void afterResponse(
    c,
    enqueueNotifications(
      c.env,
      outboxIds.map((outboxId) => ({ type: 'send', outboxId })),
      delaySeconds,
    ),
  );
}
