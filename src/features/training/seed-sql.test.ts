import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { trainingCategories } from '../../content/training';
import { moduleDocument, sqlText, TRAINING_SEED_HEADER, trainingSeedStatements } from './seed-sql';

const moduleContent = trainingCategories.flatMap((category) => category.modules);

describe('training seed', () => {
  it('escapes SQL text by doubling single quotes', () => {
    expect(sqlText("Owner's dog")).toBe("'Owner''s dog'");
    expect(sqlText("'; DROP TABLE training_modules; --")).toBe("'''; DROP TABLE training_modules; --'");
  });

  it('is the committed migration, statement for statement (regenerate with bun run db:seed-training)', () => {
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name === '0001_training_content.sql');
    expect(migration).toBeDefined();
    const queries = (migration?.queries ?? []).map((query) => (query.startsWith(TRAINING_SEED_HEADER) ? query.slice(TRAINING_SEED_HEADER.length).trim() : query));
    expect(queries).toEqual(trainingSeedStatements(trainingCategories));
  });

  it('seeds 8 active categories with ids 1..8 in display order and 23 active modules', async () => {
    const categories = await env.DB.prepare('SELECT id, slug, is_active FROM training_categories ORDER BY id').all<{ id: number; slug: string; is_active: number }>();
    expect(categories.results.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(categories.results.map((row) => row.slug)).toEqual([...trainingCategories].sort((a, b) => a.displayOrder - b.displayOrder).map((category) => category.slug));
    expect(categories.results.every((row) => row.is_active === 1)).toBe(true);
    const modules = await env.DB.prepare('SELECT COUNT(*) AS n FROM training_modules WHERE is_active = 1').first<{ n: number }>();
    expect(modules?.n).toBe(23);
    expect(moduleContent).toHaveLength(23);
  });

  it("stores each module's sections exactly as the content module has them", async () => {
    const rows = await env.DB.prepare(
      'SELECT m.slug, m.title, m.difficulty, m.estimated_duration, m.display_order, m.content, c.slug AS category FROM training_modules m JOIN training_categories c ON c.id = m.category_id',
    ).all<{ slug: string; title: string; difficulty: string; estimated_duration: number; display_order: number; content: string; category: string }>();
    expect(rows.results).toHaveLength(moduleContent.length);
    for (const category of trainingCategories) {
      for (const module of category.modules) {
        const row = rows.results.find((candidate) => candidate.slug === module.slug);
        expect(row, module.slug).toBeDefined();
        expect(row?.category).toBe(category.slug);
        expect(row?.title).toBe(module.title);
        expect(row?.difficulty).toBe(module.difficulty);
        expect(row?.estimated_duration).toBe(module.estimatedDuration);
        expect(row?.display_order).toBe(module.displayOrder);
        expect(JSON.parse(row?.content ?? 'null')).toEqual({ sections: module.sections });
        expect(moduleDocument(module.sections)).toEqual({ sections: module.sections });
      }
    }
  });
});
