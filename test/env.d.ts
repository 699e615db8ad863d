import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** File name → SHA-256 of each migrations/*.sql as on disk (vitest.config.ts). */
      MIGRATION_DIGESTS: Record<string, string>;
      /** The `crons` of wrangler.toml's [triggers] (vitest.config.ts). */
      WRANGLER_CRONS: string[];
    }
  }
}
