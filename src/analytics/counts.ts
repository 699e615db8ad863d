/**
 * Counting without a write per view: each isolate adds views and funnel steps up in memory and writes them to the
 * day's rollup rows a few seconds later, in one D1 batch for everything counted meanwhile. In production each view
 * also goes to Workers Analytics Engine as it happens, for when traffic outgrows a daily rollup.
 */
import { sql } from 'drizzle-orm';
import { database } from '../db/client';
import { funnelStepDays, pageViewDays } from '../db/schema/insights';
import { londonWallClock } from '../lib/london-time';
import type { FunnelStep } from './funnel';
import type { PageView } from './page-views';

/** How long counts wait in memory for more to join them before one batch writes them all. */
export const FLUSH_AFTER_MS = 3000;
/** Past this many distinct rows a flush starts at once, so a burst never holds much in memory. */
const FLUSH_AT_ROWS = 200;

type ViewRow = typeof pageViewDays.$inferInsert;
type StepRow = typeof funnelStepDays.$inferInsert;

let views = new Map<string, ViewRow>();
let steps = new Map<string, StepRow>();
/** Flushes run one after another, so a flush that is awaited has written everything counted before it began. */
let flushing: Promise<void> = Promise.resolve();
let flushDue: number | null = null;

const pendingRows = () => views.size + steps.size;

const viewKey = (row: ViewRow) =>
  JSON.stringify([
    row.day,
    row.path,
    row.referrerHost,
    row.utmSource,
    row.utmMedium,
    row.utmCampaign,
    row.device,
    row.country,
  ]);

/** Adds a row's counts to the same row in memory (a new view, or a batch that failed to write coming back). */
function addViews(row: ViewRow) {
  const key = viewKey(row);
  const counted = views.get(key);
  if (!counted) views.set(key, { ...row });
  else {
    counted.views = (counted.views ?? 0) + (row.views ?? 0);
    counted.visits = (counted.visits ?? 0) + (row.visits ?? 0);
  }
}

function addSteps(row: StepRow) {
  const key = `${row.day} ${row.step}`;
  const counted = steps.get(key);
  if (!counted) steps.set(key, { ...row });
  else counted.count += row.count;
}

/**
 * The London day of an instant, worked out once per UTC minute: London's offset is whole hours, so its day never
 * changes within a minute, and Intl's formatting was most of what counting a view cost.
 */
let dayOfMinute = { minute: Number.NaN, day: '' };
function londonDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayOfMinute.minute) dayOfMinute = { minute, day: londonWallClock(now).date };
  return dayOfMinute.day;
}

/** Adds a view to its day's row in memory; true when a flush should be started now. */
export function countPageView(view: PageView, now: Date): boolean {
  const { path, referrerHost, utmSource, utmMedium, utmCampaign, device, country } = view;
  const day = londonDay(now);
  addViews({
    day,
    path,
    referrerHost,
    utmSource,
    utmMedium,
    utmCampaign,
    device,
    country,
    views: 1,
    visits: view.visit ? 1 : 0,
  });
  return flushWanted(now);
}

/** Adds one funnel step to its day's row in memory; true when a flush should be started now. */
export function countFunnelStep(step: FunnelStep, now: Date): boolean {
  addSteps({ day: londonDay(now), step, count: 1 });
  return flushWanted(now);
}

/** The first count after a flush asks for the next one; so does a full buffer, or one overdue (a lost timer). */
function flushWanted(now: Date): boolean {
  if (flushDue === null || pendingRows() >= FLUSH_AT_ROWS || now.getTime() > flushDue + FLUSH_AFTER_MS) {
    flushDue = now.getTime() + FLUSH_AFTER_MS;
    return true;
  }
  return false;
}

/** Writes everything counted so far (after any flush under way); what fails to write is kept for the next flush. */
export function flushCounts(d1: D1Database): Promise<void> {
  flushing = flushing.then(() => writeCounts(d1));
  return flushing;
}

async function writeCounts(d1: D1Database): Promise<void> {
  const [viewRows, stepRows] = [[...views.values()], [...steps.values()]];
  views = new Map();
  steps = new Map();
  flushDue = null;
  if (viewRows.length === 0 && stepRows.length === 0) return;
  const db = database(d1);
  const statements = [
    ...viewRows.map((row) =>
      db
        .insert(pageViewDays)
        .values(row)
        .onConflictDoUpdate({
          target: [
            pageViewDays.day,
            pageViewDays.path,
            pageViewDays.referrerHost,
            pageViewDays.utmSource,
            pageViewDays.utmMedium,
            pageViewDays.utmCampaign,
            pageViewDays.device,
            pageViewDays.country,
          ],
          set: {
            views: sql`${pageViewDays.views} + excluded.views`,
            visits: sql`${pageViewDays.visits} + excluded.visits`,
          },
        }),
    ),
    ...stepRows.map((row) =>
      db
        .insert(funnelStepDays)
        .values(row)
        .onConflictDoUpdate({
          target: [funnelStepDays.day, funnelStepDays.step],
          set: { count: sql`${funnelStepDays.count} + excluded.count` },
        }),
    ),
  ];
  try {
    await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  } catch {
    // D1 passing failure: the counts go back into memory and the next flush writes them (the batch wrote none).
    for (const row of viewRows) addViews(row);
    for (const row of stepRows) addSteps(row);
    console.error('counts_not_written');
  }
}
