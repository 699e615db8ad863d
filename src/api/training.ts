import { Hono } from 'hono';
import { database } from '../db/client';
import { findActiveModule, listActiveCategories, listActiveModules, type TrainingModuleRecord } from '../db/training-repository';
import type { AppEnv } from '../env';
import type { TrainingCategorySummary, TrainingModuleSummary } from '../features/training/types';
import { apiError } from '../lib/api-error';

/** Read-only Training Academy data (spec 02 §7): categories, modules, one module by slug. */
export const trainingApi = new Hono<AppEnv>();

function moduleSummary(record: TrainingModuleRecord): TrainingModuleSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    categoryId: record.categoryId,
    // Spec 02 §3: displayOrder is served as a number held as text.
    displayOrder: String(record.displayOrder),
    content: { sections: record.sections },
  };
}

trainingApi.get('/categories', async (c) => {
  const categories = await listActiveCategories(database(c.env.DB));
  const body: TrainingCategorySummary[] = categories.map(({ id, slug, name, description, icon }) => ({ id, slug, name, description, icon }));
  return c.json(body);
});

trainingApi.get('/modules', async (c) => {
  const modules = await listActiveModules(database(c.env.DB));
  return c.json(modules.map(moduleSummary));
});

trainingApi.get('/modules/:slug', async (c) => {
  const found = await findActiveModule(database(c.env.DB), c.req.param('slug'));
  if (!found) return apiError(c, 404, 'not_found', 'No training module has that address.');
  return c.json(moduleSummary(found));
});
