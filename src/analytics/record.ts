/**
 * Counting from a request: a funnel step where it happens, and the flush that follows a few seconds later, after
 * the answer has gone (src/analytics/counts.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { afterResponse } from '../lib/after-response';
import { countFunnelStep, FLUSH_AFTER_MS, flushCounts } from './counts';
import type { FunnelStep } from './funnel';
import { firstSending } from './repeats';

/** Writes what this isolate has counted a few seconds from now, once the answer has gone. */
export function flushSoon(c: Context<AppEnv>): void {
  const later = new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS)).then(() => flushCounts(c.env.DB));
  void afterResponse(c, later).catch(() => undefined);
}

/** One step of the way from a visit to a payment, done once by this request. */
export function recordFunnelStep(c: Context<AppEnv>, step: FunnelStep): void {
  if (countFunnelStep(step, new Date())) flushSoon(c);
}

/**
 * A step that stores nothing (a calculator's result, a form's first step), counted once however often the same
 * sending arrives within a few seconds: a double click or a resend is one action (repeats.ts).
 */
export async function recordFunnelStepOnce(c: Context<AppEnv>, step: FunnelStep, content: unknown): Promise<void> {
  if (await firstSending(step, content)) recordFunnelStep(c, step);
}
