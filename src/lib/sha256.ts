/**
 * SHA-256 as lower-case hex, of text (UTF-8) or bytes; `bytes` keeps only the
 * first that many bytes of the digest (an ETag or a version needs no more than 12).
 */
export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>, bytes = 32): Promise<string> {
  const input = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
  let hex = '';
  for (const byte of digest.subarray(0, bytes)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
