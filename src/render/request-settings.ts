import { AsyncLocalStorage } from 'node:async_hooks';
import { siteConfig } from '../content/site-config';

/** Per-request settings the layout needs but pages should not have to pass down. */
interface RequestSettings {
  /** Cloudflare Turnstile site key; empty when bot checks are off. */
  turnstileSiteKey: string;
  /** siteOrigin(env): every absolute URL a page renders starts with it, never with the request's Host. */
  origin: string;
}

const storage = new AsyncLocalStorage<RequestSettings>();

export function withRequestSettings<T>(settings: RequestSettings, run: () => T): T {
  return storage.run(settings, run);
}

export function requestSettings(): RequestSettings {
  return storage.getStore() ?? { turnstileSiteKey: '', origin: siteConfig.origin };
}
