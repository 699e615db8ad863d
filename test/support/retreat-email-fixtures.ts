/**
 * Retreat events, bookings, waiting-list entries and early-bird sign-ups written straight into D1 as the owner's
 * content and the booking endpoints would leave them, and the email an outbox row about one of them becomes, as the
 * queue consumer composes it (the real kind from the registry, the tests' SIGNING_SECRET and the site's origin).
 */
import { env } from 'cloudflare:workers';
import { noteContentChanged } from '../../src/content/content-version';
import { database } from '../../src/db/client';
import { emailKindOf } from '../../src/notify/emails';
import { ORIGIN } from './admin';
import { publishRetreatEvent, type TestEvent } from './retreat-events';

let made = 0;
/** A slug no other event of this test run has. */
export function freshSlug(label: string): string {
  made += 1;
  return `${label}-${Date.now().toString(36)}-${made}`;
}

/** An event document as the owner's form stores it: a two-day weekend at a venue, 12 places at £695. */
export function eventDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Summer Leadership Retreat',
    format: 'weekend-retreat',
    length: 'Weekend',
    startDate: '2027-06-12',
    endDate: '2027-06-13',
    startTime: '09:30',
    endTime: '16:00',
    place: 'Hebden Hall, Hebden Bridge',
    venueAddress: 'Lee Mill Road, Hebden Bridge HX7 8AA',
    mapLink: 'https://maps.example.com/?q=Hebden+Hall',
    summary: 'Two days away from the floor to plan your next year with owners who run daycares like yours.',
    capacity: 12,
    price: 695,
    earlyBirdPrice: null,
    earlyBirdUntil: null,
    earlyBirdPlaces: null,
    bookingOpens: null,
    bookingCloses: null,
    minimumPlaces: null,
    goNoGoDate: null,
    ...overrides,
  };
}

/** Publishes an event (visitors' content moves on at once); returns its slug. */
export function publishEvent(overrides: Record<string, unknown> = {}, slug = freshSlug('retreat')) {
  return publishRetreatEvent(eventDocument(overrides) as Partial<TestEvent>, slug);
}

/** Takes an event down, as archiving it in /admin/content does. */
export async function unpublishEvent(slug: string): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("UPDATE content_items SET status = 'archived' WHERE kind = 'retreat-event' AND slug = ?").bind(slug),
    env.DB.prepare('UPDATE content_state SET version = version + 1 WHERE id = 1'),
  ]);
  noteContentChanged();
}

export interface StoredBooking {
  eventSlug: string;
  status?: string;
  places?: number;
  attendees?: string[];
  needs?: string;
  amount?: number;
  earlyBirdPlaces?: number;
  paymentIntentId?: string | null;
  amountRefunded?: number;
  cancelledBy?: string | null;
  cancelledAt?: number | null;
  calendarSequence?: number;
  email?: string;
}

/** A booking of Jane Smith's for two places, paid £1,390 through Stripe, unless it says otherwise; returns its id. */
export async function storeBooking(booking: StoredBooking): Promise<string> {
  const id = crypto.randomUUID();
  const attendees = booking.attendees ?? ['Jane Smith', 'Tom Brown'];
  await env.DB.prepare(
    `INSERT INTO retreat_bookings (id, event_slug, places, first_name, last_name, email, attendees, needs, status, amount,
       early_bird_places, payment_intent_id, paid_at, amount_refunded, cancelled_at, cancelled_by, calendar_sequence)
     VALUES (?, ?, ?, 'Jane', 'Smith', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      booking.eventSlug,
      booking.places ?? attendees.length,
      booking.email ?? 'jane.smith@example.co.uk',
      JSON.stringify(attendees),
      booking.needs ?? '',
      booking.status ?? 'paid',
      booking.amount ?? 139_000,
      booking.earlyBirdPlaces ?? 0,
      booking.paymentIntentId === undefined ? 'pi_test_retreat' : booking.paymentIntentId,
      (booking.status ?? 'paid') === 'paid' ? Date.now() : null,
      booking.amountRefunded ?? 0,
      booking.cancelledAt ?? null,
      booking.cancelledBy ?? null,
      booking.calendarSequence ?? 0,
    )
    .run();
  return id;
}

/** The email an outbox row of this item and message becomes when the consumer composes it at `now`. */
export async function composed(itemKind: string, itemId: string, message: string, now: Date) {
  const kind = emailKindOf({ itemKind, message, channel: 'email' });
  if (!kind?.compose) throw new Error(`no email answers ${itemKind} ${message}`);
  return kind.compose(
    { itemKind, itemId, message },
    { db: database(env.DB), origin: ORIGIN, now, secret: env.SIGNING_SECRET },
  );
}

/** The calendar attachment's lines, folding undone, or [] without one. */
export function invitationLines(email: { attachments?: { content: string | Uint8Array }[] } | null): string[] {
  const content = email?.attachments?.[0]?.content;
  const text = typeof content === 'string' ? content : content ? new TextDecoder().decode(content) : '';
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** A waiting-list entry for `places` places; an offered one holds them until `offerExpiresAt`. */
export async function storeWaitingListEntry(entry: {
  eventSlug: string;
  email?: string;
  places?: number;
  status?: string;
  offerExpiresAt?: number | null;
}): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    'INSERT INTO retreat_waiting_list (id, event_slug, email, places, status, offered_at, offer_expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      entry.eventSlug,
      entry.email ?? `waiting-${id}@example.co.uk`,
      entry.places ?? 2,
      entry.status ?? 'offered',
      entry.offerExpiresAt ? entry.offerExpiresAt - 24 * 3_600_000 : null,
      entry.offerExpiresAt ?? null,
    )
    .run();
  return id;
}

/** An early-bird list sign-up, unconfirmed unless it says otherwise; returns its id. */
export async function storeEarlyBirdSignUp(
  status = 'unconfirmed',
  email = `early-${crypto.randomUUID()}@example.co.uk`,
) {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO early_bird_list (id, email, status, confirmed_at) VALUES (?, ?, ?, ?)')
    .bind(id, email, status, status === 'confirmed' ? Date.now() : null)
    .run();
  return id;
}

export async function earlyBirdStatus(id: string) {
  return env.DB.prepare('SELECT status, confirmed_at FROM early_bird_list WHERE id = ?')
    .bind(id)
    .first<{ status: string; confirmed_at: number | null }>();
}
