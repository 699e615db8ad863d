/**
 * Reads of the Training Academy tables. Only active rows are ever served;
 * lists come in display order (ties broken by id so the order is stable).
 */
import { and, asc, count, eq } from 'drizzle-orm';
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

export async function findActiveCategory(db: Database, slug: string): Promise<TrainingCategoryRecord | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(trainingCategories)
    .where(and(eq(trainingCategories.slug, slug), eq(trainingCategories.isActive, true)))
    .limit(1);
  return row ? toCategory(row) : undefined;
}

export async function findActiveCategoryById(db: Database, id: number): Promise<TrainingCategoryRecord | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(trainingCategories)
    .where(and(eq(trainingCategories.id, id), eq(trainingCategories.isActive, true)))
    .limit(1);
  return row ? toCategory(row) : undefined;
}

/** Active modules of every category: by category, then display order. */
export async function listActiveModules(db: Database): Promise<TrainingModuleRecord[]> {
  const rows = await db
    .select(moduleColumns)
    .from(trainingModules)
    .where(eq(trainingModules.isActive, true))
    .orderBy(asc(trainingModules.categoryId), asc(trainingModules.displayOrder), asc(trainingModules.id));
  return rows.map(toModule);
}

export async function listActiveModulesInCategory(db: Database, categoryId: number): Promise<TrainingModuleRecord[]> {
  const rows = await db
    .select(moduleColumns)
    .from(trainingModules)
    .where(and(eq(trainingModules.categoryId, categoryId), eq(trainingModules.isActive, true)))
    .orderBy(asc(trainingModules.displayOrder), asc(trainingModules.id));
  return rows.map(toModule);
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
