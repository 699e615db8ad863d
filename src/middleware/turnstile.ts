import type { MiddlewareHandler } from 'hono';
import { apiError } from '../lib/api-error';
import type { AppEnv } from '../env';

const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TURNSTILE_HEADER = 'cf-turnstile-response';

/**
 * Optional bot check: only when TURNSTILE_SECRET is configured, every POST
 * must carry a Turnstile token (header cf-turnstile-response) that
 * Cloudflare's siteverify confirms.
 */
export const verifyTurnstile: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = c.env.TURNSTILE_SECRET;
  if (c.req.method !== 'POST' || !secret) return next();
  const token = c.req.header(TURNSTILE_HEADER) ?? '';
  if (!token) return apiError(c, 403, 'bot_check_failed', 'Please complete the security check and try again.');
  const form = new FormData();
  form.append('secret', secret);
  form.append('response', token);
  const ip = c.req.header('cf-connecting-ip');
  if (ip) form.append('remoteip', ip);
  let verified = false;
  try {
    const response = await fetch(TURNSTILE_VERIFY_URL, { method: 'POST', body: form });
    verified = response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    return apiError(c, 503, 'bot_check_unavailable', 'The security check is unavailable. Please try again shortly.');
  }
  if (!verified) return apiError(c, 403, 'bot_check_failed', 'Please complete the security check and try again.');
  return next();
};
