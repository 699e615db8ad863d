/** What travels on the notifications queue: a reference to an outbox row, never its content. */
export type NotifyMessage = { type: 'send'; outboxId: string } | { type: 'digest' };

const OUTBOX_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The message, or null for a body this Worker never sends (acknowledged and logged, never retried). */
export function parseNotifyMessage(body: unknown): NotifyMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const { type, outboxId } = body as { type?: unknown; outboxId?: unknown };
  if (type === 'digest') return { type };
  if (type === 'send' && typeof outboxId === 'string' && OUTBOX_ID.test(outboxId)) return { type, outboxId };
  return null;
}
