import { Hono } from 'hono';
import { database } from '../../db/client';
import type { AdminEnv } from '../../auth/admin-env';
import { clearSessionCookie } from '../../auth/session-cookie';
import { endAllSessions, endSession } from '../../auth/sessions';

/** Sign out here, or on every device. Both are POSTs behind the session and CSRF checks. */
export const signOutRoutes = new Hono<AdminEnv>();

signOutRoutes.post('/sign-out', async (c) => {
  await endSession(database(c.env.DB), c.var.adminSession.sessionId);
  clearSessionCookie(c);
  return c.redirect('/admin/sign-in?notice=signed-out', 303);
});

signOutRoutes.post('/sign-out-everywhere', async (c) => {
  await endAllSessions(database(c.env.DB), c.var.adminSession.userId);
  clearSessionCookie(c);
  return c.redirect('/admin/sign-in?notice=signed-out-everywhere', 303);
});
