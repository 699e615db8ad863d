/**
 * Before each test file (each has its own storage): the schema from the real
 * migrations, then the training content and the site's content from the seeds, as `bun run dev` and
 * the deploy steps do it.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { seedSiteContent, seedTraining } from './seed-training';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedTraining(env.DB);
await seedSiteContent(env.DB);
