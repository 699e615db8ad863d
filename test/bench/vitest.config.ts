import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The render bench runs in workerd like the unit tests, but only when `bun run bench` asks.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations(new URL('../../migrations', import.meta.url).pathname) } },
    }),
  ],
  test: { include: ['test/bench/render.bench-run.ts'], setupFiles: ['./test/apply-migrations.ts'], testTimeout: 120_000 },
}));
