import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { UndeclaredBindings } from '../src/env';

// `env` from cloudflare:workers in the tests: wrangler.toml's bindings (Cloudflare.Env, generated into
// worker-configuration.d.ts), the values it does not declare, and what vitest.config.ts adds.
declare global {
  namespace Cloudflare {
    interface Env extends UndeclaredBindings {
      TEST_MIGRATIONS: D1Migration[];
      /** File name → SHA-256 of each migrations/*.sql as on disk (vitest.config.ts). */
      MIGRATION_DIGESTS: Record<string, string>;
      /** The `crons` of wrangler.toml's [triggers] (vitest.config.ts). */
      WRANGLER_CRONS: string[];
    }
  }
}
