/**
 * A learner's progress through a module in training_progress: one row per
 * learner and module (a unique index), written by upsert. not_started →
 * in_progress on the first save, completed when Complete Module succeeds;
 * percentage = sections marked ÷ sections.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { trainingProgress } from '../db/schema/academy';
import { progressPercent } from './reader/progress';

export interface ModuleProgress {
  status: 'not_started' | 'in_progress' | 'completed';
  completedSections: number[];
  currentSection: number;
  progressPercentage: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
}

const notStarted: ModuleProgress = {
  status: 'not_started',
  completedSections: [],
  currentSection: 0,
  progressPercentage: 0,
  lastAccessed: null,
  completedAt: null,
};

function readStatus(value: string): ModuleProgress['status'] {
  return value === 'completed' || value === 'in_progress' ? value : 'not_started';
}

const progressColumns = {
  moduleId: trainingProgress.moduleId,
  status: trainingProgress.status,
  completedSections: trainingProgress.completedSections,
  currentSection: trainingProgress.currentSection,
  progressPercentage: trainingProgress.progressPercentage,
  lastAccessed: trainingProgress.lastAccessed,
  completedAt: trainingProgress.completedAt,
};

function toProgress(row: {
  status: string;
  completedSections: number[];
  currentSection: number;
  progressPercentage: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
}): ModuleProgress {
  return {
    ...row,
    status: readStatus(row.status),
    completedSections: Array.isArray(row.completedSections) ? row.completedSections : [],
  };
}

export async function readModuleProgress(db: Database, learnerId: number, moduleId: number): Promise<ModuleProgress> {
  const [row] = await db
    .select(progressColumns)
    .from(trainingProgress)
    .where(and(eq(trainingProgress.userId, learnerId), eq(trainingProgress.moduleId, moduleId)))
    .limit(1);
  return row ? toProgress(row) : notStarted;
}

/** Every module the learner has touched, by module id. */
export async function readAllProgress(db: Database, learnerId: number): Promise<Map<number, ModuleProgress>> {
  const rows = await db.select(progressColumns).from(trainingProgress).where(eq(trainingProgress.userId, learnerId));
  return new Map(rows.flatMap((row) => (row.moduleId === null ? [] : [[row.moduleId, toProgress(row)] as const])));
}

/** One press in the reader: a move to a section (go), or a section marked or unmarked where the learner is. */
interface ProgressChange {
  /** Set by a move only: a mark posted at the same moment as a move must not move the learner back. */
  go?: number | undefined;
  /** Where the press was made: the current section of a new row. */
  section: number;
  mark?: number | undefined;
  unmark?: number | undefined;
}

/**
 * Saves a press. The marked set is changed inside the statement (json_each),
 * never read, changed and written back, so two presses at once (Mark Complete,
 * then Next before the first answer) both stand. A completed module stays
 * completed (its certificate stands) even if a section is unmarked later.
 */
export async function saveModuleProgress(
  db: Database,
  learnerId: number,
  moduleId: number,
  change: ProgressChange,
  sectionCount: number,
  now: Date,
): Promise<ModuleProgress> {
  const inRange = (index: number | undefined) =>
    index !== undefined && Number.isInteger(index) && index >= 0 && index < sectionCount ? index : undefined;
  const mark = inRange(change.mark);
  const unmark = inRange(change.unmark);
  const go = inRange(change.go);
  const currentSection = go ?? inRange(change.section) ?? 0;
  const stored = trainingProgress.completedSections;
  const marked =
    mark !== undefined
      ? sql`(select json_group_array(value) from (select value from json_each(${stored}) union select cast(${mark} as integer) order by 1))`
      : unmark !== undefined
        ? sql`(select json_group_array(value) from (select value from json_each(${stored}) where value <> cast(${unmark} as integer) order by 1))`
        : sql`${stored}`;
  const firstMarks = mark !== undefined ? [mark] : [];
  const [row] = await db
    .insert(trainingProgress)
    .values({
      userId: learnerId,
      moduleId,
      status: 'in_progress',
      completedSections: firstMarks,
      currentSection,
      progressPercentage: progressPercent(firstMarks.length, sectionCount),
      lastAccessed: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId],
      set: {
        completedSections: marked,
        ...(go === undefined ? {} : { currentSection: go }),
        // Whole per cent, rounded down (integer division), as progressPercent does.
        progressPercentage: sql`json_array_length(${marked}) * 100 / ${Math.max(1, sectionCount)}`,
        lastAccessed: now,
        status: sql`case when ${trainingProgress.status} = 'completed' then 'completed' else 'in_progress' end`,
      },
    })
    .returning(progressColumns);
  return row ? toProgress(row) : notStarted;
}

/** Marks the module completed (once: the first completion's time is kept). */
export async function markModuleCompleted(db: Database, learnerId: number, moduleId: number, now: Date): Promise<void> {
  await db
    .update(trainingProgress)
    .set({
      status: 'completed',
      completedAt: sql`coalesce(${trainingProgress.completedAt}, ${now.getTime()})`,
      lastAccessed: now,
    })
    .where(and(eq(trainingProgress.userId, learnerId), eq(trainingProgress.moduleId, moduleId)));
}
