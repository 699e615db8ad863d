/**
 * Retreat places: bookings (held while the buyer pays, then paid, or reserved to be invoiced), their private links,
 * the waiting list of each event with its offers, the early-bird list, the owner's messages to an event's attendees
 * and the state an event has beyond its content (cancelled, announced). Places are counted under a race by the
 * statements in src/submissions/retreat-booking/places.ts, never read and then written.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { consentColumns, createdAt, submissionId, uuid, visitSourceColumns } from './columns';

/** held: waiting for payment until hold_expires_at; reserved: to be invoiced (no payments on the site). */
export type RetreatBookingStatus = 'held' | 'paid' | 'reserved' | 'cancelled' | 'expired';

export const retreatBookings = sqliteTable(
  'retreat_bookings',
  {
    id: uuid(),
    /** The event's content slug, which never changes. */
    eventSlug: text('event_slug').notNull(),
    places: integer('places').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** One name per place, in order. */
    attendees: text('attendees', { mode: 'json' }).$type<string[]>().notNull(),
    /** Dietary or access needs, as typed. */
    needs: text('needs').notNull().default(''),
    submissionId: submissionId(),
    status: text('status').$type<RetreatBookingStatus>().notNull().default('held'),
    /** The total in pence, set by the server from the owner's prices when the places were taken. */
    amount: integer('amount').notNull().default(0),
    /** How many of the places were at the early-bird price. */
    earlyBirdPlaces: integer('early_bird_places').notNull().default(0),
    /** A held booking's places count until then; afterwards they are free again. */
    holdExpiresAt: integer('hold_expires_at', { mode: 'timestamp_ms' }),
    /** The waiting-list offer this booking took up, if any (its places were held for it). */
    offerId: text('offer_id'),
    checkoutSessionId: text('checkout_session_id'),
    /** Stripe's hosted page, kept so that a repeat of the form and the booking page can reach it again. */
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** Pence refunded (or, for a booking paid outside the site, owed back). */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    /** visitor, owner or event (the owner cancelled the whole event). */
    cancelledBy: text('cancelled_by'),
    /** Positions in `attendees` of those checked in on the day. */
    checkedIn: text('checked_in', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    /** The iCalendar SEQUENCE of the buyer's invitation: raised on every change they are sent. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    ...consentColumns(),
    createdAt: createdAt(),
    ...visitSourceColumns(),
  },
  (table) => [
    index('retreat_bookings_event').on(table.eventSlug, table.status),
    index('retreat_bookings_created').on(table.createdAt),
    index('retreat_bookings_checkout').on(table.checkoutSessionId),
    index('retreat_bookings_email').on(sql`lower(${table.email})`),
  ],
);

/** A booking's private links (/retreats/bookings/{token}): only the SHA-256 of each token is kept. */
export const retreatBookingLinks = sqliteTable(
  'retreat_booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: text('booking_id').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('retreat_booking_links_booking').on(table.bookingId)],
);

/** waiting → offered (places held for 24 hours) → booked, or lapsed (the offer passed on); left: taken off by them or the owner. */
export type RetreatWaitingStatus = 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';

export const retreatWaitingList = sqliteTable(
  'retreat_waiting_list',
  {
    id: uuid(),
    eventSlug: text('event_slug').notNull(),
    email: text('email').notNull(),
    places: integer('places').notNull(),
    submissionId: submissionId(),
    status: text('status').$type<RetreatWaitingStatus>().notNull().default('waiting'),
    offeredAt: integer('offered_at', { mode: 'timestamp_ms' }),
    offerExpiresAt: integer('offer_expires_at', { mode: 'timestamp_ms' }),
    ...consentColumns(),
    createdAt: createdAt(),
    ...visitSourceColumns(),
  },
  (table) => [
    // One place in the queue per address and event: signing up again changes nothing.
    uniqueIndex('retreat_waiting_list_person').on(table.eventSlug, table.email),
    index('retreat_waiting_list_queue').on(table.eventSlug, table.status, table.createdAt),
  ],
);

/** unconfirmed until the address's owner follows the link we send; only confirmed addresses hear of new events. */
export type EarlyBirdStatus = 'unconfirmed' | 'confirmed' | 'unsubscribed';

export const earlyBirdList = sqliteTable(
  'early_bird_list',
  {
    id: uuid(),
    email: text('email').notNull().unique(),
    submissionId: submissionId(),
    status: text('status').$type<EarlyBirdStatus>().notNull().default('unconfirmed'),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    ...consentColumns(),
    createdAt: createdAt(),
    ...visitSourceColumns(),
  },
  (table) => [index('early_bird_list_created').on(table.createdAt)],
);

/** What an event has beyond its content: cancelled by the owner, and announced to the early-bird list (once). */
export const retreatEventStates = sqliteTable('retreat_event_states', {
  eventSlug: text('event_slug').primaryKey(),
  cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
  announcedAt: integer('announced_at', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** The owner's emails to everyone booked on an event: one outbox row per booking names the message. */
export const retreatEventMessages = sqliteTable(
  'retreat_event_messages',
  {
    id: uuid(),
    eventSlug: text('event_slug').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('retreat_event_messages_event').on(table.eventSlug)],
);
