import type { Bindings } from '../env';
import { siteConfig } from './site-config';

/**
 * The one origin of every link we email and every absolute URL we render
 * (canonical, og:url, JSON-LD, sitemap, robots.txt, certificate and calendar
 * addresses): the SITE_ORIGIN var, never the request's Host, which a client
 * can forge to put a sign-in token on another site's address. Production's in
 * wrangler.toml; the local server's under `bun run dev` and the browser tests,
 * so a local email opens the local back office. Anything but an http(s) URL
 * falls back to production's, which is never wrong there.
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
