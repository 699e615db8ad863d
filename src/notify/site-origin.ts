import { siteConfig } from '../content/site-config';
import type { Bindings } from '../env';

/**
 * The origin that links in notification emails point at: the SITE_ORIGIN var
 * (production's in wrangler.toml; the local server's under `bun run dev` and
 * the browser tests, so a local email opens the local back office). Anything
 * but an http(s) URL falls back to production's, which is never wrong there.
 */
export function siteOrigin(env: Pick<Bindings, 'SITE_ORIGIN'>): string {
  const value = env.SITE_ORIGIN?.trim();
  if (!value) return siteConfig.origin;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : siteConfig.origin;
  } catch {
    return siteConfig.origin;
  }
}
