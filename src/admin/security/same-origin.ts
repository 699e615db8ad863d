/**
 * True only when a browser says the request comes from one of our own pages.
 * Browsers send Origin with every POST; a POST without one (an old client, a
 * script) is refused rather than trusted, unlike the public API's check.
 */
export function isSameOriginPost(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(request.url).origin;
}
