import type { Context, MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { database } from '../../db/client';
import { CSRF_FIELD } from '../../lib/csrf-field';
import { postedText } from '../../lib/posted-text';
import { isSameOriginPost } from '../../middleware/same-origin';
import type { LearnerEnv, MaybeLearnerEnv } from '../env';
import { academyForbidden } from '../ui/AcademyMessage';
import { readLearnerCookie, writeLearnerCookie } from './learner-cookie';
import { extendLearnerSession, findLearnerSession } from './learner-sessions';

/**
 * Sets c.var.learner and c.var.learnerSession when the request carries a live
 * learner session (and pushes the session back once an hour while in use).
 */
export const loadLearner: MiddlewareHandler<MaybeLearnerEnv> = async (c, next) => {
  const token = readLearnerCookie(c);
  const found = token ? await findLearnerSession(database(c.env.DB), token).catch(() => null) : null;
  if (found && token) {
    c.set('learner', found.learner);
    c.set('learnerSession', found.session);
  }
  await next();
  if (found?.due && token) {
    await extendLearnerSession(database(c.env.DB), found.session.sessionId);
    if (!c.res.headers.has('set-cookie')) writeLearnerCookie(c, token);
  }
};

/** Pages only a learner may open: anyone else goes to the sign-in page, which brings them back. */
export const requireLearner: MiddlewareHandler<LearnerEnv> = async (c, next) => {
  if (!c.var.learner) return c.redirect(`/training/sign-in?next=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303);
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
};

/** Whether a learner's POST came from our page and carries this session's form token. */
export async function learnerFormTokenMatches(c: Context, csrfToken: string): Promise<boolean> {
  if (!(await isSameOriginPost(c))) return false;
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return false;
  const token = await postedText(c, CSRF_FIELD);
  return Boolean(token) && (await timingSafeEqual(token, csrfToken));
}

/** Every learner change is a POST from our own page with the session's token (as in the back office). */
export const requireLearnerCsrf: MiddlewareHandler<LearnerEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  if (!(await learnerFormTokenMatches(c, c.var.learnerSession.csrfToken))) return academyForbidden();
  return next();
};
