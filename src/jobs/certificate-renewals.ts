/**
 * Certificate renewal reminders (issue 23): each morning (the 07:00 UTC cron)
 * one outbox row per certificate due a reminder, written in one statement
 * and queued like every email. A certificate with d days left is due
 * `renewal-14` when d ≤ 14, else `renewal-60` when d ≤ 60
 * (siteConfig.academy.renewalReminderDays): only the nearest threshold
 * reached, so one first seen 10 days before its expiry gets `renewal-14`
 * alone. The outbox's unique (kind, item, message) makes each once only,
 * however often the cron fires. What the email says, and when it is no longer
 * sent, is notify/emails/certificate-renewal.ts.
 */
import { and, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ITEM_KIND } from '../db/item-kinds';
import { trainingCertificates } from '../db/schema/academy';
import type { Bindings } from '../env';
import { inForceAndNotRenewed, renewalMessage, renewalThresholds } from '../notify/emails/certificate-renewal';
import { enqueueNotifications } from '../notify/enqueue';
import { outboxInsertForRows } from '../notify/outbox';

const DAY_MS = 86_400_000;

/** Writes the reminders now due (each once) and queues them; returns how many it wrote. */
export async function queueRenewalReminders(
  db: Database,
  env: Pick<Bindings, 'NOTIFY_QUEUE'>,
  now: Date = new Date(),
): Promise<number> {
  const certificates = trainingCertificates;
  const within = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const widest = renewalThresholds.at(-1) ?? 0;
  const message = sql`case ${sql.join(
    renewalThresholds.map(
      (days) => sql`when ${certificates.expiryDate} <= ${within(days).getTime()} then ${renewalMessage(days)}`,
    ),
    sql` `,
  )} end`;
  const due =
    and(inForceAndNotRenewed(), gt(certificates.expiryDate, now), lte(certificates.expiryDate, within(widest))) ??
    sql`0`;
  const written = await outboxInsertForRows(
    db,
    { itemKind: ITEM_KIND.certificate, from: certificates, itemId: sql`cast(${certificates.id} as text)` },
    message,
    due,
    now,
  );
  // If the queue cannot take them now, the rows stay pending and the sweep queues them.
  await enqueueNotifications(
    env,
    written.map((row) => ({ type: 'send', outboxId: row.id })),
  );
  return written.length;
}
