import { sha256Hex } from '../security/tokens';

/**
 * Sign-in requests are limited per client address and, separately, per email
 * address (5 a minute each, wrangler.toml), so neither one address hammering
 * many mailboxes nor many addresses hammering one mailbox gets through.
 * Known and unknown addresses are limited alike, so a refusal reveals nothing.
 * The email key is hashed: the limiter never sees the address itself.
 */
export async function signInAllowed(limiter: RateLimit | undefined, clientAddress: string, email: string): Promise<boolean> {
  if (!limiter) return true;
  const [byClient, byEmail] = await Promise.all([
    limiter.limit({ key: `sign-in:client:${clientAddress}` }),
    limiter.limit({ key: `sign-in:email:${await sha256Hex(email)}` }),
  ]);
  return byClient.success && byEmail.success;
}
