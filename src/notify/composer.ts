import type { Database } from '../db/client';
import type { OutgoingMessage } from './deliver';
import type { Claim } from './outbox';

/**
 * Composes the email of one claimed outbox row from what it is about, as it is now (links minted at that moment);
 * null when there is nothing to send any more.
 */
export type Composer = (
  db: Database,
  claim: Pick<Claim, 'itemId' | 'message'>,
  origin: string,
  now: Date,
  /** SIGNING_SECRET, for links derived from what the email is about (a booking's one private link). */
  secret: string | undefined,
) => Promise<OutgoingMessage | null>;
