/**
 * The training content seed inside workerd: the same statements `bun run db:seed`
 * writes to its .sql file, applied as one atomic D1 batch.
 */
import { trainingCategories } from '../src/academy/content/modules/index';
import type { TrainingCategoryContent } from '../src/content/types';
import { trainingSeedStatements } from '../src/academy/content/seed-sql';
import { siteContentSeedStatements } from '../src/content/seed/site-content-seed';

/** Applies the seed and returns how many rows each statement changed. */
export async function seedTraining(
  db: D1Database,
  categories: readonly TrainingCategoryContent[] = trainingCategories,
): Promise<number[]> {
  const results = await db.batch(trainingSeedStatements(categories).map((statement) => db.prepare(statement)));
  return results.map((result) => result.meta.changes);
}

/** The site's posts and pages, as `bun run db:seed` loads them; returns how many rows each statement changed. */
export async function seedSiteContent(db: D1Database): Promise<number[]> {
  const results = await db.batch(siteContentSeedStatements().map((statement) => db.prepare(statement)));
  return results.map((result) => result.meta.changes);
}
