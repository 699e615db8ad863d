/**
 * GET /api/tools/quiz?quiz=answers&q1=…&q6=…: the growth quiz answered by the Worker for the dialog, as the plain
 * form is answered by the home page: the same reading of the answers (readQuizSubmission), the same stage, and a tool
 * used in the owner's funnel for each quiz completed. 400 in the one error shape while any answer is missing.
 */
import { type Context, Hono } from 'hono';
import { recordFunnelStepOnce } from '../../analytics/record';
import { growthQuizQuestions } from '../../content/growth-quiz';
import type { AppEnv } from '../../env';
import { apiError } from '../../lib/api-error';
import { quizAnswersOf, readQuizSubmission } from './quiz-form';

/** A quiz completed, shown its stage: once for a double press or a resend (the key is the answers). */
export function recordQuizUsed(c: Context<AppEnv>, query: Record<string, string>): Promise<void> | null {
  const submission = readQuizSubmission(query, growthQuizQuestions);
  if (submission.kind !== 'complete') return null;
  return recordFunnelStepOnce(c, 'tool_used', ['quiz', quizAnswersOf(query, growthQuizQuestions)]);
}

export const quizApi = new Hono<AppEnv>().get('/', async (c) => {
  const query = c.req.query();
  const submission = readQuizSubmission(query, growthQuizQuestions);
  if (submission.kind !== 'complete') {
    const errors = submission.kind === 'incomplete' ? submission.errors : undefined;
    return apiError(c, 400, 'validation_failed', 'Answer every question to see your growth stage.', errors);
  }
  await recordQuizUsed(c, query);
  // Each answer is a use of the tool: never kept by a cache, so each reaches the Worker.
  c.header('Cache-Control', 'no-store');
  return c.json({ stage: submission.stage, average: submission.average });
});
