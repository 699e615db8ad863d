import { vi } from 'vitest';
/**
 * Stand-ins for the notification bindings in workerd tests: a queue that
 * records what the Worker puts on it (optionally holding each send open), a
 * send_email binding that records (or refuses) each structured message, and helpers that
 * deliver a queue batch to the Worker's own queue() handler.
 */
import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
  waitOnExecutionContext,
  type QueueResult,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker, { app } from '../../src/worker';
import { ORIGIN } from './admin';

export const QUEUE_NAME = 'pawsperity-notifications';

export interface RecordingQueue {
  binding: Queue;
  bodies: unknown[];
  /** Sends still held open (hold mode), released by release(). */
  release(): void;
}

/** A queue binding that records message bodies; with hold, every send stays pending until release(). */
export function recordingQueue({ hold = false } = {}): RecordingQueue {
  const bodies: unknown[] = [];
  const waiting: (() => void)[] = [];
  const settle = () => (hold ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());
  const binding = {
    async send(body: unknown) {
      await settle();
      bodies.push(body);
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      await settle();
      for (const message of messages) bodies.push(message.body);
    },
  } as unknown as Queue;
  return {
    binding,
    bodies,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** One message as the mail service was given it, each attachment read back as the text a mail client would show. */
export interface SentEmail {
  from: string | EmailAddress;
  to: string | EmailAddress | (string | EmailAddress)[];
  replyTo?: string | EmailAddress;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; type: string; disposition: string; content: string }[];
}

export interface RecordingMailer {
  binding: SendEmail;
  sent: SentEmail[];
  /** How many sends were attempted, failed ones included. */
  attempts: number;
}

/**
 * Email Service reads an attachment given as a string as base64, and one
 * given as bytes as it is: read back the same way, so text passed where bytes
 * were meant shows as the garbage the recipient would see.
 */
function attachmentText(content: string | ArrayBuffer | ArrayBufferView): string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  if (typeof content === 'string')
    return decoder.decode(Uint8Array.from(atob(content), (character) => character.charCodeAt(0)));
  return decoder.decode(content);
}

/**
 * A send_email binding that keeps each structured message given to send()
 * (Email Service's builder: from, to, reply-to, subject, text, HTML,
 * attachments) and refuses a raw MIME EmailMessage; `fail` makes every send
 * throw, as an outage of the mail service would.
 */
export function recordingMailer({ fail = false } = {}): RecordingMailer {
  const mailer: RecordingMailer = {
    sent: [],
    attempts: 0,
    binding: {
      async send(message: EmailMessageBuilder | EmailMessage) {
        mailer.attempts += 1;
        if (fail) throw Object.assign(new Error('Email Service: temporarily unavailable'), { name: 'EmailSendError' });
        if (!('subject' in message)) throw new Error('the test mailer expects a structured message, not raw MIME');
        mailer.sent.push({
          from: message.from,
          to: message.to ?? [],
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text ?? '',
          html: message.html ?? '',
          attachments: (message.attachments ?? []).map((attachment) => ({
            filename: attachment.filename,
            type: attachment.type,
            disposition: attachment.disposition,
            content: attachmentText(attachment.content),
          })),
        });
        return { messageId: `<${crypto.randomUUID()}@recorded>` };
      },
    } as SendEmail,
  };
  return mailer;
}

let visitor = 0;
/** A same-origin JSON POST through the Worker with these bindings and a real execution context, waited on to the end. */
export async function submit(path: string, body: unknown, bindings: Partial<Cloudflare.Env>): Promise<Response> {
  visitor += 1;
  const ctx = createExecutionContext();
  const response = await app.request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'cf-connecting-ip': `192.0.2.${(visitor % 250) + 1}`,
      },
      body: JSON.stringify(body),
    },
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** Runs the Worker's scheduled handler for this cron with these bindings, at this time (ms), to the end. */
export async function runCron(
  cron: string,
  bindings: Partial<Cloudflare.Env>,
  scheduledTime = Date.now(),
): Promise<void> {
  const waits: Promise<unknown>[] = [];
  const controller = { scheduledTime, cron, noRetry() {} } as ScheduledController;
  await worker.scheduled(controller, { ...env, ...bindings }, {
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext);
  await Promise.all(waits);
}

export interface Delivery extends QueueResult {
  ids: string[];
  /** The delay each retried message asked for, by message id (the test batch records retry() but not its options). */
  retryDelays: Record<string, number | undefined>;
}

/** Delivers these message bodies to the Worker's queue() handler as one batch; each message's attempt number as given. */
export async function deliver(bodies: unknown[], bindings: Partial<Cloudflare.Env>, attempts = 1): Promise<Delivery> {
  const ids = bodies.map(() => crypto.randomUUID());
  const batch = createMessageBatch(
    QUEUE_NAME,
    bodies.map((body, index) => ({ id: ids[index] ?? '', timestamp: new Date(), attempts, body })),
  );
  const retryDelays: Record<string, number | undefined> = {};
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      retryDelays[message.id] = options?.delaySeconds;
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...bindings });
  return { ...(await getQueueResult(batch, ctx)), ids, retryDelays };
}

export interface OutboxRecord {
  id: string;
  item_kind: string;
  item_id: string;
  message: string;
  channel: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  claim_id: string | null;
  claimed_at: number | null;
  sent_at: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export async function outboxRows(where = '1 = 1', ...values: unknown[]): Promise<OutboxRecord[]> {
  return (
    await env.DB.prepare(`SELECT * FROM notification_outbox WHERE ${where} ORDER BY created_at, id`)
      .bind(...values)
      .all<OutboxRecord>()
  ).results;
}

export async function outboxRow(id: string): Promise<OutboxRecord | null> {
  return env.DB.prepare('SELECT * FROM notification_outbox WHERE id = ?').bind(id).first<OutboxRecord>();
}

/** The clock of the Worker (the queue consumer reads it) and of the cron, at this instant. */
export function at(instant: string): number {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return Date.parse(instant);
}

/**
 * Bindings under which every email (the site's and the back office's sign-in links) arrives in `mailer` as the request
 * ends: a queue that hands each message straight to the Worker's own consumer (as wrangler dev's local queue does within
 * a second), which sends through the mailer. The request waits for its after-answer work in these tests, so the email
 * is there when it returns.
 */
export function mailingBindings(mailer: RecordingMailer, more: Partial<Cloudflare.Env> = {}): Partial<Cloudflare.Env> {
  const bindings: Partial<Cloudflare.Env> = { NOTIFY_EMAIL: mailer.binding, ADMIN_EMAIL: mailer.binding, ...more };
  const consume = async (bodies: unknown[]) => {
    const batch = createMessageBatch(
      QUEUE_NAME,
      bodies.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body })),
    );
    await worker.queue(batch, { ...env, ...bindings });
  };
  const queue = {
    send: (body: unknown) => consume([body]),
    sendBatch: (messages: Iterable<{ body: unknown }>) => consume([...messages].map((message) => message.body)),
  } as unknown as Queue;
  return { ...bindings, NOTIFY_QUEUE: queue };
}
