/**
 * Reads of the Training Academy tables. Only active rows are ever served;
 * lists come in display order (ties broken by id so the order is stable).
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readModuleDocument, type TrainingSection } from './training-document';
import { trainingCategories, trainingModules } from '../../db/schema/academy';

export interface TrainingCategoryRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  displayOrder: number;
  requiredTier: string;
}

export interface TrainingModuleRecord {
  id: number;
  categoryId: number | null;
  slug: string;
  title: string;
  description: string;
  difficulty: string | null;
  estimatedDuration: number | null;
  displayOrder: number;
  sections: TrainingSection[];
}

const categoryColumns = {
  id: trainingCategories.id,
  slug: trainingCategories.slug,
  name: trainingCategories.name,
  description: trainingCategories.description,
  icon: trainingCategories.icon,
  displayOrder: trainingCategories.displayOrder,
  requiredTier: trainingCategories.requiredTier,
};

const moduleColumns = {
  id: trainingModules.id,
  categoryId: trainingModules.categoryId,
  slug: trainingModules.slug,
  title: trainingModules.title,
  description: trainingModules.description,
  difficulty: trainingModules.difficulty,
  estimatedDuration: trainingModules.estimatedDuration,
  displayOrder: trainingModules.displayOrder,
  content: trainingModules.content,
};

type CategoryRow = Omit<TrainingCategoryRecord, 'description' | 'icon'> & {
  description: string | null;
  icon: string | null;
};
type ModuleRow = Omit<TrainingModuleRecord, 'description' | 'sections'> & {
  description: string | null;
  content: unknown;
};

function toCategory(row: CategoryRow): TrainingCategoryRecord {
  return { ...row, description: row.description ?? '', icon: row.icon ?? '' };
}

function toModule({ content, ...row }: ModuleRow): TrainingModuleRecord {
  return { ...row, description: row.description ?? '', sections: readModuleDocument(content).sections };
}

export async function listActiveCategories(db: Database): Promise<TrainingCategoryRecord[]> {
  const rows = await db
    .select(categoryColumns)
    .from(trainingCategories)
    .where(eq(trainingCategories.isActive, true))
    .orderBy(asc(trainingCategories.displayOrder), asc(trainingCategories.id));
  return rows.map(toCategory);
}

/** The active category that matches, if any. */
async function firstActiveCategory(db: Database, match: SQL): Promise<TrainingCategoryRecord | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(trainingCategories)
    .where(and(match, eq(trainingCategories.isActive, true)))
    .limit(1);
  return row ? toCategory(row) : undefined;
}

export function findActiveCategory(db: Database, slug: string): Promise<TrainingCategoryRecord | undefined> {
  return firstActiveCategory(db, eq(trainingCategories.slug, slug));
}

export function findActiveCategoryById(db: Database, id: number): Promise<TrainingCategoryRecord | undefined> {
  return firstActiveCategory(db, eq(trainingCategories.id, id));
}

/** Active modules (those that match, if asked): by category, then display order. */
async function activeModules(db: Database, match?: SQL): Promise<TrainingModuleRecord[]> {
  const rows = await db
    .select(moduleColumns)
    .from(trainingModules)
    .where(and(match, eq(trainingModules.isActive, true)))
    .orderBy(asc(trainingModules.categoryId), asc(trainingModules.displayOrder), asc(trainingModules.id));
  return rows.map(toModule);
}

/** Active modules of every category. */
export function listActiveModules(db: Database): Promise<TrainingModuleRecord[]> {
  return activeModules(db);
}

export function listActiveModulesInCategory(db: Database, categoryId: number): Promise<TrainingModuleRecord[]> {
  return activeModules(db, eq(trainingModules.categoryId, categoryId));
}

export async function findActiveModule(db: Database, slug: string): Promise<TrainingModuleRecord | undefined> {
  const [row] = await db
    .select(moduleColumns)
    .from(trainingModules)
    .where(and(eq(trainingModules.slug, slug), eq(trainingModules.isActive, true)))
    .limit(1);
  return row ? toModule(row) : undefined;
}

/** Active module count per category id, for the Academy overview. */
export async function activeModuleCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: trainingModules.categoryId, modules: count() })
    .from(trainingModules)
    .where(eq(trainingModules.isActive, true))
    .groupBy(trainingModules.categoryId);
  return new Map(rows.flatMap((row) => (row.categoryId === null ? [] : [[row.categoryId, row.modules] as const])));
}
