import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LEARNER_COOKIE_NAME } from '../lib/learner-cookie';
import { LEARNER_SESSION_MS } from './learner-sessions';

/** `__Host-learner_session`: Secure, host-only, Path=/, HttpOnly, SameSite=Lax (as the owner's cookie, under its own name). */
const options = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const;

export function readLearnerCookie(c: Context): string | undefined {
  return getCookie(c, LEARNER_COOKIE_NAME, 'host');
}

export function writeLearnerCookie(c: Context, token: string): void {
  setCookie(c, LEARNER_COOKIE_NAME, token, { ...options, maxAge: Math.floor(LEARNER_SESSION_MS / 1000) });
}

export function clearLearnerCookie(c: Context): void {
  deleteCookie(c, LEARNER_COOKIE_NAME, options);
}
