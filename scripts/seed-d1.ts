/**
 * Applies the content seeds (the training content, src/academy/content/seed-sql.ts, and the site's posts and pages,
 * src/content/seed/site-content-seed.ts) to a
 * D1 through `wrangler d1 execute --file`: the local one by default (where
 * `wrangler dev` keeps it, or under persistTo), or production with remote.
 * Shared by `bun run db:seed` (scripts/seed.ts) and the dev server the browser
 * tests and the bench start (test/support/dev-server.ts), so both run exactly
 * the command the deploy steps run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trainingCategories } from '../src/academy/content/modules/index';
import { trainingSeedSql } from '../src/academy/content/seed-sql';
import { siteContentSeedStatements } from '../src/content/seed/site-content-seed';
import { wranglerJsonRows } from './wrangler-json';

export interface SeedTarget {
  /** Production (needs `wrangler login` or CLOUDFLARE_API_TOKEN) instead of the local D1. */
  remote?: boolean;
  /** The local D1's persistence directory, as given to `wrangler dev --persist-to`. */
  persistTo?: string;
  /** Another Wrangler configuration file than wrangler.toml (same DB binding). */
  config?: string;
}

export interface SeedSummary {
  /** Active rows after the seed, when Wrangler reports them (a remote file import does not). */
  categories: number | null;
  modules: number | null;
}

const projectRoot = new URL('..', import.meta.url).pathname;
const wranglerBin = join(projectRoot, 'node_modules/.bin/wrangler');

/** Read back after the seed, in the same run: what the site will now list. */
const ACTIVE_COUNTS =
  'SELECT (SELECT count(*) FROM training_categories WHERE is_active = 1) AS seeded_categories, (SELECT count(*) FROM training_modules WHERE is_active = 1) AS seeded_modules';

export function wranglerTargetArgs(target: SeedTarget): string[] {
  if (target.remote && target.persistTo)
    throw new Error('--persist-to is for the local D1; it cannot be used with --remote');
  return [
    ...(target.remote ? ['--remote'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])]),
    ...(target.config ? ['--config', target.config] : []),
  ];
}

function activeCounts(stdout: string): SeedSummary {
  try {
    const row = wranglerJsonRows(stdout).find((candidate) => 'seeded_categories' in candidate);
    if (row) return { categories: Number(row.seeded_categories), modules: Number(row.seeded_modules) };
  } catch {
    // Not the per-statement JSON of a local run: nothing to count.
  }
  return { categories: null, modules: null };
}

export function seedContent(target: SeedTarget = {}): SeedSummary {
  const directory = mkdtempSync(join(tmpdir(), 'pawsperity-seed-'));
  const file = join(directory, 'content.sql');
  try {
    writeFileSync(
      file,
      `${trainingSeedSql(trainingCategories)}\n${siteContentSeedStatements().join(';\n\n')};\n\n${ACTIVE_COUNTS};\n`,
    );
    const result = spawnSync(
      wranglerBin,
      ['d1', 'execute', 'DB', '--file', file, '--json', '--yes', ...wranglerTargetArgs(target)],
      {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0)
      throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout || result.error?.message}`);
    return activeCounts(result.stdout);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
