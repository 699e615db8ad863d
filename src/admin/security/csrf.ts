import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { isSameOriginPost } from '../../middleware/same-origin';
import type { AdminEnv } from '../../auth/admin-env';
import { forbiddenPage } from '../ui/MessagePage';
import { CSRF_FIELD } from '../../lib/csrf-field';
import { postedText } from '../../lib/posted-text';

/**
 * Every back office change is a POST that must come from our own page
 * (Origin) and carry this session's token in a hidden field. Runs after
 * requireSessionPage, so the session's token is known.
 */
export const requireCsrf: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  if (!(await isSameOriginPost(c))) return forbiddenPage('This request came from another site, so it was refused.');
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type))
    return forbiddenPage('This request was not sent by a back office form, so it was refused.');
  const token = await postedText(c, CSRF_FIELD);
  if (!token || !(await timingSafeEqual(token, c.var.adminSession.csrfToken))) {
    return forbiddenPage(
      'This form has expired or did not come from the back office. Go back, reload the page and try again.',
    );
  }
  return next();
};
