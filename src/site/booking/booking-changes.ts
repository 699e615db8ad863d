/**
 * Changes to a booking after it was made: the visitor's move and cancel on
 * the booking page, the owner's move in the back office, and what follows
 * the owner's confirm and cancel. Each is one atomic batch: the row (only if
 * it is still as the person saw it), the audit entry, and the emails as
 * outbox rows, each written only if the statement before it changed a row
 * (SQLite's changes()). A move takes its new slot under the unique index
 * over held slots, so two moves (or a move and a new booking) racing for one
 * slot leave exactly one holder; a cancelled booking gives its slot back.
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/back-office';
import { consultationBookings as bookings } from '../../db/schema/submissions';
import { notificationOutbox } from '../../db/schema/notifications';
import { londonInstant } from '../../lib/london-time';
import { isSlotConflict, MAX_SLOTS_PER_PERSON, upcomingCounts } from './booking-hold';

export type BookingRow = typeof bookings.$inferSelect;

/** Who changed it: the visitor through their private link, or a signed-in owner. */
type BookingActor = { by: 'visitor'; clientHash: string } | { by: 'owner'; userId: string };

/**
 * `outboxIds` are due now; `laterIds` (the owner's email of a visitor's change) are due after OWNER_CHANGE_DELAY_SECONDS,
 * so a burst of changes gives the owner one email describing where the booking ended up.
 */
export type ChangeResult =
  | { result: 'changed'; outboxIds: string[]; laterIds: string[] }
  | { result: 'slot_taken' }
  | { result: 'stale' }
  /** The visitor has used every move their link allows. */
  | { result: 'move_limit' }
  /** The visitor (this client or this address) already holds the most upcoming slots one person may: a time given to a booking without one counts too. */
  | { result: 'too_many_bookings' };

/** The owner's email about a visitor's change waits this long, so further changes within it are in the same email. */
export const OWNER_CHANGE_DELAY_SECONDS = 10 * 60;

/** The visitor's own moves of this booking, as SQL (counted from the audit trail, so the limit holds inside the UPDATE). */
const visitorMoves = (bookingId: string) =>
  sql<number>`(select count(*) from ${auditEvents} where item_kind = ${ITEM_KIND.booking} and item_id = ${bookingId} and action = 'booking.move' and actor_user_id is null)`;

/** How many times the visitor has moved the booking through its link. */
export async function visitorMovesMade(db: Database, bookingId: string): Promise<number> {
  const [row] = await db.all<{ moves: number }>(sql`select ${visitorMoves(bookingId)} as moves`);
  return row?.moves ?? 0;
}

/** Statuses that hold a slot and can still be moved or cancelled. */
const CHANGEABLE_STATUSES = ['pending', 'confirmed'] as const;

/** When the consultation starts as far as the cut-off is concerned: its slot, else the time or day it asked for (a booking from before slots were held, or a request without a time), else never. */
function consultationStart(booking: Pick<BookingRow, 'slotStartsAt' | 'preferredDate' | 'preferredTime'>): Date | null {
  if (booking.slotStartsAt) return booking.slotStartsAt;
  if (!booking.preferredDate) return null;
  return londonInstant(booking.preferredDate, booking.preferredTime || '0:00');
}

/** True when the booking is pending or confirmed, whatever the time. */
export const isChangeableStatus = (status: string): boolean =>
  (CHANGEABLE_STATUSES as readonly string[]).includes(status);

/** True while the visitor may still move or cancel it themselves: pending or confirmed, and more than the cut-off before it starts (or with no date yet). */
export function visitorMayChange(
  booking: Pick<BookingRow, 'status' | 'slotStartsAt' | 'preferredDate' | 'preferredTime'>,
  now: Date,
): boolean {
  if (!isChangeableStatus(booking.status)) return false;
  const starts = consultationStart(booking);
  return !starts || starts.getTime() - now.getTime() > siteConfig.bookings.changeCutoffHours * 3_600_000;
}

/**
 * An outbox row for a message about the booking, named `{prefix}:{its SEQUENCE now}`, written only if the statement
 * before it changed a row (and `unless` holds no row), due at `due`.
 */
function messageAfterChange(
  outboxId: string,
  bookingId: string,
  prefix: string,
  now: number,
  due = now,
  unless: SQL = sql`select 1 where 0`,
): SQL {
  return sql`insert into ${notificationOutbox} (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at)
    select ${outboxId}, ${ITEM_KIND.booking}, ${bookingId}, ${prefix} || ':' || ${bookings.calendarSequence}, 'email', 'pending', 0, ${due}, ${now}, ${now}
    from ${bookings} where ${bookings.id} = ${bookingId} and changes() = 1 and not exists (${unless})
    on conflict do nothing`;
}

/** The owner's email of a visitor's change, unless one for this booking is still waiting (it will describe this change too). */
function ownerMessageAfterChange(outboxId: string, bookingId: string, now: number): SQL {
  const waiting = sql`select 1 from ${notificationOutbox} where item_kind = ${ITEM_KIND.booking} and item_id = ${bookingId}
    and message like 'owner-changed:%' and status = 'pending'`;
  return messageAfterChange(
    outboxId,
    bookingId,
    'owner-changed',
    now,
    now + OWNER_CHANGE_DELAY_SECONDS * 1000,
    waiting,
  );
}

function auditAfterChange(
  actor: BookingActor,
  action: string,
  bookingId: string,
  from: string,
  to: string,
  now: number,
): SQL {
  const actorUserId = actor.by === 'owner' ? actor.userId : null;
  return sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, detail, created_at)
    select ${crypto.randomUUID()}, ${actorUserId}, ${action}, ${ITEM_KIND.booking}, ${bookingId}, ${from}, ${to}, ${actor.by === 'visitor' ? 'by the visitor' : null}, ${now}
    where changes() = 1`;
}

/** The visitor's email and, when the visitor made the change, the owner's (due later): the outbox rows and their ids. */
function emailsAfterChange(actor: BookingActor, bookingId: string, visitorMessage: string, now: number) {
  const visitor = crypto.randomUUID();
  const owner = crypto.randomUUID();
  const statements = [messageAfterChange(visitor, bookingId, visitorMessage, now)];
  if (actor.by === 'visitor') statements.push(ownerMessageAfterChange(owner, bookingId, now));
  return { statements, outboxIds: [visitor], laterIds: actor.by === 'visitor' ? [owner] : [] };
}

/** The outbox rows the batch wrote, now and later (a statement that changed nothing wrote none). */
function written(results: D1Result[], from: number, emails: { outboxIds: string[]; laterIds: string[] }) {
  const wrote = (_id: string, index: number) => (results[from + index]?.meta.changes ?? 0) > 0;
  return {
    outboxIds: emails.outboxIds.filter(wrote),
    laterIds: emails.laterIds.filter((id, index) => wrote(id, emails.outboxIds.length + index)),
  };
}

/** The slot as the row keeps it: the London date, the time, and its instant ("2026-12-01 9:00"). */
const slotLabel = (date: string | null, time: string | null) => (date ? `${date}${time ? ` ${time}` : ''}` : 'none');

/**
 * Moves the booking to another slot, if it is still at `seenSequence` and
 * pending or confirmed. The slot's availability is the caller's to check
 * (the visitor's rules differ from the owner's); holding it is this batch's.
 * A time the visitor chose is one the owner has not agreed yet: a confirmed
 * booking moved by the visitor is pending again until the owner confirms it.
 * The visitor's moves are limited (bookings.maxVisitorMoves), counted inside
 * the UPDATE so that racing moves cannot pass the limit either.
 */
export async function moveBooking(
  db: Database,
  booking: BookingRow,
  to: { date: string; time: string },
  actor: BookingActor,
  now: Date = new Date(),
): Promise<ChangeResult> {
  const at = now.getTime();
  const emails = emailsAfterChange(actor, booking.id, 'visitor-moved', at);
  const startsAt = londonInstant(to.date, to.time).getTime();
  const status = actor.by === 'visitor' ? 'pending' : booking.status;
  const statusAudit =
    status === booking.status ? [] : [auditAfterChange(actor, 'status', booking.id, booking.status, status, at)];
  // The visitor's moves are limited, and so are the slots one client or address holds: a booking made without a time
  // and moved into one counts like a new booking (the moving client is recorded, as a new booking's is).
  const counts = actor.by === 'visitor' ? upcomingCounts(actor.clientHash, booking.email, now, booking.id) : null;
  const withinLimit =
    actor.by === 'visitor' && counts
      ? sql`and ${visitorMoves(booking.id)} < ${siteConfig.bookings.maxVisitorMoves} and ${counts.client} < ${MAX_SLOTS_PER_PERSON} and ${counts.address} < ${MAX_SLOTS_PER_PERSON}`
      : sql``;
  const clientHash = actor.by === 'visitor' ? sql`, client_hash = ${actor.clientHash}` : sql``;
  try {
    const results = await atomicBatch(db, [
      sql`update ${bookings} set preferred_date = ${to.date}, preferred_time = ${to.time}, slot_starts_at = ${startsAt}, status = ${status},
          calendar_sequence = calendar_sequence + 1, updated_at = ${at}${clientHash}
        where ${bookings.id} = ${booking.id} and ${bookings.calendarSequence} = ${booking.calendarSequence} and ${bookings.status} = ${booking.status} and ${bookings.status} in ('pending', 'confirmed') ${withinLimit}`,
      auditAfterChange(
        actor,
        'booking.move',
        booking.id,
        slotLabel(booking.preferredDate, booking.preferredTime),
        slotLabel(to.date, to.time),
        at,
      ),
      ...statusAudit,
      ...emails.statements,
    ]);
    if ((results[0]?.meta.changes ?? 0) === 0)
      return { result: counts ? await whyVisitorMoveRefused(db, booking.id, counts) : 'stale' };
    return { result: 'changed', ...written(results, 2 + statusAudit.length, emails) };
  } catch (error) {
    if (isSlotConflict(error)) return { result: 'slot_taken' };
    throw error;
  }
}

/** Why a visitor's move changed nothing: the moves used up, too many upcoming slots held, or the booking changed meanwhile. */
async function whyVisitorMoveRefused(
  db: Database,
  bookingId: string,
  counts: ReturnType<typeof upcomingCounts>,
): Promise<'move_limit' | 'too_many_bookings' | 'stale'> {
  const [row] = await db.all<{ moves: number; client: number; address: number }>(
    sql`select ${visitorMoves(bookingId)} as moves, ${counts.client} as client, ${counts.address} as address`,
  );
  if (!row) return 'stale';
  if (row.moves >= siteConfig.bookings.maxVisitorMoves) return 'move_limit';
  return row.client >= MAX_SLOTS_PER_PERSON || row.address >= MAX_SLOTS_PER_PERSON ? 'too_many_bookings' : 'stale';
}

/** Cancels the booking, if it is still at `seenSequence` and pending or confirmed; its slot is free again. */
export async function cancelBooking(
  db: Database,
  booking: BookingRow,
  actor: BookingActor,
  now: Date = new Date(),
): Promise<ChangeResult> {
  const at = now.getTime();
  const emails = emailsAfterChange(actor, booking.id, 'visitor-cancelled', at);
  const results = await atomicBatch(db, [
    sql`update ${bookings} set status = 'cancelled', calendar_sequence = calendar_sequence + 1, updated_at = ${at}
      where ${bookings.id} = ${booking.id} and ${bookings.calendarSequence} = ${booking.calendarSequence} and ${bookings.status} in ('pending', 'confirmed')`,
    auditAfterChange(actor, 'status', booking.id, booking.status, 'cancelled', at),
    ...emails.statements,
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) return { result: 'stale' };
  return { result: 'changed', ...written(results, 2, emails) };
}

/**
 * What follows the owner's status change of a booking in the back office,
 * for the end of the same batch (each step only if the one before changed a
 * row): confirmed or cancelled, the invitation's SEQUENCE goes up and the
 * visitor is sent the matching email. Other moves (completed) send nothing.
 */
export function afterOwnerStatusChange(
  bookingId: string,
  to: string,
  now: number = Date.now(),
): { statements: SQL[]; outboxIds: string[] } {
  const message = to === 'confirmed' ? 'visitor-confirmed' : to === 'cancelled' ? 'visitor-cancelled' : null;
  if (!message) return { statements: [], outboxIds: [] };
  const outboxId = crypto.randomUUID();
  return {
    statements: [
      sql`update ${bookings} set calendar_sequence = calendar_sequence + 1, updated_at = ${now} where ${bookings.id} = ${bookingId} and changes() = 1`,
      messageAfterChange(outboxId, bookingId, message, now),
    ],
    outboxIds: [outboxId],
  };
}
