import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from '../lib/api-error';
import { database } from '../db/client';
import type { AdminEnv } from './admin-env';
import { readSessionCookie, writeSessionCookie } from './session-cookie';
import { extendSession, findSession, shouldExtend } from './sessions';

const SIGN_IN_PATH = '/admin/sign-in';

/**
 * Finds the session for the cookie and exposes it as c.var.adminSession.
 * Returns what to do once the response exists: a session in use is extended,
 * and its cookie re-sent with the new lifetime.
 */
async function loadSession(c: Context<AdminEnv>): Promise<(() => Promise<void>) | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const db = database(c.env.DB);
  const session = await findSession(db, token);
  if (!session) return null;
  c.set('adminSession', {
    sessionId: session.sessionId,
    userId: session.userId,
    email: session.email,
    displayName: session.displayName,
    csrfToken: session.csrfToken,
    role: session.role,
  });
  if (!shouldExtend(session)) return async () => {};
  return async () => {
    await extendSession(db, session.sessionId);
    // Set on the finished response: headers prepared before a handler returns its own Response are dropped.
    if (c.res.headers.has('set-cookie')) return;
    writeSessionCookie(c, token);
  };
}

/** Back office pages and forms: without a live session, go to the sign-in page. */
export const requireSessionPage: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const afterResponse = await loadSession(c);
  if (!afterResponse) return c.redirect(SIGN_IN_PATH, 303);
  await next();
  await afterResponse();
};

/** /api/admin/*: without a live session, 401 in the API's one error shape. */
export const requireSessionApi: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const afterResponse = await loadSession(c);
  if (!afterResponse) return apiError(c, 401, 'unauthorised', 'Sign in to the back office first.');
  await next();
  await afterResponse();
};
