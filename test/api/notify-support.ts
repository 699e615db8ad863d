/**
 * Stand-ins for the notification bindings in workerd tests: a queue that
 * records what the Worker puts on it (optionally holding each send open), a
 * send_email binding that records (or refuses) each message, and helpers that
 * deliver a queue batch to the Worker's own queue() handler.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext, type QueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker, { app } from '../../src/worker';

export const ORIGIN = 'https://www.pawsperity.co.uk';
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

export interface SentEmail {
  from: string;
  to: string;
  raw: string;
}

export interface RecordingMailer {
  binding: SendEmail;
  sent: SentEmail[];
  /** How many sends were attempted, failed ones included. */
  attempts: number;
}

/**
 * A send_email binding that keeps each message's raw MIME. Under Miniflare an
 * EmailMessage is a plain object holding the raw text under the
 * "EmailMessage::raw" key (what the local binding reads); `fail` makes every
 * send throw, as an outage of the mail service would.
 */
export function recordingMailer({ fail = false } = {}): RecordingMailer {
  const mailer: RecordingMailer = {
    sent: [],
    attempts: 0,
    binding: {
      async send(message: unknown) {
        mailer.attempts += 1;
        if (fail) throw Object.assign(new Error('Email Routing: destination temporarily unavailable'), { name: 'EmailSendError' });
        const record = message as { from: string; to: string; 'EmailMessage::raw'?: unknown; raw?: unknown };
        const raw = record['EmailMessage::raw'] ?? record.raw;
        if (typeof raw !== 'string') throw new Error('the test mailer expects raw MIME text');
        mailer.sent.push({ from: record.from, to: record.to, raw });
        return { messageId: 'recorded' };
      },
    } as unknown as SendEmail,
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
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': `192.0.2.${(visitor % 250) + 1}` },
      body: JSON.stringify(body),
    },
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
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
