import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { seedTraining } from '../../../test/seed-training';
import { trainingCategories } from './modules/index';
import type { TrainingCategoryContent } from '../../content/types';
import { database } from '../../db/client';
import { listActiveCategories, listActiveModules } from './training-repository';
import { sqlText } from '../../db/sql-literal';
import { moduleDocument, trainingSeedSql, trainingSeedStatements } from './seed-sql';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon: string;
  display_order: number;
  is_active: number;
  required_tier: string;
}

interface ModuleRow {
  id: number;
  category: string | null;
  title: string;
  slug: string;
  description: string;
  difficulty: string;
  estimated_duration: number;
  content: string;
  display_order: number;
  is_active: number;
  created_at: number;
  updated_at: number;
}

/** Every row of both tables, active or not, with each module's category by slug. */
async function trainingRows(): Promise<{ categories: CategoryRow[]; modules: ModuleRow[] }> {
  const categories = await env.DB.prepare(
    'SELECT id, name, slug, description, icon, display_order, is_active, required_tier FROM training_categories ORDER BY id',
  ).all<CategoryRow>();
  const modules = await env.DB.prepare(
    'SELECT m.id, c.slug AS category, m.title, m.slug, m.description, m.difficulty, m.estimated_duration, m.content, m.display_order, m.is_active, m.created_at, m.updated_at ' +
      'FROM training_modules m LEFT JOIN training_categories c ON c.id = m.category_id ORDER BY m.id',
  ).all<ModuleRow>();
  return { categories: categories.results, modules: modules.results };
}

/** What the site reads (active rows through the repository) is exactly the given content, field for field. */
async function expectSiteToShow(content: readonly TrainingCategoryContent[]): Promise<void> {
  const db = database(env.DB);
  const categories = await listActiveCategories(db);
  const ordered = [...content].sort((a, b) => a.displayOrder - b.displayOrder);
  expect(categories.map(({ slug, name, description, icon }) => ({ slug, name, description, icon }))).toEqual(
    ordered.map(({ slug, name, description, icon }) => ({ slug, name, description, icon })),
  );
  const slugById = new Map(categories.map((category) => [category.id, category.slug]));
  const modules = await listActiveModules(db);
  const expected = ordered.flatMap((category) =>
    category.modules.map((module) => ({
      category: category.slug,
      slug: module.slug,
      title: module.title,
      description: module.description,
      difficulty: module.difficulty,
      estimatedDuration: module.estimatedDuration,
      displayOrder: module.displayOrder,
      sections: module.sections,
    })),
  );
  const actual = modules.map((module) => ({
    category: module.categoryId === null ? null : slugById.get(module.categoryId),
    slug: module.slug,
    title: module.title,
    description: module.description,
    difficulty: module.difficulty,
    estimatedDuration: module.estimatedDuration,
    displayOrder: Number(module.displayOrder),
    sections: module.sections,
  }));
  const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
  expect(actual.sort(bySlug)).toEqual(expected.sort(bySlug));
  // The required tier is not served, so check it on the rows.
  const { categories: rows } = await trainingRows();
  for (const category of ordered)
    expect(rows.find((row) => row.slug === category.slug)?.required_tier, category.slug).toBe(category.requiredTier);
}

/** A deep copy of the content to edit without touching the real modules. */
const contentCopy = (): TrainingCategoryContent[] => structuredClone(trainingCategories);

const CONTENT_MIGRATION = '0001_training_content.sql';

describe('training seed SQL', () => {
  it('escapes SQL text by doubling single quotes', () => {
    expect(sqlText("Owner's dog")).toBe("'Owner''s dog'");
    expect(sqlText("'; DROP TABLE training_modules; --")).toBe("'''; DROP TABLE training_modules; --'");
  });

  it('refuses content with a repeated slug instead of letting one silently overwrite the other', () => {
    const content = contentCopy();
    const [first, second] = content;
    if (!first?.modules[0] || !second?.modules[0]) throw new Error('the Academy needs two categories with modules');
    second.modules[0].slug = first.modules[0].slug;
    expect(() => trainingSeedStatements(content)).toThrow(`module slug "${first.modules[0].slug}" twice`);
    expect(() => trainingSeedStatements([first, { ...first, modules: [] }])).toThrow(
      `category slug "${first.slug}" twice`,
    );
  });

  it('is one file of upserts keyed by slug, never a plain INSERT that a second run would collide with', () => {
    const statements = trainingSeedStatements(trainingCategories);
    const inserts = statements.filter((statement) => statement.startsWith('INSERT'));
    expect(inserts).toHaveLength(
      trainingCategories.length + trainingCategories.reduce((total, category) => total + category.modules.length, 0),
    );
    for (const insert of inserts) expect(insert).toContain('ON CONFLICT (`slug`) DO UPDATE SET');
    expect(trainingSeedSql(trainingCategories).trimEnd().endsWith(';')).toBe(true);
  });
});

describe('training seed in D1', () => {
  it('leaves the tables holding exactly the current content after the migrations and the seed', async () => {
    await expectSiteToShow(trainingCategories);
    expect(moduleDocument(trainingCategories[0]?.modules[0]?.sections ?? [])).toEqual({
      sections: trainingCategories[0]?.modules[0]?.sections,
    });
  });

  it('needs nothing from the migrations: with the training tables empty, the seed alone gives the current content', async () => {
    // No migration but the frozen 0001 may write training rows; later content comes from the seed.
    const writesTraining =
      /\b(INSERT\s+(OR\s+\w+\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+[`"]?training_(categories|modules)\b/i;
    const contentMigrations = env.TEST_MIGRATIONS.filter((migration) =>
      migration.queries.some((query) => writesTraining.test(query)),
    ).map((migration) => migration.name);
    expect(contentMigrations).toEqual([CONTENT_MIGRATION]);

    await env.DB.batch([
      env.DB.prepare('DELETE FROM training_modules'),
      env.DB.prepare('DELETE FROM training_categories'),
    ]);
    expect(await trainingRows()).toEqual({ categories: [], modules: [] });
    await seedTraining(env.DB);
    await expectSiteToShow(trainingCategories);
  });

  it('changes nothing when run again: no row written, the same ids, values and updated_at', async () => {
    const before = await trainingRows();
    expect(before.modules.length).toBeGreaterThan(0);
    const changes = await seedTraining(env.DB);
    expect(
      changes.every((changed) => changed === 0),
      `changes per statement: ${changes.join(',')}`,
    ).toBe(true);
    expect(await trainingRows()).toEqual(before);
  });

  it('updates an edited module and category in place, keeping their ids, and touches nothing else', async () => {
    const before = await trainingRows();
    const content = contentCopy();
    const category = content[1];
    const module = content[0]?.modules[0];
    const section = module?.sections[0];
    if (!category || !module || !section) throw new Error('the Academy needs content to edit');
    category.description = `${category.description} Now with a worked example.`;
    module.title = `${module.title} (revised)`;
    section.content = `${section.content}\n\nA new paragraph about the owner's responsibilities.`;

    const changes = await seedTraining(env.DB, content);
    expect(changes.reduce((total, changed) => total + changed, 0)).toBe(2);
    await expectSiteToShow(content);

    const after = await trainingRows();
    const oldModule = before.modules.find((row) => row.slug === module.slug);
    const newModule = after.modules.find((row) => row.slug === module.slug);
    expect(newModule?.id).toBe(oldModule?.id);
    expect(newModule?.title).toBe(module.title);
    expect(JSON.parse(newModule?.content ?? 'null')).toEqual(moduleDocument(module.sections));
    expect(newModule?.updated_at).toBeGreaterThan(oldModule?.updated_at ?? Infinity);
    expect(after.categories.find((row) => row.slug === category.slug)).toEqual({
      ...before.categories.find((row) => row.slug === category.slug),
      description: category.description,
    });
    // Every other row is exactly as it was.
    expect(after.modules.filter((row) => row.slug !== module.slug)).toEqual(
      before.modules.filter((row) => row.slug !== module.slug),
    );
    expect(after.categories.filter((row) => row.slug !== category.slug)).toEqual(
      before.categories.filter((row) => row.slug !== category.slug),
    );

    await seedTraining(env.DB);
    await expectSiteToShow(trainingCategories);
  });

  it('adds new content, hides content that was removed without deleting its rows, and brings it back with the same id', async () => {
    const before = await trainingRows();
    const content = contentCopy();
    const removedCategory = content.pop();
    const first = content[0];
    const removedModule = first?.modules.shift();
    if (!removedCategory || !first || !removedModule) throw new Error('the Academy needs content to remove');
    const added = {
      ...removedModule,
      slug: 'seed-test-new-module',
      title: 'A module added to the content',
      displayOrder: 99,
    };
    first.modules.push(added);

    await seedTraining(env.DB, content);
    await expectSiteToShow(content);
    const during = await trainingRows();
    expect(during.categories.find((row) => row.slug === removedCategory.slug)?.is_active).toBe(0);
    expect(during.modules.filter((row) => row.category === removedCategory.slug).map((row) => row.is_active)).toEqual(
      removedCategory.modules.map(() => 0),
    );
    expect(during.modules.find((row) => row.slug === removedModule.slug)?.is_active).toBe(0);
    expect(during.modules.find((row) => row.slug === added.slug)).toMatchObject({
      category: first.slug,
      is_active: 1,
      title: added.title,
    });

    await seedTraining(env.DB);
    const after = await trainingRows();
    expect(after.categories).toEqual(before.categories);
    expect(after.modules.find((row) => row.slug === removedModule.slug)?.id).toBe(
      before.modules.find((row) => row.slug === removedModule.slug)?.id,
    );
    // The module added meanwhile left the content again, so it is kept but hidden.
    expect(after.modules.find((row) => row.slug === added.slug)?.is_active).toBe(0);
    await expectSiteToShow(trainingCategories);
  });
});

describe('migrations', () => {
  /**
   * Applied migrations are never edited or removed: D1 runs each once, so an
   * edit would reach new databases but never production. Change the schema in
   * a new file (`bun run db:generate`) and add its digest here once production
   * has applied it (`sha256sum migrations/NNNN_*.sql`).
   */
  const applied: Record<string, string> = {
    '0000_initial_schema.sql': '61a611f1ce5ae7e340501a1e9ee2ca2fca4d4d3cf1b29eaf650e446041b15092',
    '0001_training_content.sql': 'e6a4ccc81a453fe2f549122e636507b809936c80ce87d89e0ea8a8232004a398',
    '0002_admin_back_office.sql': '732864f8cdc209d42cbc50bf722faa95cc2bad7cabeae9292b772f90cb0b305c',
  };

  it.each(Object.entries(applied))('keeps %s byte for byte as production applied it', (name, digest) => {
    expect(env.MIGRATION_DIGESTS[name], `${name} must stay in migrations/`).toBe(digest);
  });

  it('are numbered in order with no gaps, so a new one is appended rather than slotted in', () => {
    const numbers = env.TEST_MIGRATIONS.map((migration) => Number(migration.name.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, index) => index));
    expect(Object.keys(env.MIGRATION_DIGESTS).sort()).toEqual(env.TEST_MIGRATIONS.map((migration) => migration.name));
  });
});
