/**
 * Entity tags for rendered pages. Weak (`W/`), because workerd compresses the
 * body on the way out (brotli or gzip, per request), so the bytes on the wire
 * differ while the page is the same: a strong tag would claim byte identity.
 */
export async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  let hex = '';
  for (const byte of digest.subarray(0, 12)) hex += byte.toString(16).padStart(2, '0');
  return `W/"${hex}"`;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison; `*` matches any current representation. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
