import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { withSecurityHeaders } from './security-headers';

/** What the site sent before Hono's secureHeaders() made these headers: the same names and values, nothing more. */
const expected: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' SCRIPT_HASH https://challenges.cloudflare.com",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://challenges.cloudflare.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https://checkout.stripe.com ",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; '),
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it('are exactly the headers and values the site has always sent, on top of the answer’s own', async () => {
    const app = new Hono();
    app.use('*', withSecurityHeaders);
    app.get('/', (c) => c.text('ok', 200, { 'x-own': 'kept' }));
    const response = await app.request('https://www.pawsperity.co.uk/');
    const headers = Object.fromEntries(response.headers);
    // The one inline script's hash changes with its text; it is checked against the page itself in test/api/hardening.test.ts.
    const scriptHash = /'sha256-[A-Za-z0-9+/]{43}='/.exec(headers['content-security-policy'] ?? '')?.[0] ?? 'no hash';
    const csp = expected['content-security-policy']?.replace('SCRIPT_HASH', scriptHash);
    expect(headers).toEqual({
      ...expected,
      'content-security-policy': csp,
      'content-type': 'text/plain; charset=UTF-8',
      'x-own': 'kept',
    });
  });

  it('replace a weaker value a handler set', async () => {
    const app = new Hono();
    app.use('*', withSecurityHeaders);
    app.get('/', (c) => c.text('ok', 200, { 'x-frame-options': 'SAMEORIGIN' }));
    expect((await app.request('https://www.pawsperity.co.uk/')).headers.get('x-frame-options')).toBe('DENY');
  });
});
