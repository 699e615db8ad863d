/** Random secrets for links, sessions and CSRF tokens (their digests: sha256.ts). */

/** 32 random bytes as base64url: 256 bits, safe in a cookie, a URL and a form field. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
