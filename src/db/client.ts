import { drizzle } from 'drizzle-orm/d1';
import * as academy from './schema/academy';
import * as backOffice from './schema/back-office';
import * as content from './schema/content';
import * as notifications from './schema/notifications';
import * as paymentTables from './schema/payments';
import * as submissions from './schema/submissions';

export function database(d1: D1Database) {
  return drizzle(d1, {
    schema: { ...backOffice, ...submissions, ...academy, ...notifications, ...content, ...paymentTables },
  });
}

export type Database = ReturnType<typeof database>;
