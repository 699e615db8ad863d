/**
 * What one kind of email is (one module each in emails/): the outbox rows it
 * answers, what it says and to whom, the binding that sends it, how the back
 * office names a row of it, how hard it is retried, and which of its rows
 * erasure and retention remove. The consumer, the back office, Retry, the
 * sweep, erasure and retention loop over the registry (emails/index.ts) and
 * never switch on a kind.
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Person } from '../db/personal-data';
import type { OutgoingMessage } from './deliver';
import type { RetryPolicy } from './retry-policy';

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
type Composer = (row: Pick<EmailRow, 'itemKind' | 'itemId' | 'message'>, context: ComposeContext) => Promise<OutgoingMessage | null>;

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
