/**
 * Builds the SQL that brings the Training Academy tables in line with
 * src/academy/content/modules. It is content, not schema, so it is not a migration:
 * an applied migration never runs again, so an edit to it would never reach
 * production. `bun run db:seed` (scripts/seed.ts) applies it to a D1 and the
 * workerd tests apply it after the migrations (test/apply-migrations.ts).
 *
 * Every statement is an upsert keyed by slug or an update, so running it any
 * number of times leaves the same rows: a row already equal to the content is
 * not written at all (the conflict branch only fires when a value differs),
 * an edited module or category is updated in place (its id, and so every
 * certificate or progress row pointing at it, is kept), and a row whose slug
 * left the content is deactivated rather than deleted for the same reason.
 */
import type { TrainingCategoryContent } from '../../content/types';
import type { TrainingModuleDocument } from './training-document';
import { NOW_MS, sqlInteger, sqlText } from '../../db/sql-literal';

const TRAINING_SEED_HEADER = [
  '-- Training Academy content from src/academy/content/modules, applied by `bun run db:seed` (scripts/seed.ts).',
  '-- Idempotent: upserts keyed by slug; rows no longer in the content are deactivated, never deleted.',
].join('\n');

const byDisplayOrder = <T extends { displayOrder: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.displayOrder - b.item.displayOrder || a.index - b.index)
    .map(({ item }) => item);

/** The content column of a module. */
export function moduleDocument(
  sections: TrainingCategoryContent['modules'][number]['sections'],
): TrainingModuleDocument {
  return { sections: sections.map(({ type, title, content }) => ({ type, title, content })) };
}

/**
 * INSERT … ON CONFLICT(slug) DO UPDATE that writes only when some column differs,
 * so an unchanged row reports no change and keeps its updated_at.
 */
function upsert(table: string, values: Record<string, string>, extraOnUpdate: Record<string, string> = {}): string {
  const columns = Object.keys(values);
  const compared = columns.filter((column) => column !== 'slug');
  const assignments = [
    ...compared.map((column) => `\`${column}\` = excluded.\`${column}\``),
    ...Object.entries(extraOnUpdate).map(([column, value]) => `\`${column}\` = ${value}`),
  ];
  return (
    `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES (${columns.map((column) => values[column]).join(', ')}) ` +
    `ON CONFLICT (\`slug\`) DO UPDATE SET ${assignments.join(', ')} ` +
    `WHERE ${compared.map((column) => `\`${table}\`.\`${column}\` IS NOT excluded.\`${column}\``).join(' OR ')}`
  );
}

/** Refuses content whose slugs repeat: the upsert would silently let the later one win. */
function assertUniqueSlugs(kind: string, slugs: readonly string[]): void {
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (seen.has(slug)) throw new Error(`Training content has the ${kind} slug "${slug}" twice`);
    seen.add(slug);
  }
}

/**
 * The seed as separate statements, without trailing semicolons (each well
 * under D1's statement size limit): categories first, then modules (which find
 * their category by slug), then the deactivation of anything not in the content.
 */
export function trainingSeedStatements(categories: readonly TrainingCategoryContent[]): string[] {
  const ordered = byDisplayOrder(categories);
  const moduleSlugs = ordered.flatMap((category) => category.modules.map((trainingModule) => trainingModule.slug));
  assertUniqueSlugs(
    'category',
    ordered.map((category) => category.slug),
  );
  assertUniqueSlugs('module', moduleSlugs);

  const statements: string[] = [];
  for (const category of ordered) {
    statements.push(
      upsert('training_categories', {
        name: sqlText(category.name),
        slug: sqlText(category.slug),
        description: sqlText(category.description),
        icon: sqlText(category.icon),
        display_order: sqlInteger(category.displayOrder),
        is_active: '1',
        required_tier: sqlText(category.requiredTier),
      }),
    );
  }
  for (const category of ordered) {
    for (const trainingModule of byDisplayOrder(category.modules)) {
      statements.push(
        upsert(
          'training_modules',
          {
            category_id: `(SELECT \`id\` FROM \`training_categories\` WHERE \`slug\` = ${sqlText(category.slug)})`,
            title: sqlText(trainingModule.title),
            slug: sqlText(trainingModule.slug),
            description: sqlText(trainingModule.description),
            difficulty: sqlText(trainingModule.difficulty),
            estimated_duration: sqlInteger(trainingModule.estimatedDuration),
            content: sqlText(JSON.stringify(moduleDocument(trainingModule.sections))),
            display_order: sqlInteger(trainingModule.displayOrder),
            is_active: '1',
          },
          { updated_at: NOW_MS },
        ),
      );
    }
  }
  // `slug NOT IN ()` is not SQL, and with no content at all every row is stale.
  const notIn = (slugs: readonly string[]) =>
    slugs.length ? ` AND \`slug\` NOT IN (${slugs.map(sqlText).join(', ')})` : '';
  statements.push(
    `UPDATE \`training_modules\` SET \`is_active\` = 0, \`updated_at\` = ${NOW_MS} WHERE \`is_active\` = 1${notIn(moduleSlugs)}`,
  );
  statements.push(
    `UPDATE \`training_categories\` SET \`is_active\` = 0 WHERE \`is_active\` = 1${notIn(ordered.map((category) => category.slug))}`,
  );
  return statements;
}

/** The seed as one .sql file, for `wrangler d1 execute --file`. */
export function trainingSeedSql(categories: readonly TrainingCategoryContent[]): string {
  return `${TRAINING_SEED_HEADER}\n\n${trainingSeedStatements(categories).join(';\n\n')};\n`;
}
