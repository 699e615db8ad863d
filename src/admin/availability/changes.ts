/**
 * The owner's changes to availability: each is one atomic D1 batch of the
 * change and its audit entry. The audit holds dates, times and numbers,
 * never a block's reason (the owner's own words may name someone).
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilitySettings, blockedDates } from '../../db/schema/submissions';
import type { AvailabilitySettings } from '../../submissions/consultation-booking/availability';
import { readAvailabilitySettings, SETTINGS_ROW_ID } from '../../submissions/consultation-booking/availability-store';
import { auditStatement } from '../db/audit';
import { atomicBatch } from '../../db/atomic-batch';
import { weekdays } from './forms';

type SettingsRow = typeof availabilitySettings.$inferInsert;
type SettingsChange = Partial<
  Pick<SettingsRow, 'weeklyPattern' | 'minimumNoticeHours' | 'horizonDays' | 'openBankHolidays' | 'calendarFeedHash'>
>;

/**
 * Insert-or-update of the one settings row: a first change writes the
 * defaults with it; after that only the changed columns are set, so two
 * changes to different settings at once both stay.
 */
export function settingsUpsert(db: Database, current: AvailabilitySettings, change: SettingsChange, now: Date) {
  return db
    .insert(availabilitySettings)
    .values({
      id: SETTINGS_ROW_ID,
      weeklyPattern: Object.fromEntries(
        Object.entries(current.weeklyPattern).map(([weekday, slots]) => [weekday, [...slots]]),
      ),
      minimumNoticeHours: current.minimumNoticeHours,
      horizonDays: current.horizonDays,
      openBankHolidays: [...current.openBankHolidays],
      ...change,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: availabilitySettings.id, set: { ...change, updatedAt: now } });
}

/** "Mon 9:00 10:00; Sat none": a weekly pattern in the audit trail, every day named. */
function patternText(pattern: AvailabilitySettings['weeklyPattern']): string {
  return weekdays.map(({ weekday, short }) => `${short} ${(pattern[weekday] ?? []).join(' ') || 'none'}`).join('; ');
}

function noticeText(settings: Pick<AvailabilitySettings, 'minimumNoticeHours' | 'horizonDays'>): string {
  return `${settings.minimumNoticeHours} h notice, ${settings.horizonDays} days ahead`;
}

export async function saveWeeklyPattern(
  db: Database,
  pattern: Record<string, string[]>,
  actorUserId: string,
  now = new Date(),
): Promise<void> {
  const current = await readAvailabilitySettings(db);
  await atomicBatch(db, [
    settingsUpsert(db, current, { weeklyPattern: pattern }, now),
    auditStatement(
      {
        actorUserId,
        action: 'availability.pattern',
        fromStatus: patternText(current.weeklyPattern),
        toStatus: patternText(pattern),
      },
      { now: now.getTime() },
    ),
  ]);
}

export async function saveNotice(
  db: Database,
  settings: { minimumNoticeHours: number; horizonDays: number },
  actorUserId: string,
  now = new Date(),
): Promise<void> {
  const current = await readAvailabilitySettings(db);
  await atomicBatch(db, [
    settingsUpsert(db, current, settings, now),
    auditStatement(
      { actorUserId, action: 'availability.notice', fromStatus: noticeText(current), toStatus: noticeText(settings) },
      { now: now.getTime() },
    ),
  ]);
}

/** Opens a bank holiday for bookings, or blocks it again; false when it already was so (nothing is written). */
export async function setBankHolidayOpen(
  db: Database,
  date: string,
  open: boolean,
  actorUserId: string,
  now = new Date(),
): Promise<boolean> {
  const current = await readAvailabilitySettings(db);
  if (current.openBankHolidays.includes(date) === open) return false;
  const openBankHolidays = open
    ? [...current.openBankHolidays, date].sort()
    : current.openBankHolidays.filter((day) => day !== date);
  await atomicBatch(db, [
    settingsUpsert(db, current, { openBankHolidays }, now),
    auditStatement(
      {
        actorUserId,
        action: 'availability.bank-holiday',
        itemKind: ITEM_KIND.bankHoliday,
        itemId: date,
        fromStatus: open ? 'blocked' : 'open',
        toStatus: open ? 'open' : 'blocked',
      },
      { now: now.getTime() },
    ),
  ]);
  return true;
}

export async function blockDates(
  db: Database,
  block: { startsOn: string; endsOn: string; reason: string },
  actorUserId: string,
  now = new Date(),
): Promise<void> {
  const id = crypto.randomUUID();
  await atomicBatch(db, [
    db.insert(blockedDates).values({ id, ...block, createdAt: now }),
    auditStatement(
      {
        actorUserId,
        action: 'availability.block',
        itemKind: ITEM_KIND.blockedDate,
        itemId: id,
        fromStatus: block.startsOn,
        toStatus: block.endsOn,
      },
      { now: now.getTime() },
    ),
  ]);
}

/** Removes a block; false when there is no such block (someone removed it first). */
export async function unblockDates(db: Database, id: string, actorUserId: string, now = new Date()): Promise<boolean> {
  const [block] = await db.select().from(blockedDates).where(eq(blockedDates.id, id)).limit(1);
  if (!block) return false;
  const [deleted] = await atomicBatch(db, [
    db.delete(blockedDates).where(eq(blockedDates.id, id)),
    auditStatement(
      {
        actorUserId,
        action: 'availability.unblock',
        itemKind: ITEM_KIND.blockedDate,
        itemId: id,
        fromStatus: block.startsOn,
        toStatus: block.endsOn,
      },
      { onlyIfChanged: true, now: now.getTime() },
    ),
  ]);
  return deleted?.meta.changes === 1;
}
