/**
 * bun run db:seed [--remote] [--persist-to DIR]
 *
 * Brings the training content in D1 in line with src/academy/content/modules: the
 * local D1 by default, production with --remote, or the local D1 kept under
 * DIR. Run it after the migrations; it is idempotent (upserts by slug), so
 * running it again changes nothing, and after a content edit it updates just
 * the edited rows. It also loads the site's posts and pages (src/content/seed)
 * where they are absent, never over the owner's edits in /admin/content.
 * Content is not a migration: an applied migration never
 * runs again, so it could never carry an edit to production.
 */
import { seedContent, type SeedTarget } from './seed-d1';

const usage = 'Usage: bun run db:seed [--remote] [--persist-to DIR]';

function parseArguments(args: string[]): SeedTarget {
  const target: SeedTarget = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--remote') target.remote = true;
    else if (arg === '--local') target.remote = false;
    else if (arg === '--persist-to') {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`--persist-to needs a directory.\n${usage}`);
      target.persistTo = value;
      index += 1;
    } else throw new Error(`Unknown argument ${arg}.\n${usage}`);
  }
  if (target.remote && target.persistTo)
    throw new Error(`--persist-to is for the local D1, not with --remote.\n${usage}`);
  return target;
}

try {
  const target = parseArguments(process.argv.slice(2));
  const summary = seedContent(target);
  const where = target.remote ? 'production D1' : `local D1${target.persistTo ? ` under ${target.persistTo}` : ''}`;
  const counts =
    summary.categories === null ? '' : `: ${summary.categories} categories and ${summary.modules} modules active`;
  console.log(`Content seeded in the ${where}${counts}; the site's posts and pages are loaded where absent.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
