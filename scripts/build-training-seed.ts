/**
 * Writes migrations/0001_training_content.sql from src/content/training.
 * Run after changing training content: `bun run db:seed-training`. A unit
 * test (src/features/training/seed-sql.test.ts) fails if the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { trainingCategories } from '../src/content/training';
import { trainingSeedSql } from '../src/features/training/seed-sql';

const target = new URL('../migrations/0001_training_content.sql', import.meta.url).pathname;
const sql = trainingSeedSql(trainingCategories);
await writeFile(target, sql);
const modules = trainingCategories.reduce((count, category) => count + category.modules.length, 0);
console.log(`wrote ${target}: ${trainingCategories.length} categories, ${modules} modules`);
