/**
 * Stored pages are compressed once, not on every answer. workerd encodes a
 * body with a Content-Encoding header on the way out (decision 002), which
 * for a 180 KB home page cost more than serving it from memory; a stored page
 * keeps its brotli bytes and is sent with `encodeBody: 'manual'`.
 * Quality 5 is what workerd itself uses on the fly (same bytes on the wire as
 * before); it takes about 4 ms for the home page, so it runs after the first
 * answer has gone (middleware/page-cache.ts).
 */
import { brotliCompressSync, constants } from 'node:zlib';

const BROTLI_QUALITY = 5;

export function brotli(body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const compressed = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
  return new Uint8Array(compressed);
}
