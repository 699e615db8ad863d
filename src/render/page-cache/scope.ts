/**
 * What, besides the URL, a cached page depends on, written into every key:
 * the build (a deploy or a client rebuild never meets pages of another), the
 * day in London (legal pages are dated the day they are served, the booking
 * form's dates start from today) and the Turnstile site key the layout embeds.
 */
import manifest from '../../generated/asset-manifest.json';
import { todayInLondon } from '../../lib/uk-date';
import { requestSettings } from '../request-settings';

/** The hashed loader and stylesheet names change with every client build that changes anything. */
const buildId = `${manifest.loader}|${manifest.css}`;

const MINUTE_MS = 60_000;
let dayMemo = { minute: Number.NaN, day: '' };

/**
 * The London day, worked out once a minute rather than on every hit: London's
 * offset from UTC is a whole number of hours, so its days change on a UTC
 * minute boundary and the memo is never wrong.
 */
function londonDay(now: number): string {
  const minute = Math.floor(now / MINUTE_MS);
  if (dayMemo.minute !== minute) dayMemo = { minute, day: todayInLondon(new Date(now)) };
  return dayMemo.day;
}

export function cacheScope(now: number = Date.now()): string {
  const { turnstileSiteKey, origin } = requestSettings();
  // The origin too: a page's canonical and JSON-LD addresses are written with it.
  return `${buildId}|${londonDay(now)}|${turnstileSiteKey}|${origin}`;
}
