/**
 * A learner's progress through a module in training_progress: one row per
 * learner and module (a unique index), written by upsert. not_started →
 * in_progress on the first save, completed when Complete Module succeeds;
 * percentage = sections marked ÷ sections.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { trainingProgress } from '../db/schema';
import { progressPercent } from '../features/training/progress';

export interface ModuleProgress {
  status: 'not_started' | 'in_progress' | 'completed';
  completedSections: number[];
  currentSection: number;
  progressPercentage: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
}

export const notStarted: ModuleProgress = {
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

/** Indexes that name real sections, once each, ascending. */
export function cleanSections(indexes: readonly number[], sectionCount: number): number[] {
  return [...new Set(indexes)].filter((index) => Number.isInteger(index) && index >= 0 && index < sectionCount).sort((a, b) => a - b);
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
  return { ...row, status: readStatus(row.status), completedSections: Array.isArray(row.completedSections) ? row.completedSections : [] };
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

/**
 * Saves where the learner is and what they have marked. A completed module
 * stays completed (its certificate stands) even if a section is unmarked later.
 */
export async function saveModuleProgress(
  db: Database,
  learnerId: number,
  moduleId: number,
  change: { completedSections: number[]; currentSection: number },
  sectionCount: number,
  now: Date,
): Promise<ModuleProgress> {
  const completedSections = cleanSections(change.completedSections, sectionCount);
  const currentSection = Math.min(Math.max(0, change.currentSection), Math.max(0, sectionCount - 1));
  const progressPercentage = progressPercent(completedSections.length, sectionCount);
  const [row] = await db
    .insert(trainingProgress)
    .values({ userId: learnerId, moduleId, status: 'in_progress', completedSections, currentSection, progressPercentage, lastAccessed: now, createdAt: now })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId],
      set: {
        completedSections,
        currentSection,
        progressPercentage,
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
    .set({ status: 'completed', completedAt: sql`coalesce(${trainingProgress.completedAt}, ${now.getTime()})`, lastAccessed: now })
    .where(and(eq(trainingProgress.userId, learnerId), eq(trainingProgress.moduleId, moduleId)));
}
