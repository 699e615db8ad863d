/**
 * The emails a `wrangler dev` server "sent". Its simulated send_email binding
 * keeps every message Email Service's send() was given in the dev session's
 * Local Explorer, read here over HTTP (from, to, reply-to, subject, text,
 * HTML, the attachments' names), and writes its parts to disk under
 * .wrangler/tmp/email/<session>/: email-text/<id>.txt, email-html/<id>.html
 * and email-attachment/<id>-<n>.<extension>, <id> being the Message-ID
 * without its angle brackets. The explorer keeps only an attachment's name and
 * size, so its content is read from that file. Shared by the browser tests
 * and the notifications bench.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalEmail {
  to: string[];
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string }[];
  sentAt: number;
}

interface Options {
  /** Only messages sent at or after this time (ms since the epoch). */
  since?: number;
  /** The dev server's origin, e.g. http://localhost:8787 (`bun run dev`'s, the default). */
  origin?: string;
}

/** A message as the Local Explorer lists it (GET .../local/email/sending), and its detail (?email_id=). */
interface SentSummary {
  messageId: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  sentAt: string;
  attachments: { filename: string }[];
}
interface SentDetail extends SentSummary {
  text?: string;
  html?: string;
}
interface ExplorerAnswer<T> {
  success: boolean;
  errors: { message: string }[];
  result: T;
  result_info?: { cursor?: string; has_more?: boolean };
}

const DEV_ORIGIN = 'http://localhost:8787';
const SENT_EMAILS = '/cdn-cgi/local/explorer/api/local/email/sending';
/** The explorer's largest page. */
const PAGE_SIZE = 100;
/** Attachment files are written just after send() returns: how long to wait for one before giving up. */
const FILE_WAIT_MS = 5_000;

/** Where `wrangler dev` writes the parts of each message: .wrangler/tmp/email under the project. */
const localEmailRoot = join(new URL('../..', import.meta.url).pathname, '.wrangler', 'tmp', 'email');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function explorer<T>(origin: string, query: Record<string, string>): Promise<ExplorerAnswer<T>> {
  const url = `${origin}${SENT_EMAILS}?${new URLSearchParams(query)}`;
  // Only this server's messages: without the header the explorer also lists other local dev sessions' (its peers').
  const response = await fetch(url, { headers: { 'x-miniflare-explorer-no-aggregate': 'true' } });
  const body = await response.text();
  if (!response.ok)
    throw new Error(
      `the Local Explorer answered ${response.status} for ${url} (is X_LOCAL_EXPLORER off?): ${body.slice(0, 300)}`,
    );
  const answer = JSON.parse(body) as ExplorerAnswer<T>;
  if (!answer.success)
    throw new Error(`the Local Explorer refused ${url}: ${answer.errors.map((error) => error.message).join('; ')}`);
  return answer;
}

/** `"Isla Smith" <isla@example.co.uk>` as a mail client shows it: `Isla Smith <isla@example.co.uk>`. */
function displayed(mailbox: string): string {
  const quoted = /^"((?:[^"\\]|\\.)*)" <([^>]+)>$/.exec(mailbox);
  return quoted ? `${(quoted[1] ?? '').replace(/\\(.)/g, '$1')} <${quoted[2]}>` : mailbox;
}

/** The text of an attachment's file, waiting a moment for it to be written. */
async function attachmentContent(messageId: string, index: number): Promise<string> {
  const root = localEmailRoot;
  const prefix = `${messageId.replace(/^<|>$/g, '')}-${index + 1}.`;
  const started = Date.now();
  for (;;) {
    for (const session of readdirOrNothing(root)) {
      const directory = join(root, session, 'email-attachment');
      const file = readdirOrNothing(directory).find((name) => name.startsWith(prefix));
      if (file) return readFileSync(join(directory, file), 'utf8');
    }
    if (Date.now() - started > FILE_WAIT_MS)
      throw new Error(`attachment ${index + 1} of ${messageId} is not on disk under ${root}/*/email-attachment/`);
    await pause(50);
  }
}

function readdirOrNothing(directory: string): string[] {
  try {
    return readdirSync(directory);
  } catch {
    return [];
  }
}

/** Messages never change once sent: each is read in full once. */
const readAlready = new Map<string, Promise<LocalEmail>>();

async function readInFull(origin: string, summary: SentSummary): Promise<LocalEmail> {
  const detail = (await explorer<SentDetail>(origin, { email_id: summary.messageId })).result;
  return {
    to: detail.to.map(displayed),
    from: displayed(detail.from),
    ...(detail.replyTo ? { replyTo: displayed(detail.replyTo) } : {}),
    subject: detail.subject,
    text: detail.text ?? '',
    html: detail.html ?? '',
    attachments: await Promise.all(
      detail.attachments.map(async (attachment, index) => ({
        filename: attachment.filename,
        content: await attachmentContent(detail.messageId, index),
      })),
    ),
    sentAt: Date.parse(detail.sentAt),
  };
}

/** Every message sent since `since` (ms), newest first. `origin` is the dev server's (e.g. http://localhost:8787) if the HTTP API is what you use. */
export async function sentEmails({ since = 0, origin = DEV_ORIGIN }: Options = {}): Promise<LocalEmail[]> {
  const summaries: SentSummary[] = [];
  let cursor: string | undefined;
  let older = false;
  do {
    const page = await explorer<SentSummary[]>(origin, { per_page: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    for (const summary of page.result) {
      // Listed newest first: past the first older one, all are older.
      if (Date.parse(summary.sentAt) < since) {
        older = true;
        break;
      }
      summaries.push(summary);
    }
    cursor = page.result_info?.has_more ? page.result_info.cursor : undefined;
  } while (cursor && !older);
  return Promise.all(
    summaries.map((summary) => {
      const key = `${origin} ${summary.messageId}`;
      const known = readAlready.get(key) ?? readInFull(origin, summary);
      readAlready.set(key, known);
      // A failed read is tried again next time rather than remembered.
      known.catch(() => readAlready.delete(key));
      return known;
    }),
  );
}

/** Polls until a message matching `match` arrives (default timeout 15 s), else throws with what did arrive. */
export async function waitForEmail(
  match: (email: LocalEmail) => boolean,
  options: Options & { timeoutMs?: number } = {},
): Promise<LocalEmail> {
  const { timeoutMs = 15_000, ...listing } = options;
  const started = Date.now();
  let arrived: LocalEmail[] = [];
  for (;;) {
    arrived = await sentEmails(listing);
    const found = arrived.find(match);
    if (found) return found;
    if (Date.now() - started > timeoutMs) break;
    await pause(200);
  }
  const seen = arrived.map(
    (email) => `  ${new Date(email.sentAt).toISOString()} to ${email.to.join(', ')}: ${email.subject}`,
  );
  throw new Error(
    `no matching email within ${timeoutMs} ms; ${arrived.length} arrived:\n${seen.join('\n') || '  (none)'}`,
  );
}
