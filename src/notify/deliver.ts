/**
 * The one way the Worker sends an email: Cloudflare Email Service's
 * `send()` with a structured message (from, to, reply-to, subject, text,
 * HTML, attachments); the service builds the MIME. Under `wrangler dev` the
 * binding is simulated and every part is written to disk (see
 * test/support/local-mail.ts).
 */
export interface Mailbox {
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

const mailbox = (box: Mailbox) => ({ name: headerSafe(box.name), email: box.email });

export async function deliver(binding: SendEmail, message: OutgoingMessage): Promise<void> {
  await binding.send({
    from: mailbox(message.from),
    to: typeof message.to === 'string' ? message.to : mailbox(message.to),
    ...(message.replyTo ? { replyTo: mailbox(message.replyTo) } : {}),
    subject: headerSafe(message.subject),
    text: message.text,
    html: message.html,
    ...(message.attachments?.length ? { attachments: message.attachments.map((attachment) => ({ disposition: 'attachment' as const, ...attachment })) } : {}),
  });
}
