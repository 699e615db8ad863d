/**
 * The emails about a retreat booking, each an outbox row named by its key (unique per booking), so it is recorded,
 * sent, retried and never sent twice. A key carries what makes it distinct: the invitation's SEQUENCE for a change, the
 * owner's message id for a message to attendees.
 */
export type RetreatBookingMessage =
  /** To the buyer: places paid for (or reserved, to be invoiced), with the invitation and the booking's page. */
  | { type: 'confirmed' }
  /** To the buyer, 7 days and 1 day before the event. */
  | { type: 'reminder'; daysBefore: 7 | 1 }
  /** To the buyer: attendee names changed on the booking page (a new invitation, SEQUENCE raised). */
  | { type: 'renamed'; sequence: number }
  /** To the buyer: cancelled by them or by the owner, with what is refunded (METHOD:CANCEL). */
  | { type: 'cancelled'; sequence: number }
  /** To the buyer: paid after the hold lapsed and the places had gone meanwhile, so refunded in full. */
  | { type: 'refunded-unplaced' }
  /** To the buyer: the owner's message to everyone booked on the event (retreat_event_messages). */
  | { type: 'event-message'; messageId: string };

export function retreatBookingMessageKey(message: RetreatBookingMessage): string {
  switch (message.type) {
    case 'confirmed':
    case 'refunded-unplaced':
      return message.type;
    case 'reminder':
      return `reminder:${message.daysBefore}`;
    case 'event-message':
      return `event-message:${message.messageId}`;
    default:
      return `${message.type}:${message.sequence}`;
  }
}

export function parseRetreatBookingMessage(key: string): RetreatBookingMessage | null {
  const [type, value = '', ...rest] = key.split(':');
  if (rest.length > 0) return null;
  if (type === 'confirmed' || type === 'refunded-unplaced') return value === '' ? { type } : null;
  if (type === 'reminder') return value === '7' || value === '1' ? { type, daysBefore: Number(value) as 7 | 1 } : null;
  if (type === 'event-message') return /^[\w-]{1,64}$/.test(value) ? { type, messageId: value } : null;
  if ((type === 'renamed' || type === 'cancelled') && /^\d{1,9}$/.test(value)) return { type, sequence: Number(value) };
  return null;
}

/** The waiting-list entry's one offer; the early-bird address's confirmation request and each event's announcement. */
export const WAITING_LIST_OFFER_MESSAGE = 'offer';
export const EARLY_BIRD_CONFIRM_MESSAGE = 'confirm';
export const earlyBirdAnnouncementKey = (eventSlug: string) => `announce:${eventSlug}`;
