/**
 * The availability rules and the slots already held, read from D1 for one
 * question ("which slots are free from this date for so many days?").
 */
import { and, gte, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilitySettings, blockedDates, consultationBookings } from '../../db/schema/submissions';
import { addDays, londonInstant } from '../../lib/london-time';
import {
  type AvailabilityInput,
  type AvailabilitySettings,
  type BlockedRange,
  bookingWindow,
  defaultAvailabilitySettings,
} from './availability';
import type { BookingWindow } from './free-slots';

/** The one settings row's id. */
export const SETTINGS_ROW_ID = 1;

const settingsQuery = (db: Database) => db.select().from(availabilitySettings).limit(1);

function settingsOf(rows: Awaited<ReturnType<typeof settingsQuery>>): AvailabilitySettings {
  const [row] = rows;
  if (!row) return defaultAvailabilitySettings;
  return {
    weeklyPattern: row.weeklyPattern,
    minimumNoticeHours: row.minimumNoticeHours,
    horizonDays: row.horizonDays,
    openBankHolidays: row.openBankHolidays,
  };
}

const blockedQuery = (db: Database, from: string) =>
  db
    .select({
      id: blockedDates.id,
      startsOn: blockedDates.startsOn,
      endsOn: blockedDates.endsOn,
      reason: blockedDates.reason,
    })
    .from(blockedDates)
    .where(gte(blockedDates.endsOn, from))
    .orderBy(blockedDates.startsOn);

/** Start instants of the slots held between two dates (London, `to` exclusive). */
const takenQuery = (db: Database, from: string, to: string) =>
  db
    .select({ slot: consultationBookings.slotStartsAt })
    .from(consultationBookings)
    .where(
      and(
        isNotNull(consultationBookings.slotStartsAt),
        ne(consultationBookings.status, 'cancelled'),
        gte(consultationBookings.slotStartsAt, londonInstant(from, '0:00')),
        lt(consultationBookings.slotStartsAt, londonInstant(to, '0:00')),
      ),
    );

const takenOf = (rows: Awaited<ReturnType<typeof takenQuery>>): Set<number> =>
  new Set(rows.flatMap((row) => (row.slot ? [row.slot.getTime()] : [])));

/** The owner's settings, or the defaults while there are none. */
export async function readAvailabilitySettings(db: Database): Promise<AvailabilitySettings> {
  return settingsOf(await settingsQuery(db));
}

/** Blocked ranges that end on or after `from`, each with its row's id. */
export async function readBlockedRanges(db: Database, from: string): Promise<(BlockedRange & { id: string })[]> {
  return blockedQuery(db, from);
}

/**
 * The owner's rules from `from` on, without the slots already held: for a
 * question about one slot, whose holder is checked apart.
 */
export async function readRules(db: Database, from: string, now: Date = new Date()): Promise<AvailabilityInput> {
  const [settings, blocked] = await db.batch([settingsQuery(db), blockedQuery(db, from)]);
  return { settings: settingsOf(settings), blocked, taken: new Set(), now };
}

/** Everything availability.ts needs to answer for `days` days from `from`, in one round trip to D1 (the wizard asks this for every day a visitor picks). */
export async function readAvailability(
  db: Database,
  from: string,
  days: number,
  now: Date = new Date(),
): Promise<AvailabilityInput> {
  const [settings, blocked, taken] = await db.batch([
    settingsQuery(db),
    blockedQuery(db, from),
    takenQuery(db, from, addDays(from, days)),
  ]);
  return { settings: settingsOf(settings), blocked, taken: takenOf(taken), now };
}

/**
 * The dates step 3 offers, from the owner's settings. When D1 cannot be read
 * the defaults serve: the page still renders, and the server judges each
 * booking when it is sent.
 */
export async function readBookingWindow(db: Database, now: Date = new Date()): Promise<BookingWindow> {
  const settings = await readAvailabilitySettings(db).catch(() => defaultAvailabilitySettings);
  return bookingWindow(settings, now);
}
