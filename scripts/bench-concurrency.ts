/**
 * The last step of `bun run bench` (alone: `bun run build && bun scripts/bench-concurrency.ts`).
 *
 * Load against the real local stack: 2,000 valid contact submissions, 50 at a
 * time, from 2,000 different visitors, to `wrangler dev` with a fresh D1. Every
 * one must be answered 201 and stored exactly once; otherwise the script exits
 * 1. It is a load run, so it lives here and not in the default test command.
 *
 * The server runs with wrangler.toml except for the all-clients ceiling
 * (FORM_ENDPOINT_CEILING, 600 a minute per endpoint), raised above the load:
 * 2,000 posts in well under a minute is exactly the flood the ceiling exists to
 * refuse, and what is measured here is the storage path, not that guard (the
 * API tests cover it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { queryLocalD1, startDevServer } from '../test/support/dev-server';

const TOTAL = 2000;
const CONCURRENCY = 50;
const CEILING_BINDING = 'FORM_ENDPOINT_CEILING';

interface WranglerConfig {
  main?: string;
  assets?: { directory?: string };
  d1_databases?: { migrations_dir?: string }[];
  ratelimits?: { name: string; simple: { limit: number; period: number } }[];
}

const projectRoot = new URL('..', import.meta.url).pathname;
const fromRoot = (path: string | undefined) =>
  path === undefined || isAbsolute(path) ? path : join(projectRoot, path);

/** wrangler.toml as JSON with the ceiling raised; paths made absolute because the copy lives elsewhere. */
function benchConfig(directory: string): string {
  const config = Bun.TOML.parse(readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8')) as WranglerConfig;
  const ceiling = config.ratelimits?.find((limit) => limit.name === CEILING_BINDING);
  if (!ceiling) throw new Error(`wrangler.toml has no ${CEILING_BINDING}: update scripts/bench-concurrency.ts`);
  ceiling.simple.limit = TOTAL * 2;
  config.main = fromRoot(config.main);
  if (config.assets) config.assets.directory = fromRoot(config.assets.directory);
  for (const database of config.d1_databases ?? [])
    database.migrations_dir = fromRoot(database.migrations_dir ?? 'migrations');
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'wrangler.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

// Under .wrangler/ (git-ignored) and rewritten each run: Wrangler keeps writing next to its config while it shuts down.
const configDirectory = join(projectRoot, '.wrangler', 'bench-concurrency');
const server = await startDevServer([], { config: benchConfig(configDirectory) });
let failed = false;
try {
  const run = `load-${Date.now()}`;
  const statuses = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const index = next++;
      const response = await fetch(`${server.baseUrl}/api/contact-submissions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.baseUrl,
          'cf-connecting-ip': `100.64.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        },
        body: JSON.stringify({
          firstName: 'Load',
          lastName: `Visitor ${index}`,
          email: `visitor${index}@example.co.uk`,
          businessType: 'daycare',
          message: `${run} #${index}`,
        }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;

  const [stored] = queryLocalD1<{ total: number; distinct_messages: number }>(
    server.persistDir,
    `SELECT count(*) AS total, count(DISTINCT message) AS distinct_messages FROM contact_submissions WHERE message LIKE '${run} #%'`,
  );
  const answered = Object.fromEntries(statuses);
  const result = {
    total: TOTAL,
    concurrency: CONCURRENCY,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(TOTAL / seconds),
    statuses: answered,
    stored,
  };
  console.log(
    `\nconcurrency: ${TOTAL} submissions, ${CONCURRENCY} at a time, in ${result.seconds} s (${result.perSecond}/s); answers ${JSON.stringify(answered)}; stored ${JSON.stringify(stored)}`,
  );
  console.log(`CONCURRENCY ${JSON.stringify(result)}`);

  const problems: string[] = [];
  if (answered[201] !== TOTAL || statuses.size !== 1)
    problems.push(`expected ${TOTAL} answers of 201, got ${JSON.stringify(answered)}`);
  if (stored?.total !== TOTAL || stored.distinct_messages !== TOTAL)
    problems.push(`expected ${TOTAL} rows, each stored once, got ${JSON.stringify(stored)}`);
  for (const problem of problems) console.error(`concurrency FAILED: ${problem}`);
  failed = problems.length > 0;
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
