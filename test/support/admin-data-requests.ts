/**
 * The owner's erasure of Jo's records as the coverage tests make it, and what
 * they read back: the counts the audit entry kept, and the page after it.
 */
import { env } from 'cloudflare:workers';
import type { Browser } from './admin';
import { PERSON } from './data-request-fixtures';
import { textOf } from './page-html';

/** Erases everything about Jo, the address typed again to confirm. */
export function eraseJosRecords(owner: Browser): Promise<Response> {
  return owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: PERSON });
}

/** The detail of the erasure's audit entry: its counts per table, as JSON. */
export async function erasureDetail(): Promise<string> {
  const row = await env.DB.prepare("SELECT detail FROM audit_events WHERE action = 'erasure'").first<{
    detail: string;
  }>();
  return row?.detail ?? '';
}

/** The text of the data requests page, which says what the last erasure erased. */
export async function dataRequestsPageText(owner: Browser): Promise<string> {
  return textOf(await (await owner.get('/admin/data-requests')).text());
}

/** Jo's own rows as signedInOwnerWithJosRecords seeds them: one in each submission table, and the academy account. */
export const josOwnRows = {
  consultation_bookings: 1,
  contact_submissions: 1,
  recruitment_applications: 1,
  shop_notifications: 1,
  resource_downloads: 1,
  training_users: 1,
};
