import type { RequestIdVariables } from 'hono/request-id';

/**
 * Values the Worker reads that wrangler.toml does not declare, so `wrangler
 * types` cannot know them: a secret and a local override.
 */
export interface UndeclaredBindings {
  /** Secret (`wrangler secret put`): with TURNSTILE_SITE_KEY set, switches on the bot check. */
  TURNSTILE_SECRET?: string;
  /**
   * Secret (`wrangler secret put SIGNING_SECRET`, 32 characters or more): the key of src/lib/signing.ts. Local runs
   * get one of their own: `bun run dev` writes it to .dev.vars, the tests pass theirs.
   */
  SIGNING_SECRET?: string;
  /** "off" renders every page on every request (the bench's figures without the page cache; `--var PAGE_CACHE:off`). */
  PAGE_CACHE?: string;
  /** "off" counts no page view (the bench's figures without counting; `--var PAGE_VIEW_COUNTING:off`). */
  PAGE_VIEW_COUNTING?: string;
  /** Secret: Stripe's API key (sk_test_… or sk_live_…). Without it the site works and Subscribe says how to subscribe by email. */
  STRIPE_SECRET_KEY?: string;
  /** Secret: the signing secret of the webhook endpoint (whsec_…); `bun run dev` makes a local one in .dev.vars. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where the SDK sends its API calls instead of api.stripe.com: the tests' local stand-in (http://127.0.0.1:PORT). */
  STRIPE_API_BASE?: string;
}

/** wrangler.toml's [vars] the code reads as possibly missing (a test may leave one out): their generated types, made optional. */
type OptionalVars = Partial<Pick<Env, 'SITE_ORIGIN' | 'TURNSTILE_SITE_KEY'>>;

/**
 * The Worker's bindings: `Env`, generated from wrangler.toml into
 * worker-configuration.d.ts by `bun run types` (`bun run test` fails when it
 * is out of date), plus the undeclared values above.
 */
export type Bindings = Omit<Env, keyof OptionalVars> & OptionalVars & UndeclaredBindings;

/** c.get('requestId'), set by Hono's requestId() in worker.ts. */
export type Variables = RequestIdVariables;

/** Bindings and per-request variables of the Worker, shared by every Hono sub-app. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
