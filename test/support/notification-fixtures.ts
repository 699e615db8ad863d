/**
 * What src/notify/notifications-lead-emails.test.ts and
 * src/notify/notifications-delivery.test.ts share: a contact message, fresh
 * submission ids, the tables emptied before each test, and reading the email
 * the mail service was given.
 */
import type { SentEmail } from './notify';
import { emptyTables } from './request';

export const MINUTE = 60_000;

export const contact = {
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane.smith@example.co.uk',
  businessType: 'daycare',
  message: 'We run a 20-dog daycare in Leeds.\nCan you look at our <licence> & staffing "ratios"?',
};

export const sid = () => crypto.randomUUID();

/** Empties the tables the notification tests count rows in: run before each test. */
export async function emptyNotificationTables(): Promise<void> {
  // Each test counts its own rows: the items too, as the same people write in several tests.
  await emptyTables(
    'notification_outbox',
    'contact_submissions',
    'consultation_bookings',
    'recruitment_applications',
    'shop_notifications',
    'resource_downloads',
    'availability_settings',
  );
}

/** The message the mail service was given, or a failure saying none was. */
export function read(email: SentEmail | undefined): SentEmail {
  if (!email) throw new Error('no email was sent');
  return email;
}
