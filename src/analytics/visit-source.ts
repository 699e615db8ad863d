/**
 * Where a visit came from, and nothing more: the host of the page that linked here from outside the site, and the
 * campaign (UTM) its address named. No cookie ties one page to the next, so a form carries the source of the page it
 * was shown on in a hidden field (VISIT_SOURCE_FIELD), and the record it makes keeps it: a lead, a booking, a purchase.
 */

export interface VisitSource {
  /** e.g. "google.com"; '' when the visit came from nowhere we know (typed in, an app, a bookmark). */
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export const noVisitSource: VisitSource = { referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' };

const MAX_VALUE_LENGTH = 100;
/** A host name as a browser sends it: letters, digits, dots and hyphens. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** A campaign value as typed into a link: printable, one line, trimmed, at most 100 characters. */
function campaignValue(value: string | null | undefined): string {
  if (!value) return '';
  // Control and invisible characters out: what the owner reads is what a link said, never a hidden instruction.
  return value
    .replace(/[\p{C}]/gu, '')
    .trim()
    .slice(0, MAX_VALUE_LENGTH);
}

/** "www.Google.com" -> "google.com"; '' for anything that is not a host name. */
export function referrerHostOf(host: string | null | undefined): string {
  const name = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return name.length <= MAX_VALUE_LENGTH && HOST.test(name) ? name : '';
}

function campaignOf(params: URLSearchParams): Omit<VisitSource, 'referrerHost'> {
  return {
    utmSource: campaignValue(params.get('utm_source')),
    utmMedium: campaignValue(params.get('utm_medium')),
    utmCampaign: campaignValue(params.get('utm_campaign')),
  };
}

function parsedUrl(text: string | null | undefined): URL | null {
  if (!text) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export const hasVisitSource = (source: VisitSource): boolean =>
  source.referrerHost !== '' || source.utmSource !== '' || source.utmMedium !== '' || source.utmCampaign !== '';

/** Where the referrer is: none, one of our pages, or another site (its host, '' when it is not a host name). */
export function referrerOf(url: URL, referer: string | null | undefined): { outside: boolean; host: string } | null {
  const from = parsedUrl(referer);
  if (!from) return null;
  return from.host === url.host ? { outside: false, host: '' } : { outside: true, host: referrerHostOf(from.hostname) };
}

/** A page view's own source: its address's campaign and, from outside the site, the referrer's host. */
export function pageViewSource(url: URL, referer: string | null | undefined): VisitSource {
  const hasCampaign = url.search.includes('utm_');
  return {
    ...(hasCampaign ? campaignOf(url.searchParams) : noVisitSource),
    referrerHost: referrerOf(url, referer)?.host ?? '',
  };
}

/**
 * The source a form on this page carries: the page's own (a visit that landed here), else the campaign of the page
 * of ours that linked here (one click from the landing page; further back is not known without a cookie).
 */
export function formVisitSource(url: URL, referer: string | null | undefined): VisitSource {
  const own = pageViewSource(url, referer);
  if (hasVisitSource(own)) return own;
  const from = parsedUrl(referer);
  if (!from || from.host !== url.host || !from.search.includes('utm_')) return noVisitSource;
  return { referrerHost: '', ...campaignOf(from.searchParams) };
}

/** The hidden field's value: the source as a query string ('' for none). */
export function encodeVisitSource(source: VisitSource): string {
  if (!hasVisitSource(source)) return '';
  const params = new URLSearchParams();
  if (source.referrerHost) params.set('ref', source.referrerHost);
  if (source.utmSource) params.set('utm_source', source.utmSource);
  if (source.utmMedium) params.set('utm_medium', source.utmMedium);
  if (source.utmCampaign) params.set('utm_campaign', source.utmCampaign);
  return params.toString();
}

/** What a posted field says, checked as strictly as the page that wrote it: anything else counts as no source. */
export function decodeVisitSource(value: unknown): VisitSource {
  if (typeof value !== 'string' || value === '' || value.length > 1000) return noVisitSource;
  const params = new URLSearchParams(value);
  return { referrerHost: referrerHostOf(params.get('ref')), ...campaignOf(params) };
}

/** A campaign in the owner's words: "newsletter / email / spring-open-day", or '' for none. */
export function describeCampaign(source: Omit<VisitSource, 'referrerHost'>): string {
  return [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / ');
}

/** The source as a record's columns (visitSourceColumns in src/db/schema/columns.ts): null for what is not known. */
export function visitSourceColumnValues(source: VisitSource) {
  return {
    sourceReferrerHost: source.referrerHost || null,
    sourceUtmSource: source.utmSource || null,
    sourceUtmMedium: source.utmMedium || null,
    sourceUtmCampaign: source.utmCampaign || null,
  };
}
