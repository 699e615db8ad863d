import type { ShopNotificationInput } from './schema';

export const SHOP_NOTIFICATIONS_ENDPOINT = '/api/shop-notifications';
/** The plain form names the shop page it is on, so the answer comes back to that page. */
export const SHOP_PAGE_FIELD = 'page';

/** The waiting-list payload from the form's fields, for the island's JSON and a plain post alike. */
export function shopNotificationFromFields(fields: URLSearchParams): ShopNotificationInput {
  return { email: fields.get('email') ?? '' };
}
