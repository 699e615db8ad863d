import { z } from 'zod';
import { emailAddress } from '../../lib/fields';

/**
 * The shop waiting-list payload (spec 02 §3, §5), shared by the Get Notified
 * dialog and POST /api/shop-notifications. The address is kept trimmed and
 * lower-cased so one person is on the list once, however they typed it.
 */
export const shopNotificationSchema = z.strictObject({
  email: emailAddress.transform((email) => email.toLowerCase()),
});

export type ShopNotificationInput = z.input<typeof shopNotificationSchema>;
