/**
 * The one way the Worker sends an email: Cloudflare Email Service's
 * `send()` with a structured message (from, to, reply-to, subject, text,
 * HTML, attachments); the service builds the MIME and sets Message-ID and
 * Date. Under `wrangler dev` the binding is simulated: every message is kept
 * by the dev server's Local Explorer and its parts written to disk (see
 * test/support/local-mail.ts).
 *
 * It is also where the per-recipient limit is kept (recipient-limit.ts): an
 * email to an address that has not proved it is its owner's, over the limit,
 * is not sent but held, for the owner to send or leave.
 */
import {
  type HeldReason,
  type RecipientLimitContext,
  returnRecipientAllowance,
  takeRecipientAllowance,
} from './recipient-limit';

export type { HeldReason } from './recipient-limit';

interface Mailbox {
  name: string;
  email: string;
}

export interface Attachment {
  filename: string;
  /** e.g. "text/calendar; method=REQUEST" */
  type: string;
  content: string;
}

export interface OutgoingMessage {
  from: Mailbox;
  to: string | Mailbox;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
}

/** Control characters never reach a header: a name or subject typed by a visitor cannot add one. */
const headerSafe = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ').trim();

/** A deliberately plain addr-spec: dot-atom local part and a hostname. */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const isPlainAddress = (address: string) => address.length <= 254 && PLAIN_ADDRESS.test(address);

/** Our own addresses (from, to) must be plain: anything else is a mistake worth failing loudly on. */
function plain(address: string): string {
  if (!isPlainAddress(address)) throw new TypeError('not a plain email address');
  return address;
}

const mailbox = (box: Mailbox) => ({ name: headerSafe(box.name), email: plain(box.email) });

const utf8 = new TextEncoder();

/** What deliver() needs besides the message: the database (for the limit), the time, the key and whether the owner released it. */
type DeliveryContext = RecipientLimitContext;

type DeliveryOutcome = { sent: true } | { held: HeldReason };

export async function deliver(
  binding: SendEmail,
  message: OutgoingMessage,
  context: DeliveryContext,
): Promise<DeliveryOutcome> {
  const to = typeof message.to === 'string' ? plain(message.to) : mailbox(message.to);
  // A reply-to a visitor gave that is not plainly an address is left out rather than risk the header; the email still goes.
  const replyTo = message.replyTo && isPlainAddress(message.replyTo.email) ? mailbox(message.replyTo) : undefined;
  const built = {
    from: mailbox(message.from),
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: headerSafe(message.subject),
    text: message.text,
    html: message.html,
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            disposition: 'attachment' as const,
            filename: attachment.filename,
            type: attachment.type,
            // Bytes, not a string: the service reads a string as base64.
            content: utf8.encode(attachment.content),
          })),
        }
      : {}),
  };
  const allowance = await takeRecipientAllowance(context, typeof to === 'string' ? to : to.email);
  if (!allowance.allowed) return { held: allowance.reason };
  try {
    await binding.send(built);
  } catch (error) {
    if (allowance.deliveryId) await returnRecipientAllowance(context.db, allowance.deliveryId);
    throw error;
  }
  return { sent: true };
}
