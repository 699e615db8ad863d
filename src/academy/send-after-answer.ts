import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { afterResponse } from '../lib/after-response';
import { deliver, type OutgoingMessage } from '../notify/deliver';

/**
 * Sends an Academy email after the answer has gone (sign-in links, team
 * invitations), so a known address does not answer measurably slower than an
 * unknown one and a slow mail service never holds the page. `compose` may
 * return null to send nothing. Never logs the address.
 */
export async function sendAfterAnswer<E extends AppEnv>(c: Context<E>, compose: () => Promise<OutgoingMessage | null>): Promise<void> {
  const binding = c.env.NOTIFY_EMAIL;
  const requestId = c.get('requestId');
  const task = async () => {
    const message = await compose();
    if (!message) return;
    if (!binding) throw new Error('no NOTIFY_EMAIL binding');
    await deliver(binding, message);
  };
  await afterResponse(
    c,
    task().catch((error: unknown) => console.error(`learner_email_failed request=${requestId} ${error instanceof Error ? error.name : 'unknown'}`)),
  );
}
