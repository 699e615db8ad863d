/**
 * Values derived from the SIGNING_SECRET secret with HMAC-SHA-256: a booking's
 * one private link (reproducible for every email about it, so no token is ever
 * stored but its hash), a client's key counted without keeping its address,
 * and a quiz attempt's order of options. Each use names its own purpose, so no
 * value made for one can be replayed as another.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The secret is missing: a configuration error (`wrangler secret put SIGNING_SECRET`), never a visitor's. */
class MissingSigningSecretError extends Error {
  override name = 'MissingSigningSecret';
}

function keyFor(secret: string | undefined): Promise<CryptoKey> {
  if (!secret || secret.length < 32)
    throw new MissingSigningSecretError('SIGNING_SECRET must be set, 32 characters or more');
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

/** The raw HMAC of `purpose` and `data` (joined so that neither can run into the other). */
export async function signBytes(secret: string | undefined, purpose: string, data: string): Promise<Uint8Array> {
  const key = await keyFor(secret);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}\u0000${data}`)));
}

/** The HMAC as base64url: 43 characters, shaped like randomToken()'s. */
export async function signToken(secret: string | undefined, purpose: string, data: string): Promise<string> {
  const bytes = await signBytes(secret, purpose, data);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
