import type { ShopNotificationInput } from './schema';

export const SHOP_NOTIFICATIONS_ENDPOINT = '/api/shop-notifications';

/** The waiting-list payload from the form's fields, for the island's JSON and a plain post alike. */
export function shopNotificationFromFields(fields: URLSearchParams): ShopNotificationInput {
  return { email: fields.get('email') ?? '' };
}
