import type { Context } from 'hono';
import { waitingListConsentWording } from '../content/shop';
import { siteConfig } from '../content/site-config';
import { database } from '../db/client';
import { shopNotifications } from '../db/schema';
import { outboxInsertFor } from '../notify/outbox';
import type { AppEnv } from '../env';
import { SHOP_PAGE_FIELD, shopNotificationFromFields } from '../features/shop/fields';
import { shopNotificationSchema } from '../features/shop/schema';
import { renderPage } from '../render/render-page';
import { ShopPage } from '../pages/ShopPage';
import { formEndpoint } from './form-endpoint';

const shopPages = { '/shop': undefined, '/shop/products': 'products', '/shop/digital': 'digital' } as const;
type ShopPath = keyof typeof shopPages;

const isShopPath = (path: string | null | undefined): path is ShopPath => typeof path === 'string' && Object.hasOwn(shopPages, path);

/**
 * The shop page the visitor posted from, so they land back where they were:
 * the form says so (a page that came back from a post has this endpoint as
 * its address), else a same-origin Referer, else /shop.
 */
function returnPath(c: Context<AppEnv>, fields: URLSearchParams): ShopPath {
  const posted = fields.get(SHOP_PAGE_FIELD);
  if (isShopPath(posted)) return posted;
  const referer = c.req.header('referer');
  if (!referer) return '/shop';
  try {
    const url = new URL(referer);
    return url.origin === new URL(c.req.url).origin && isShopPath(url.pathname) ? url.pathname : '/shop';
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
  async save(c, input, { submissionId }) {
    // Signing up is the form's only purpose: the statement beside the button is the consent, recorded with the row.
    // With its outbox row in one atomic batch; the sign-up waits for the daily digest, so nothing is queued now.
    const db = database(c.env.DB);
    const id = crypto.randomUUID();
    await db.batch([
      db
        .insert(shopNotifications)
        .values({
          id,
          email: input.email,
          submissionId,
          consentGivenAt: new Date(),
          consentPolicyVersion: siteConfig.privacyPolicyVersion,
          consentWording: waitingListConsentWording,
        })
        .onConflictDoNothing(),
      outboxInsertFor(db, 'waiting-list', id).insert,
    ]);
  },
  plain: {
    saved: (c, _input, fields) => c.redirect(`${returnPath(c, fields)}?notify=sent#get-notified`, 303),
    again: (c, form, fields, status) => renderPage(<ShopPage category={shopPages[returnPath(c, fields)]} form={form} />, status),
  },
});
