/**
 * The owner's availability as a test sets it: the one availability_settings
 * row written straight into D1, as /admin/availability would store it. The
 * defaults are written here, independently of the code under test.
 */
import { env } from 'cloudflare:workers';
import { SLOT_TIMES, YEAR_ROUND } from './london-dates';

export interface AvailabilityRules {
  /** ISO weekday ("1" Monday ... "7" Sunday) → the slots offered that day. */
  weeklyPattern: Record<string, readonly string[]>;
  minimumNoticeHours: number;
  horizonDays: number;
  /** Bank holidays the owner works (YYYY-MM-DD). */
  openBankHolidays: readonly string[];
}

/** The rules a new site starts with: Monday to Friday, all six slots, 24 hours' notice, 60 days ahead. */
export const DEFAULT_RULES: AvailabilityRules = {
  weeklyPattern: Object.fromEntries(['1', '2', '3', '4', '5'].map((weekday) => [weekday, SLOT_TIMES])),
  minimumNoticeHours: 24,
  horizonDays: 60,
  openBankHolidays: [],
};

/** Writes the owner's rules: the defaults with these changes. */
export async function setAvailability(changes: Partial<AvailabilityRules>): Promise<void> {
  const rules = { ...DEFAULT_RULES, ...changes };
  await env.DB.prepare(
    `INSERT INTO availability_settings (id, weekly_pattern, minimum_notice_hours, horizon_days, open_bank_holidays, updated_at) VALUES (1, ?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (id) DO UPDATE SET weekly_pattern = ?1, minimum_notice_hours = ?2, horizon_days = ?3, open_bank_holidays = ?4, updated_at = ?5`,
  )
    .bind(
      JSON.stringify(rules.weeklyPattern),
      rules.minimumNoticeHours,
      rules.horizonDays,
      JSON.stringify(rules.openBankHolidays),
      Date.now(),
    )
    .run();
}

/** Every day of the week, a year ahead: the pool freshYearRoundSlot() draws from. */
export function openYearRound(): Promise<void> {
  return setAvailability({
    weeklyPattern: Object.fromEntries(YEAR_ROUND.weekdays.map((weekday) => [weekday, YEAR_ROUND.slots])),
    horizonDays: YEAR_ROUND.horizonDays,
  });
}

/** Back to the defaults (no row): what the next test of the file expects. */
export async function resetAvailability(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM availability_settings'),
    env.DB.prepare('DELETE FROM blocked_dates'),
  ]);
}
