/** The back office: who may sign in, their sessions and links, notes, opened items and the audit trail. */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { nowMs, createdAt, uuid } from './columns';

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).notNull(),
    expire: integer('expire', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('IDX_session_expire').on(table.expire)],
);

export const users = sqliteTable('users', {
  id: uuid(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
});

/**
 * Whether a user may sign in, and as what; no row means yes, as an owner. owner:add clears disabledAt and sets role:
 * an owner does everything, an editor only edits content (/admin/content) and never sees a visitor's personal data.
 */
export const userAccess = sqliteTable('user_access', {
  userId: text('user_id').primaryKey(),
  disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
  role: text('role').notNull().default('owner'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
});

/** One-time sign-in links: only the SHA-256 of the token is kept; sessionId records which session used it. */
export const signInLinks = sqliteTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    sessionId: text('session_id'),
  },
  (table) => [index('sign_in_links_user').on(table.userId), index('sign_in_links_expires').on(table.expiresAt)],
);

/** Internal notes on any inbox item (a booking, a message, an application ...). */
export const adminNotes = sqliteTable(
  'admin_notes',
  {
    id: uuid(),
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    authorUserId: text('author_user_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_notes_item').on(table.itemKind, table.itemId)],
);

/**
 * When an inbox item was first opened on its item page, shared by everyone in
 * the back office: an item without a row is unread (bold in the inbox, counted
 * as new). It goes with its item (retention, erasure). Items stored before
 * this table existed have no row, so they start unread.
 */
export const openedItems = sqliteTable(
  'opened_items',
  {
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    firstOpenedAt: integer('first_opened_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemKind, table.itemId] })],
);

/** Who changed what, from what to what, and when. Holds no personal data of the people in the inbox. */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: uuid(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    itemKind: text('item_kind'),
    itemId: text('item_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_item').on(table.itemKind, table.itemId),
    index('audit_events_created').on(table.createdAt),
  ],
);
