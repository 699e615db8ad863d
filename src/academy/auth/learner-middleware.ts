import type { Context, MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { database } from '../../db/client';
import { apiError } from '../../lib/api-error';
import { CSRF_FIELD } from '../../lib/csrf-field';
import { postedText } from '../../lib/posted-text';
import { isSameOriginPost } from '../../middleware/same-origin';
import type { LearnerEnv, MaybeLearnerEnv } from '../../auth/learner-env';
import { academyForbidden } from '../ui/AcademyMessage';
import { readLearnerCookie, writeLearnerCookie } from '../../auth/learner-session-cookie';
import { extendLearnerSession, findLearnerSession } from '../../auth/learner-sessions';
import { withRequestSettings } from '../../render/request-settings';
import { accountMenuOf } from '../account-menu-setting';

/**
 * Sets c.var.learner and c.var.learnerSession when the request carries a live
 * learner session (and pushes the session back once an hour while in use), and
 * the `account` request setting the site header's account menu shows. A page
 * rendered for a learner is theirs: it says private, no-store, so the page
 * cache never keeps it (whatever cookie the cache's own rule looked for).
 */
export const loadLearner: MiddlewareHandler<MaybeLearnerEnv> = async (c, next) => {
  const token = readLearnerCookie(c);
  const found = token ? await findLearnerSession(database(c.env.DB), token).catch(() => null) : null;
  if (found && token) {
    c.set('learner', found.learner);
    c.set('learnerSession', found.session);
    await withRequestSettings({ account: accountMenuOf(found.learner, found.session, new Date()) }, next);
    if (c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res.headers.set('Cache-Control', 'private, no-store');
  } else await next();
  if (found?.due && token) {
    // Best effort: a session not pushed back this time is pushed back on the next request.
    const extended = await extendLearnerSession(database(c.env.DB), found.session.sessionId).then(
      () => true,
      () => false,
    );
    if (extended && !c.res.headers.has('set-cookie')) writeLearnerCookie(c, token);
  }
};

/**
 * Every POST under /training reads its body as a form (url-encoded, or the
 * multipart FormData the reader's fetch sends). One that cannot be read is a
 * 400 here, never a 500 later; limitBody, in front, has already cut it off at 32 KB.
 */
export const readableForm: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  try {
    await c.req.parseBody();
  } catch (error) {
    // Too large is limitBody's to answer (413).
    if (error instanceof Error && error.name === 'BodyLimitError') throw error;
    return apiError(c, 400, 'bad_request', 'The form could not be read. Reload the page and try again.');
  }
  return next();
};

/** Pages only a learner may open: anyone else goes to the sign-in page. */
export const requireLearner: MiddlewareHandler<LearnerEnv> = async (c, next) => {
  if (!c.var.learner) return c.redirect('/training/sign-in', 303);
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
