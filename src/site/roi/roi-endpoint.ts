/**
 * GET /api/tools/roi?initialInvestment=…&…: the ROI calculator answered by the Worker for the island, as the plain
 * GET form is answered by the home page: the same reading of the six fields (roiTextsFromQuery), the same figures,
 * and a tool used in the owner's funnel for each calculation asked for. 400 in the one error shape with no fields.
 */
import { type Context, Hono } from 'hono';
import { recordFunnelStepOnce } from '../../analytics/record';
import type { AppEnv } from '../../env';
import { apiError } from '../../lib/api-error';
import { calculateFromTexts, roiTextsFromQuery } from './roi-form';
import { encodeRoiAnswer } from './roi-answer';

/** A calculation shown: once for a double press or a resend of the same figures (the key is the figures). */
export function recordRoiUsed(c: Context<AppEnv>, query: Record<string, string>): Promise<void> | null {
  const texts = roiTextsFromQuery(query);
  return texts ? recordFunnelStepOnce(c, 'tool_used', ['roi', texts]) : null;
}

export const roiApi = new Hono<AppEnv>().get('/', async (c) => {
  const query = c.req.query();
  const texts = roiTextsFromQuery(query);
  if (!texts) return apiError(c, 400, 'validation_failed', 'Give the figures to calculate with.');
  await recordRoiUsed(c, query);
  // Each calculation is a use of the tool: never kept by a cache, so each reaches the Worker.
  c.header('Cache-Control', 'no-store');
  return c.body(encodeRoiAnswer(calculateFromTexts(texts)), 200, { 'content-type': 'application/json' });
});
