import type { RequestIdVariables } from 'hono/request-id';
import type { NotifyMessage } from './notify/queue-message';

/** Bindings and per-request variables of the Worker, shared by every Hono sub-app. */
export interface Bindings {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Workers Rate Limiting binding; absent in unit tests that do not need it. */
  FORM_RATE_LIMITER?: RateLimit;
  /** Every client together, per endpoint: the ceiling a spread-out flood meets. */
  FORM_ENDPOINT_CEILING?: RateLimit;
  /** Back office sign-in requests, keyed per client address and per email address. */
  SIGN_IN_RATE_LIMITER?: RateLimit;
  /** Sign-in POSTs from every client together (wrangler.toml). */
  SIGN_IN_CEILING?: RateLimit;
  /** Sends the back office's one-time sign-in links; absent in tests that do not need it. */
  ADMIN_EMAIL?: SendEmail;
  /** Notifications to the business's mailbox (src/notify); absent in tests that do not need it. */
  NOTIFY_EMAIL?: SendEmail;
  /** The notifications queue: each message names an outbox row; this Worker is also its consumer. */
  NOTIFY_QUEUE?: Queue<NotifyMessage>;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** Where links in notification emails point (wrangler.toml [vars]; `bun run dev` passes the local server's). */
  SITE_ORIGIN?: string;
  /** "off" renders every page on every request (the bench's figures without the page cache). */
  PAGE_CACHE?: string;
}

/** c.get('requestId'), set by Hono's requestId() in worker.ts. */
export type Variables = RequestIdVariables;

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
