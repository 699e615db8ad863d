/**
 * One action, one count: a double click or a browser's resend of a plain form arrives as two requests with the same
 * content a moment apart, and nothing stored tells them apart (a step of a form or a calculator stores nothing). Each
 * isolate remembers what it counted for a few seconds, by a hash of what was sent and nothing about who sent it.
 */
import { sha256Hex } from '../lib/sha256';
import type { FunnelStep } from './funnel';

/** Longer than a double click or a quick resend; short enough that two visitors rarely send the same within it. */
export const REPEAT_WINDOW_MS = 5000;
/** Past this many remembered sendings the oldest go first, so a burst never holds much in memory. */
const MAX_REMEMBERED = 500;

/** Hash of a sending → when it was counted. Map keeps insertion order: the oldest come first. */
const counted = new Map<string, number>();

function forget(now: number): void {
  for (const [key, at] of counted) {
    if (counted.size <= MAX_REMEMBERED && now - at < REPEAT_WINDOW_MS) break;
    counted.delete(key);
  }
}

/**
 * True the first time this step is sent with this content within the window, false for its repeats. `content` is
 * what the form or tool sent (its answers, its figures), in a fixed order, so that the same sending gives the same key
 * whether it came as JSON or as a plain form.
 */
export async function firstSending(step: FunnelStep, content: unknown, now = Date.now()): Promise<boolean> {
  forget(now);
  const key = await sha256Hex(JSON.stringify([step, content]), 16);
  const at = counted.get(key);
  // A clock set back (tests move it) never makes a later sending a repeat of one it has not yet reached.
  if (at !== undefined && now >= at && now - at < REPEAT_WINDOW_MS) return false;
  counted.delete(key);
  counted.set(key, now);
  return true;
}
