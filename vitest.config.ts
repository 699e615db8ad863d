import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Unit and API tests run inside workerd against a real D1 with the real migrations.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(new URL('./migrations', import.meta.url).pathname);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/api/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/apply-migrations.ts'],
    },
  };
});
