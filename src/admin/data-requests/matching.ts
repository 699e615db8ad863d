import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  type adminNotes,
  type auditEvents,
  consultationBookings,
  contactSubmissions,
  type notificationOutbox,
  recruitmentApplications,
  resourceDownloads,
  shopNotifications,
  trainingUsers,
  users,
} from '../../db/schema';

/** Addresses are compared trimmed and case-insensitively, however the visitor typed them. */
export function sameEmail(column: SQLiteColumn, normalisedEmail: string): SQL {
  return sql`lower(trim(${column})) = ${normalisedEmail}`;
}

/** Ids of the person's rows in each table that has an email column, as subqueries. */
export function personIds(email: string) {
  const ids = (
    table: typeof consultationBookings | typeof contactSubmissions | typeof recruitmentApplications | typeof shopNotifications | typeof resourceDownloads,
  ) => sql`(select ${table.id} from ${table} where ${sameEmail(table.email, email)})`;
  return {
    booking: ids(consultationBookings),
    contact: ids(contactSubmissions),
    application: ids(recruitmentApplications),
    'waiting-list': ids(shopNotifications),
    download: ids(resourceDownloads),
    trainingUser: sql`(select ${trainingUsers.id} from ${trainingUsers} where ${sameEmail(trainingUsers.email, email)})`,
    user: sql`(select ${users.id} from ${users} where ${sameEmail(users.email, email)})`,
  };
}

/** Notes, audit events or notification records attached to any of the person's submissions. */
export function aboutTheirItems(table: typeof adminNotes | typeof auditEvents | typeof notificationOutbox, email: string): SQL {
  const ids = personIds(email);
  const kinds = ['booking', 'contact', 'application', 'waiting-list', 'download'] as const;
  return or(...kinds.map((kind) => and(eq(table.itemKind, kind), inArray(table.itemId, ids[kind])))) ?? sql`0`;
}
