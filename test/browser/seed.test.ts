/**
 * `bun run db:seed` end to end, on the D1 of this run's dev server, which
 * global-setup created from the migrations and this same command.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { trainingCategories } from '../../src/academy/content/modules/index';
import { moduleDocument } from '../../src/academy/content/seed-sql';
import { runBunScript } from '../support/bun-script';
import { executeD1, queryD1 } from './browser';

/** Runs the seed command as a person would; returns what it printed. */
function seedCommand(): string {
  return runBunScript(['scripts/seed.ts', '--persist-to', inject('persistDir')], 'db:seed');
}

const allRows = () => ({
  categories: queryD1('SELECT * FROM training_categories ORDER BY id'),
  modules: queryD1('SELECT * FROM training_modules ORDER BY id'),
});

const moduleCount = trainingCategories.reduce((total, category) => total + category.modules.length, 0);

describe('bun run db:seed', () => {
  it('gave the test database exactly the current content', () => {
    const categories = queryD1<{ slug: string; name: string }>(
      'SELECT slug, name FROM training_categories WHERE is_active = 1 ORDER BY display_order',
    );
    expect(categories).toEqual(
      [...trainingCategories].sort((a, b) => a.displayOrder - b.displayOrder).map(({ slug, name }) => ({ slug, name })),
    );
    const modules = queryD1<{ slug: string; title: string; category: string; content: string }>(
      'SELECT m.slug, m.title, c.slug AS category, m.content FROM training_modules m JOIN training_categories c ON c.id = m.category_id WHERE m.is_active = 1 ORDER BY m.slug',
    );
    const expected = trainingCategories
      .flatMap((category) =>
        category.modules.map((module) => ({
          slug: module.slug,
          title: module.title,
          category: category.slug,
          content: JSON.stringify(moduleDocument(module.sections)),
        })),
      )
      .sort((a, b) => (a.slug < b.slug ? -1 : 1));
    expect(modules).toEqual(expected);
  });

  it('changes nothing when run again, and says what the site now lists', () => {
    const before = allRows();
    expect(seedCommand()).toContain(`${trainingCategories.length} categories and ${moduleCount} modules active`);
    expect(allRows()).toEqual(before);
  });

  it('puts rows that drifted from the content back, in place', () => {
    const before = allRows();
    const [category] = trainingCategories;
    const module = category?.modules[0];
    if (!category || !module) throw new Error('the Academy has no content');
    executeD1(
      `UPDATE training_modules SET title = 'An old title', content = '{"sections":[]}' WHERE slug = '${module.slug}'; ` +
        `UPDATE training_categories SET is_active = 0 WHERE slug = '${category.slug}'`,
    );
    expect(queryD1(`SELECT title FROM training_modules WHERE slug = '${module.slug}'`)).toEqual([
      { title: 'An old title' },
    ]);

    seedCommand();
    const after = allRows();
    expect(after.categories).toEqual(before.categories);
    const withoutUpdatedAt = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _updated, ...row }) => row);
    expect(withoutUpdatedAt(after.modules)).toEqual(withoutUpdatedAt(before.modules));
  });
});
