import { type Context, Hono } from 'hono';
import { accessLevel, moduleLock } from './access';
import { signedInLearner } from './current-learner';
import { withoutAnswers } from './quiz-marking';
import { database } from '../db/client';
import {
  findActiveModule,
  listActiveCategories,
  listActiveModules,
  type TrainingCategoryRecord,
  type TrainingModuleRecord,
} from './content/training-repository';
import type { AppEnv } from '../env';
import type { TrainingCategorySummary, TrainingModuleSummary } from './content/types';
import { apiError } from '../lib/api-error';

/**
 * Read-only Training Academy data (spec 02 §7): categories, modules, one
 * module by slug. A quiz's right answers are never served (the Worker marks
 * quizzes), and a module the caller may not read comes with its section
 * titles only, as its locked page shows them.
 */
export const trainingApi = new Hono<AppEnv>();

// What a module holds depends on who asks (their session cookie): never kept by a shared cache, and revalidated by the browser.
trainingApi.use('*', async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-cache');
  c.res.headers.append('Vary', 'Cookie');
});

function moduleSummary(record: TrainingModuleRecord, locked: boolean): TrainingModuleSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    categoryId: record.categoryId,
    // Spec 02 §3: displayOrder is served as a number held as text.
    displayOrder: String(record.displayOrder),
    content: {
      sections: record.sections.map((section) => (locked ? { ...section, content: '' } : withoutAnswers(section))),
    },
    locked,
  };
}

/** Whether the caller may read each module: by its category's tier and its place in the category. */
function lockedModules(
  c: Context<AppEnv>,
  categories: TrainingCategoryRecord[],
  modules: TrainingModuleRecord[],
): Set<number> {
  const level = accessLevel(signedInLearner(c)?.learner, new Date());
  const tiers = new Map(categories.map((category) => [category.id, category.requiredTier]));
  const positions = new Map<number | null, number>();
  const locked = new Set<number>();
  for (const module of modules) {
    const position = positions.get(module.categoryId) ?? 0;
    positions.set(module.categoryId, position + 1);
    if (moduleLock(level, (module.categoryId !== null && tiers.get(module.categoryId)) || 'employer', position))
      locked.add(module.id);
  }
  return locked;
}

trainingApi.get('/categories', async (c) => {
  const categories = await listActiveCategories(database(c.env.DB));
  const body: TrainingCategorySummary[] = categories.map(({ id, slug, name, description, icon }) => ({
    id,
    slug,
    name,
    description,
    icon,
  }));
  return c.json(body);
});

trainingApi.get('/modules', async (c) => {
  const db = database(c.env.DB);
  const [categories, modules] = await Promise.all([listActiveCategories(db), listActiveModules(db)]);
  const locked = lockedModules(c, categories, modules);
  return c.json(modules.map((module) => moduleSummary(module, locked.has(module.id))));
});

trainingApi.get('/modules/:slug', async (c) => {
  const db = database(c.env.DB);
  const found = await findActiveModule(db, c.req.param('slug'));
  if (!found) return apiError(c, 404, 'not_found', 'No training module has that address.');
  const [categories, modules] = await Promise.all([listActiveCategories(db), listActiveModules(db)]);
  return c.json(moduleSummary(found, lockedModules(c, categories, modules).has(found.id)));
});
