/**
 * How hard an email is tried before the owner is asked to step in: each kind
 * of email names its policy (emails/). Attempts are counted on the outbox
 * row, not by the queue, so a message the sweep re-queues continues the count
 * instead of starting again.
 */

export interface RetryPolicy {
  /** Attempts before a row is marked failed and shown in /admin with Retry. */
  maxAttempts: number;
  /** The wait after the 1st, 2nd, ... failed attempt; the last one repeats. */
  delaysSeconds: readonly [number, ...number[]];
}

/** Attempts of the standard policy. */
export const MAX_ATTEMPTS = 6;

/** Six attempts, waiting 10 s, 1 min, 5 min, 15 min, then 30 min (about 50 minutes in all): a lead reaches the owner or the owner hears why. */
export const STANDARD_RETRY: RetryPolicy = { maxAttempts: MAX_ATTEMPTS, delaysSeconds: [10, 60, 300, 900, 1800] };

/** The delay before the attempt after `attempts` failed ones; grows with each failure, then stays at the longest. */
export function retryDelaySeconds(attempts: number, policy: RetryPolicy = STANDARD_RETRY): number {
  const delays = policy.delaysSeconds;
  return delays[Math.max(attempts, 1) - 1] ?? delays[delays.length - 1] ?? 0;
}

/** A claim older than this was left by a crash (a consumer runs for minutes at most): the sweep releases it. */
export const STALE_CLAIM_MS = 15 * 60 * 1000;

/** A pending row this far past its due time has lost its queue message: the sweep sends a new one. */
export const SWEEP_GRACE_MS = 10 * 60 * 1000;

/** Rows one sweep re-queues at most; the next sweep takes the rest. */
export const SWEEP_LIMIT = 500;

/** Rows one digest lists at most; a longer backlog goes out in further digests straight after. */
export const DIGEST_LIMIT = 500;
