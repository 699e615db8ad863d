/** Random secrets for sessions, sign-in links and CSRF tokens (digests: lib/sha256.ts; comparison: Hono's timingSafeEqual). */
export { randomToken } from '../lib/random-token';
