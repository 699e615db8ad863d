import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { SHOP_PAGE_FIELD } from '../../submissions/waiting-list/fields';
import { waitingList } from '../../submissions/waiting-list/kind';
import { formEndpoint } from '../../forms/form-endpoint';
import { renderPage } from '../../render/render-page';
import { ShopPage } from './ShopPage';

const shopPages = { '/shop': undefined, '/shop/products': 'products', '/shop/digital': 'digital' } as const;
type ShopPath = keyof typeof shopPages;

const isShopPath = (path: string | null | undefined): path is ShopPath =>
  typeof path === 'string' && Object.hasOwn(shopPages, path);

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
export const shopNotificationsApi = () =>
  formEndpoint(waitingList, {
    saved: (c, _input, fields) => c.redirect(`${returnPath(c, fields)}?notify=sent#get-notified`, 303),
    again: (c, form, fields, status) =>
      renderPage(<ShopPage category={shopPages[returnPath(c, fields)]} form={form} />, status),
  });
