/**
 * Starts `wrangler dev` as production runs: the Worker bundled with
 * NODE_ENV=production (wrangler's define for `process.env.NODE_ENV` falls back
 * to "development" under `dev` and "production" under `deploy`, so without it
 * workerd would run React's development build), and says which React build
 * the bundle under test really holds.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DevServer } from '../../test/support/dev-server';

export type ReactBuild = 'production' | 'development' | 'unknown';

/** Which react-dom/server build a bundle holds: esbuild keeps the module path in a comment. */
export function reactBuildOf(bundle: string): ReactBuild {
  const production = bundle.includes('react-dom-server.edge.production');
  const development = bundle.includes('react-dom-server.edge.development');
  if (production && !development) return 'production';
  if (development) return 'development';
  return 'unknown';
}

const wranglerTmp = join(process.cwd(), '.wrangler/tmp');
const devBundles = (): Set<string> =>
  new Set(
    existsSync(wranglerTmp)
      ? readdirSync(wranglerTmp)
          .filter((name) => name.startsWith('dev-'))
          .map((name) => join(wranglerTmp, name))
      : [],
  );

function bundleFile(dir: string): string | null {
  try {
    const file = readdirSync(dir).find((name) => name.endsWith('.js'));
    return file ? join(dir, file) : null;
  } catch {
    return null; // another run's folder, removed meanwhile
  }
}

export interface ProductionServer extends DevServer {
  /** The React build found in the bundle this server runs (wrangler writes it under .wrangler/tmp/dev-*). */
  reactBuild: ReactBuild;
  bundlePath: string | null;
}

/**
 * `vars` become `--var NAME:value` (e.g. PAGE_CACHE:off to measure without the page cache).
 * Other agents may start `wrangler dev` in the same folder meanwhile, so the
 * bundle is the newest dev-* folder that appeared while this one started.
 */
export async function startProductionServer(vars: Record<string, string> = {}): Promise<ProductionServer> {
  const before = devBundles();
  // dev-server.ts copies process.env when it is first loaded: set NODE_ENV before loading it.
  process.env.NODE_ENV = 'production';
  const { startDevServer } = await import('../../test/support/dev-server');
  const server = await startDevServer(Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]));
  const fresh = [...devBundles()]
    .filter((dir) => !before.has(dir))
    .map((dir) => ({ dir, file: bundleFile(dir) }))
    .filter((entry): entry is { dir: string; file: string } => entry.file !== null)
    .sort((a, b) => statSync(b.file).mtimeMs - statSync(a.file).mtimeMs);
  const newest = fresh[0];
  const reactBuild = newest ? reactBuildOf(readFileSync(newest.file, 'utf8')) : 'unknown';
  return { ...server, reactBuild, bundlePath: newest?.file ?? null };
}
