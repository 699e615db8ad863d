/** Bindings and per-request variables of the Worker, shared by every Hono sub-app. */
export interface Bindings {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Workers Rate Limiting binding; absent in unit tests that do not need it. */
  FORM_RATE_LIMITER?: RateLimit;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
}

export interface Variables {
  requestId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
