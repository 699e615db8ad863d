import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { BACK_OFFICE_COOKIE_NAME } from '../lib/back-office-cookie';
import { SESSION_MS } from './sessions';

/**
 * The session cookie is `__Host-admin_session` (lib/back-office-cookie.ts):
 * the prefix makes the browser refuse it unless it is Secure, host-only and
 * Path=/. HttpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site POSTs.
 */
const NAME = BACK_OFFICE_COOKIE_NAME;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, NAME, 'host');
}

export function writeSessionCookie(c: Context, token: string): void {
  setCookie(c, NAME, token, {
    prefix: 'host',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: Math.floor(SESSION_MS / 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, NAME, { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
}
