/**
 * What src/auth/admin-sign-in-guards-and-page.test.ts and
 * src/auth/admin-sign-in-links-and-sessions.test.ts share: the sign-in ceiling
 * as a counting stub, a user's stored sign-in links, a fresh rate-limit
 * window, and no sessions or links left from another test.
 */
import { env } from 'cloudflare:workers';

/** The ceiling for every client together (wrangler.toml: 60 a minute per key), as a stub that keeps the keys it was asked about. */
export const SIGN_IN_CEILING = 60;
export function countingCeiling() {
  const keys: string[] = [];
  const binding = {
    limit: async ({ key }: { key: string }) => {
      keys.push(key);
      return { success: keys.filter((counted) => counted === key).length <= SIGN_IN_CEILING };
    },
  } as RateLimit;
  return { keys, binding };
}

export async function linkRows(userId: string) {
  return (
    await env.DB.prepare('SELECT * FROM sign_in_links WHERE user_id = ?')
      .bind(userId)
      .all<{ token_hash: string; expires_at: number; created_at: number; used_at: number | null }>()
  ).results;
}

/**
 * The limiter counts in one-minute windows of the clock: a run of rapid posts
 * starts with a few seconds of its window left, so all of them fall in one.
 */
export async function freshRateWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Run before each test: no session and no sign-in link left from another. */
export async function clearSignIns(): Promise<void> {
  await env.DB.prepare('DELETE FROM sessions').run();
  await env.DB.prepare('DELETE FROM sign_in_links').run();
}
