import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const migrationsDir = new URL('./migrations', import.meta.url).pathname;

/** SHA-256 of each migration file as it is on disk, so a test can tell an applied migration was edited. */
function migrationDigests(): Record<string, string> {
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
  return Object.fromEntries(
    files.map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(`${migrationsDir}/${name}`))
        .digest('hex'),
    ]),
  );
}

/** The cron triggers wrangler.toml declares, so a test can hold them to the jobs the Worker dispatches. */
function wranglerCrons(): string[] {
  const line = /^crons\s*=\s*(\[.*\])\s*$/m.exec(readFileSync(new URL('./wrangler.toml', import.meta.url), 'utf8'));
  return line?.[1] ? (JSON.parse(line[1]) as string[]) : [];
}

// Unit and API tests run inside workerd against a real D1 with the real migrations,
// then the training content seed (test/apply-migrations.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(migrationsDir);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            SIGNING_SECRET: 'test-signing-secret-of-the-api-tests-0123456789',
            TEST_MIGRATIONS: migrations,
            MIGRATION_DIGESTS: migrationDigests(),
            WRANGLER_CRONS: wranglerCrons(),
          },
        },
      }),
    ],
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/api/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/apply-migrations.ts'],
      // A flood test may first wait up to 10 s for a fresh rate-limit window (test/support/request.ts).
      testTimeout: 30_000,
    },
  };
});
