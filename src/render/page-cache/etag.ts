import { sha256Hex } from '../../lib/sha256';

/**
 * Entity tags for rendered pages. Weak (`W/`), because workerd compresses the
 * body on the way out (brotli or gzip, per request), so the bytes on the wire
 * differ while the page is the same: a strong tag would claim byte identity.
 */
export async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  return `W/"${await sha256Hex(body, 12)}"`;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison; `*` matches any current representation. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
