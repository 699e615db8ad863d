/**
 * What one kind of email is (one module each in emails/): the outbox rows it
 * answers, what it says and to whom, the binding that sends it, how the back
 * office names a row of it, how hard it is retried, and which of its rows
 * erasure and retention remove. The consumer, the back office, Retry, the
 * sweep, erasure and retention loop over the registry (emails/index.ts) and
 * never switch on a kind.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/client';
import { type Person, sameEmail } from '../db/personal-data';
import { notificationOutbox } from '../db/schema/notifications';
import type { OutgoingMessage } from './deliver';
import { type RetryPolicy, STANDARD_RETRY } from './retry-policy';

/** An outbox row as a kind of email reads it: what it is about (item kind and id), which message, and how it goes. */
export interface EmailRow {
  itemKind: string;
  itemId: string;
  /** Which email about the item: "lead", a booking's message key, "sign-in:<random>"... */
  message: string;
  /** email: sent alone; digest: listed in the daily digest. */
  channel: string;
}

interface ComposeContext {
  db: Database;
  /** SITE_ORIGIN: where every link in an email points. */
  origin: string;
  now: Date;
  /** SIGNING_SECRET, for links derived from what the email is about (a booking's one private link). */
  secret: string | undefined;
}

/**
 * Composes the email of one claimed row from what it is about, as it is now, minting its links at that moment (so a
 * token exists only once its email is about to go, and never in the outbox); null when there is nothing to send any more.
 */
type Composer = (
  row: Pick<EmailRow, 'itemKind' | 'itemId' | 'message'>,
  context: ComposeContext,
) => Promise<OutgoingMessage | null>;

/** How the back office names a row: what the email is, then what it was about (a link), or that that was erased since. */
export interface RowDescription {
  what: string;
  about?: { href: string; text: string } | 'erased';
}

export interface EmailKind {
  /** Its name in logs and tests. */
  name: string;
  /** Who receives it. */
  to: 'owner' | 'visitor' | 'learner';
  /** The send_email binding it goes through (wrangler.toml): the back office's sign-in links have their own. */
  sender: 'NOTIFY_EMAIL' | 'ADMIN_EMAIL';
  /** Whether an outbox row is one of this kind's. */
  answers: (row: Pick<EmailRow, 'itemKind' | 'message' | 'channel'>) => boolean;
  /** One row's email; null for rows listed together in the daily digest (send-digest.ts). */
  compose: Composer | null;
  /** How /admin/notifications names a failed or held row. */
  describe: (db: Database, row: EmailRow) => Promise<RowDescription>;
  retry: RetryPolicy;
  /** Its rows about this person, removed when they are erased; null when none can be (the agenda is about a day). */
  erasure: (person: Person) => SQL | null;
  /** Its rows the retention job removes before the outbox's own period: what they are about is gone, or their shorter time is up. */
  expired: (now: Date) => SQL | null;
  /** Its item id is an address: the audit trail names the outbox row instead. */
  itemIdIsAddress?: true;
}

/** What a kind about one kind of item spells out; the sender and the retries only where they are not the usual ones. */
type ItemEmailKind = Omit<EmailKind, 'answers' | 'sender' | 'retry' | 'describe'> &
  Partial<Pick<EmailKind, 'sender' | 'retry'>> & {
    /** How /admin/notifications names its rows: the same words for each, or a function. */
    describe: string | EmailKind['describe'];
  };

/**
 * A kind of email answering every outbox row about one kind of item (most kinds: a sign-in link, a reminder...),
 * sent through NOTIFY_EMAIL with the standard retries unless it says otherwise, so its module says only what is its own.
 */
export function emailAboutItem(itemKind: string, kind: ItemEmailKind): EmailKind {
  const { describe, ...own } = kind;
  return {
    sender: 'NOTIFY_EMAIL',
    retry: STANDARD_RETRY,
    answers: (row) => row.itemKind === itemKind,
    ...own,
    describe: typeof describe === 'string' ? async () => ({ what: describe }) : describe,
  };
}

/** The item table a kind's rows point at: its id (the rows' item id) and, where it has one, the address it was sent to. */
interface ItemTable {
  table: SQLiteTable;
  id: SQLiteColumn;
  email?: SQLiteColumn;
}

/** Rows of this kind about items sent to this person's address: found through the items, so erased before them. */
export function aboutItemsTo(itemKind: string, items: ItemTable & { email: SQLiteColumn }, person: Person): SQL | null {
  if (!person.email) return null;
  const theirs = sql`(select ${items.id} from ${items.table} where ${sameEmail(items.email, person.email)})`;
  return and(eq(notificationOutbox.itemKind, itemKind), inArray(notificationOutbox.itemId, theirs)) ?? null;
}

/** Rows of this kind whose item has gone: they point at its address, so they go with it. */
export function itemGoneFrom(itemKind: string, items: ItemTable): SQL | null {
  return (
    and(
      eq(notificationOutbox.itemKind, itemKind),
      sql`not exists (select 1 from ${items.table} where ${items.id} = ${notificationOutbox.itemId})`,
    ) ?? null
  );
}
