import { Hono } from 'hono';
import { database } from '../db/client';
import { shopNotifications } from '../db/schema';
import type { AppEnv } from '../env';
import { shopNotificationSchema } from '../features/shop/schema';
import { formFields, isFormPost } from './form-posts';
import { honeypotTripped, jsonBody } from './validation';

/** POST /api/shop-notifications: the shop waiting list (spec 02 §2, §7). */
export const shopNotificationsApi = new Hono<AppEnv>();

/**
 * Adds the address once. An address already on the list is left as it is and
 * the caller gets the same answer as a new one, so nobody can use the form
 * to find out who has signed up.
 */
async function joinWaitingList(d1: D1Database, email: string) {
  await database(d1).insert(shopNotifications).values({ email }).onConflictDoNothing({ target: shopNotifications.email });
}

const shopPaths = ['/shop', '/shop/products', '/shop/digital'];

/** The shop page the visitor posted from (same-origin Referer), so they land back where they were. */
function returnPath(referer: string | undefined, origin: string): string {
  if (!referer) return '/shop';
  try {
    const url = new URL(referer);
    return url.origin === origin && shopPaths.includes(url.pathname) ? url.pathname : '/shop';
  } catch {
    return '/shop';
  }
}

shopNotificationsApi.post('/', async (c, next) => {
  // With JavaScript off the page's form posts url-encoded; the visitor is sent back to see the outcome.
  if (!isFormPost(c)) return next();
  const back = returnPath(c.req.header('referer'), new URL(c.req.url).origin);
  const parsed = shopNotificationSchema.safeParse(Object.fromEntries(await formFields(c)));
  if (!parsed.success) return c.redirect(`${back}?notify=invalid#get-notified`, 303);
  if (!honeypotTripped(parsed.data)) await joinWaitingList(c.env.DB, parsed.data.email);
  return c.redirect(`${back}?notify=sent#get-notified`, 303);
});

shopNotificationsApi.post('/', jsonBody(shopNotificationSchema), async (c) => {
  const input = c.req.valid('json');
  if (!honeypotTripped(input)) await joinWaitingList(c.env.DB, input.email);
  return c.json({ ok: true }, 201);
});
