/**
 * The owner's funnel as the tests read it: what is counted in memory is written first (flushCounts), then today's
 * row of a step is read from D1, so a test compares the count before and after the actions it performs.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { flushCounts } from '../../src/analytics/counts';
import type { FunnelStep } from '../../src/analytics/funnel';
import { londonWallClock } from '../../src/lib/london-time';

/** Today's count of a step (London's day), after writing everything counted so far. */
export async function funnelCount(step: FunnelStep): Promise<number> {
  await flushCounts(env.DB);
  const row = await env.DB.prepare('SELECT count FROM funnel_step_days WHERE day = ? AND step = ?')
    .bind(londonWallClock(new Date()).date, step)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Runs the actions and checks that they added exactly `expected` to the step's count for today. */
export async function expectCounted(step: FunnelStep, expected: number, actions: () => Promise<unknown>) {
  const before = await funnelCount(step);
  await actions();
  expect(await funnelCount(step), `${step} counted`).toBe(before + expected);
}

/** A browser's user agent: requests without one are taken for bots, and a bot's use of a tool is not counted. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
