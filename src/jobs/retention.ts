import { lt } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import { database } from '../db/client';
import { consultationBookings, contactSubmissions, recruitmentApplications, resourceDownloads, shopNotifications } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes every stored submission older than the retention period the
 * privacy policy promises (siteConfig.retentionDays). Run daily by the cron
 * trigger; one atomic batch.
 */
export async function deleteExpiredSubmissions(d1: D1Database, now: Date = new Date()): Promise<number> {
  const db = database(d1);
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { retentionDays } = siteConfig;
  const results = await db.batch([
    db.delete(contactSubmissions).where(lt(contactSubmissions.createdAt, cutoff(retentionDays.contactSubmissions))),
    db.delete(consultationBookings).where(lt(consultationBookings.createdAt, cutoff(retentionDays.consultationBookings))),
    db.delete(resourceDownloads).where(lt(resourceDownloads.downloadedAt, cutoff(retentionDays.resourceDownloads))),
    db.delete(shopNotifications).where(lt(shopNotifications.createdAt, cutoff(retentionDays.shopNotifications))),
    db.delete(recruitmentApplications).where(lt(recruitmentApplications.createdAt, cutoff(retentionDays.recruitmentApplications))),
  ]);
  return results.reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
