import type { Context } from 'hono';
import { database } from '../db/client';
import { shopNotifications } from '../db/schema';
import type { AppEnv } from '../env';
import { shopNotificationFromFields } from '../features/shop/fields';
import { shopNotificationSchema } from '../features/shop/schema';
import { renderPage } from '../render/render-page';
import { ShopPage } from '../pages/ShopPage';
import { formEndpoint } from './form-endpoint';

const shopPages = { '/shop': undefined, '/shop/products': 'products', '/shop/digital': 'digital' } as const;
type ShopPath = keyof typeof shopPages;

/** The shop page the visitor posted from (same-origin Referer), so they land back where they were. */
function returnPath(c: Context<AppEnv>): ShopPath {
  const referer = c.req.header('referer');
  if (!referer) return '/shop';
  try {
    const url = new URL(referer);
    return url.origin === new URL(c.req.url).origin && url.pathname in shopPages ? (url.pathname as ShopPath) : '/shop';
  } catch {
    return '/shop';
  }
}

/**
 * POST /api/shop-notifications: the shop waiting list (spec 02 §2, §7). An
 * address already on the list is left as it is and the caller gets the same
 * answer as a new one, so nobody can use the form to find out who has signed up.
 */
export const shopNotificationsApi = formEndpoint({
  schema: shopNotificationSchema,
  fromFields: shopNotificationFromFields,
  async save(c, input) {
    await database(c.env.DB).insert(shopNotifications).values({ email: input.email }).onConflictDoNothing({ target: shopNotifications.email });
  },
  plain: {
    saved: (c) => c.redirect(`${returnPath(c)}?notify=sent#get-notified`, 303),
    again: (c, form, _fields, status) => renderPage(<ShopPage category={shopPages[returnPath(c)]} form={form} />, status),
  },
});
