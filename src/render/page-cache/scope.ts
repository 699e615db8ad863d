/**
 * What, besides the URL, a cached page depends on, written into every key:
 * the build (a deploy or a client rebuild never meets pages of another), the
 * day in London (legal pages are dated the day they are served, the booking
 * form's earliest date is today) and the Turnstile site key the layout embeds.
 */
import manifest from '../../generated/asset-manifest.json';
import { todayInLondon } from '../../lib/uk-date';
import { requestSettings } from '../request-settings';

/** The hashed loader and stylesheet names change with every client build that changes anything. */
export const buildId = `${manifest.loader}|${manifest.css}`;

export function cacheScope(now: Date = new Date()): string {
  return `${buildId}|${todayInLondon(now)}|${requestSettings().turnstileSiteKey}`;
}
