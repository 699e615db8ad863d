/**
 * What only an owner may open: everything in the back office but content. An editor (owner:add --role editor) is
 * refused before any page or API reads the inbox, bookings, learners or any visitor's personal data.
 */
import type { MiddlewareHandler } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';
import { apiError } from '../../lib/api-error';
import { renderOwnerMessage } from '../ui/MessagePage';

export const ownersOnlyPage: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.var.adminSession.role === 'owner') return next();
  // Where signing in lands: an editor's work starts in content.
  if (c.req.method === 'GET' && c.req.path === '/admin') return c.redirect('/admin/content', 303);
  return renderOwnerMessage(c, 403, {
    title: 'Only an owner can open this',
    message: 'As an editor you can write and publish content, but not read the inbox, bookings or learners.',
    link: { href: '/admin/content', text: 'Go to content' },
  });
};

export const ownersOnlyApi: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.var.adminSession.role === 'owner') return next();
  return apiError(c, 403, 'forbidden', 'Only an owner can read this.');
};
