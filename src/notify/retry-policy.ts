/**
 * How hard a notification is tried before the owner is asked to step in.
 * Attempts are counted on the outbox row, not by the queue, so a message the
 * sweep re-queues continues the count instead of starting again.
 */

/** Attempts before a row is marked failed and shown in /admin with Retry. */
export const MAX_ATTEMPTS = 6;

/** Wait after the 1st, 2nd, ... failed attempt: 10 s, 1 min, 5 min, 15 min, 30 min (about 50 minutes in all). */
const RETRY_DELAYS_SECONDS: readonly number[] = [10, 60, 300, 900, 1800];
const LONGEST_DELAY_SECONDS = 1800;

/** The delay before the attempt after `attempts` failed ones; grows with each failure, then stays at the longest. */
export function retryDelaySeconds(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.max(attempts, 1) - 1] ?? LONGEST_DELAY_SECONDS;
}

/** A claim older than this was left by a crash (a consumer runs for minutes at most): the sweep releases it. */
export const STALE_CLAIM_MS = 15 * 60 * 1000;

/** A pending row this far past its due time has lost its queue message: the sweep sends a new one. */
export const SWEEP_GRACE_MS = 10 * 60 * 1000;

/** Rows one sweep re-queues at most; the next sweep takes the rest. */
export const SWEEP_LIMIT = 500;

/** Rows one digest lists at most; a longer backlog goes out in further digests straight after. */
export const DIGEST_LIMIT = 500;
