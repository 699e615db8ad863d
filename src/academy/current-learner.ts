import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Learner, LearnerSession, MaybeLearnerEnv } from '../auth/learner-env';

/**
 * The learner loadLearner found for this request (worker.ts runs it on every
 * /training and /api/training path), for pages on the shared page list, whose
 * context is typed without it.
 */
export function signedInLearner(c: Context<AppEnv>): { learner: Learner; session: LearnerSession } | null {
  const variables = (c as Context<MaybeLearnerEnv>).var;
  return variables.learner && variables.learnerSession
    ? { learner: variables.learner, session: variables.learnerSession }
    : null;
}
