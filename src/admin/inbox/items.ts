import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultationBookings, contactSubmissions, recruitmentApplications, resourceDownloads, shopNotifications } from '../../db/schema';
import type { ItemKind } from './kinds';

/** One submission as stored, tagged with its kind. */
export type InboxItem =
  | { kind: 'booking'; row: typeof consultationBookings.$inferSelect }
  | { kind: 'contact'; row: typeof contactSubmissions.$inferSelect }
  | { kind: 'application'; row: typeof recruitmentApplications.$inferSelect }
  | { kind: 'waiting-list'; row: typeof shopNotifications.$inferSelect }
  | { kind: 'download'; row: typeof resourceDownloads.$inferSelect };

export async function findItem(db: Database, kind: ItemKind, id: string): Promise<InboxItem | null> {
  switch (kind) {
    case 'booking': {
      const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id)).limit(1);
      return row ? { kind, row } : null;
    }
    case 'contact': {
      const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).limit(1);
      return row ? { kind, row } : null;
    }
    case 'application': {
      const [row] = await db.select().from(recruitmentApplications).where(eq(recruitmentApplications.id, id)).limit(1);
      return row ? { kind, row } : null;
    }
    case 'waiting-list': {
      const [row] = await db.select().from(shopNotifications).where(eq(shopNotifications.id, id)).limit(1);
      return row ? { kind, row } : null;
    }
    case 'download': {
      const [row] = await db.select().from(resourceDownloads).where(eq(resourceDownloads.id, id)).limit(1);
      return row ? { kind, row } : null;
    }
  }
}

export function itemStatus(item: InboxItem): string | null {
  return item.kind === 'download' ? null : item.row.status;
}

export function itemReceivedAt(item: InboxItem): Date {
  return item.kind === 'download' ? item.row.downloadedAt : item.row.createdAt;
}

/** The person's name, or their address where the form asks for no name. */
export function itemPerson(item: InboxItem): string {
  if (item.kind === 'download' || item.kind === 'waiting-list') return item.row.email;
  return `${item.row.firstName} ${item.row.lastName}`.trim();
}

/** Whole rows of one kind whose ids the subquery yields, newest first. */
export async function itemsWithIds(db: Database, kind: ItemKind, ids: SQL): Promise<InboxItem[]> {
  switch (kind) {
    case 'booking':
      return (
        await db
          .select()
          .from(consultationBookings)
          .where(inArray(consultationBookings.id, ids))
          .orderBy(desc(consultationBookings.createdAt), desc(consultationBookings.id))
      ).map((row) => ({ kind, row }));
    case 'contact':
      return (
        await db
          .select()
          .from(contactSubmissions)
          .where(inArray(contactSubmissions.id, ids))
          .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      ).map((row) => ({ kind, row }));
    case 'application':
      return (
        await db
          .select()
          .from(recruitmentApplications)
          .where(inArray(recruitmentApplications.id, ids))
          .orderBy(desc(recruitmentApplications.createdAt), desc(recruitmentApplications.id))
      ).map((row) => ({ kind, row }));
    case 'waiting-list':
      return (
        await db
          .select()
          .from(shopNotifications)
          .where(inArray(shopNotifications.id, ids))
          .orderBy(desc(shopNotifications.createdAt), desc(shopNotifications.id))
      ).map((row) => ({ kind, row }));
    case 'download':
      return (
        await db
          .select()
          .from(resourceDownloads)
          .where(inArray(resourceDownloads.id, ids))
          .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
      ).map((row) => ({ kind, row }));
  }
}
