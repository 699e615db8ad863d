import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorShape, postJson, request, unavailableDatabase, withinOneRateLimitWindow } from '../support/request';

const validContact = {
  firstName: 'Isla',
  lastName: 'Grant',
  email: 'isla@example.co.uk',
  message: 'We run a 30-dog daycare in Leeds.',
};

describe('one JSON error shape for every API error', () => {
  it('malformed JSON → 400', async () => {
    await expectErrorShape(await postJson('/api/contact-submissions', '{"firstName":'), 400, 'bad_request');
  });

  it('a wrong content type → 415', async () => {
    const response = await request('/api/contact-submissions', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://www.pawsperity.co.uk' },
      body: 'hello',
    });
    await expectErrorShape(response, 415, 'unsupported_media_type');
  });

  it('a body over 32 KB → 413', async () => {
    await expectErrorShape(
      await postJson('/api/contact-submissions', { ...validContact, message: 'x'.repeat(33 * 1024) }),
      413,
      'payload_too_large',
    );
  });

  it('an unknown API path → 404', async () => {
    await expectErrorShape(await request('/api/no-such-thing'), 404, 'not_found');
  });

  it('a wrong method → 405 with Allow', async () => {
    const response = await request('/api/contact-submissions');
    await expectErrorShape(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('unknown keys are refused → 400 with fields', async () => {
    const body = await expectErrorShape(
      await postJson('/api/contact-submissions', { ...validContact, status: 'done' }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(body)).toContain('status');
  });

  it('line breaks in a single-line field are refused', async () => {
    await expectErrorShape(
      await postJson('/api/contact-submissions', { ...validContact, firstName: 'Isla\r\nBcc: x@y.z' }),
      400,
      'validation_failed',
    );
  });

  it('another site’s origin → 403', async () => {
    await expectErrorShape(
      await postJson('/api/contact-submissions', validContact, { origin: 'https://evil.example' }),
      403,
      'cross_site_request',
    );
  });

  it('rate limiting → 429 with Retry-After', async () => {
    await withinOneRateLimitWindow();
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 25; i++) {
      const response = await postJson('/api/contact-submissions', validContact, { 'cf-connecting-ip': '203.0.113.77' });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(limited).toBeDefined();
    expect(limited?.headers.get('retry-after')).toBe('60');
    if (limited) await expectErrorShape(limited, 429, 'rate_limited');
  });

  it('a storage failure → 503, not a stack trace', async () => {
    const logged: string[] = [];
    const capture = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
    const errorLog = vi.spyOn(console, 'error').mockImplementation(capture);
    const infoLog = vi.spyOn(console, 'log').mockImplementation(capture);
    const response = await request(
      '/api/contact-submissions',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://www.pawsperity.co.uk',
          'cf-connecting-ip': '192.0.2.9',
        },
        body: JSON.stringify(validContact),
      },
      { DB: unavailableDatabase },
    );
    const body = await expectErrorShape(response, 503, 'service_unavailable');
    expect(JSON.stringify(body)).not.toContain('D1_ERROR');
    errorLog.mockRestore();
    infoLog.mockRestore();
    // The failure is logged with a request id and a code, and nothing the visitor typed.
    expect(logged.join('\n')).toMatch(/request=\S+/);
    for (const personal of Object.values(validContact)) expect(logged.join('\n')).not.toContain(personal);
  });

  it('logs Cloudflare’s Ray ID as the request id; a client’s own X-Request-Id is neither trusted nor echoed', async () => {
    const logged: string[] = [];
    const errorLog = vi
      .spyOn(console, 'error')
      .mockImplementation((...parts: unknown[]) => void logged.push(parts.map(String).join(' ')));
    const response = await request(
      '/api/contact-submissions',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://www.pawsperity.co.uk',
          'cf-connecting-ip': '192.0.2.12',
          'cf-ray': '8f1e2d3c4b5a6978-LHR',
          'x-request-id': 'chosen-by-client',
        },
        body: JSON.stringify(validContact),
      },
      { DB: unavailableDatabase },
    );
    errorLog.mockRestore();
    expect(response.status).toBe(503);
    expect(logged.join('\n')).toContain('request=8f1e2d3c4b5a6978-LHR');
    expect(logged.join('\n')).not.toContain('chosen-by-client');
    expect(response.headers.has('x-request-id')).toBe(false);
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot with the usual success and stores nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM contact_submissions').first<number>('n');
    const response = await postJson('/api/contact-submissions', { ...validContact, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM contact_submissions').first<number>('n')).toBe(before);
  });
});

describe('optional Turnstile', () => {
  afterEach(() => vi.restoreAllMocks());

  async function postWithTurnstile(token: string | undefined, verdict: boolean) {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: verdict })));
    const { app } = await import('../../src/worker');
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      origin: 'https://www.pawsperity.co.uk',
      'cf-connecting-ip': '192.0.2.10',
    };
    if (token) headers['cf-turnstile-response'] = token;
    const response = await app.request(
      'https://www.pawsperity.co.uk/api/contact-submissions',
      { method: 'POST', headers, body: JSON.stringify(validContact) },
      { ...env, TURNSTILE_SECRET: 'test-secret' },
    );
    return { response, fetchSpy };
  }

  it('refuses a missing token when switched on', async () => {
    const { response } = await postWithTurnstile(undefined, true);
    await expectErrorShape(response, 403, 'bot_check_failed');
  });

  it('refuses a token that siteverify rejects', async () => {
    const { response, fetchSpy } = await postWithTurnstile('bad-token', false);
    await expectErrorShape(response, 403, 'bot_check_failed');
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('turnstile/v0/siteverify');
  });

  it('puts the widget on pages only when switched on', async () => {
    const { app } = await import('../../src/worker');
    const on = await (
      await app.request(
        'https://www.pawsperity.co.uk/',
        {},
        { ...env, TURNSTILE_SECRET: 's', TURNSTILE_SITE_KEY: 'site-key-1' },
      )
    ).text();
    expect(on).toContain('data-sitekey="site-key-1"');
    expect(on).toContain('challenges.cloudflare.com/turnstile/v0/api.js');
    const off = await (await request('/')).text();
    expect(off).not.toContain('cf-turnstile');
  });

  it('accepts a token that siteverify confirms', async () => {
    const { response } = await postWithTurnstile('good-token', true);
    expect(response.status).toBe(201);
  });
});

describe('security headers', () => {
  it('are on pages and API answers alike', async () => {
    for (const response of [await request('/'), await request('/api/nope'), await request('/missing-page')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});

describe('the one inline script', () => {
  it('is allowed by the hash of its exact text, and no other inline script is', async () => {
    const response = await request('/');
    const html = await response.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(inline[0]));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const scriptSrc = (response.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual([`'sha256-${hash}'`]);
  });
});

describe('limits that hold under abuse', () => {
  it('cuts a 5 MB chunked body off at 32 KB with 413, without reading the rest', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 5 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await request('/api/contact-submissions', {
      method: 'POST',
      // No Content-Length: the size is only known by counting what arrives.
      headers: {
        'content-type': 'application/json',
        origin: 'https://www.pawsperity.co.uk',
        'cf-connecting-ip': '192.0.2.51',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectErrorShape(response, 413, 'payload_too_large');
    // A chunk or two past the limit, never the whole body.
    expect(pulled).toBeLessThanOrEqual(4 * chunk.byteLength);
  });

  it('counts the rate limit before reading the body: a limited client is refused even with an oversized body', async () => {
    await withinOneRateLimitWindow();
    const address = '203.0.113.91';
    for (let i = 0; i < 20; i++)
      await postJson('/api/shop-notifications', { email: `flood-${i}@example.co.uk` }, { 'cf-connecting-ip': address });
    const response = await postJson(
      '/api/shop-notifications',
      { email: 'x'.repeat(40 * 1024) },
      { 'cf-connecting-ip': address },
    );
    await expectErrorShape(response, 429, 'rate_limited');
  });

  it('counts IPv6 clients by their /64: changing the last 64 bits does not buy more submissions', async () => {
    await withinOneRateLimitWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await postJson(
        '/api/shop-notifications',
        { email: `v6-${i}@example.co.uk` },
        { 'cf-connecting-ip': `2001:db8:77:1:${(i + 1).toString(16)}::1` },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another /64 is another client.
    expect(
      (
        await postJson(
          '/api/shop-notifications',
          { email: 'v6-other@example.co.uk' },
          { 'cf-connecting-ip': '2001:db8:77:2::1' },
        )
      ).status,
    ).toBe(201);
  });

  it('refuses everyone once an endpoint passes its overall ceiling, whatever the address', async () => {
    await withinOneRateLimitWindow();
    const { app } = await import('../../src/worker');
    const keys: string[] = [];
    const ceiling = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: false };
      },
    } as RateLimit;
    const response = await app.request(
      'https://www.pawsperity.co.uk/api/contact-submissions',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://www.pawsperity.co.uk',
          'cf-connecting-ip': '198.51.100.200',
        },
        body: JSON.stringify(validContact),
      },
      { ...env, FORM_ENDPOINT_CEILING: ceiling },
    );
    await expectErrorShape(response, 429, 'rate_limited');
    expect(keys).toEqual(['/api/contact-submissions']);
  });

  it('answers a POST to a page with 405 and Allow, not the 404 page', async () => {
    for (const path of ['/', '/faq', '/blog/staff-training-excellence', '/sitemap.xml']) {
      const response = await request(path, { method: 'POST', headers: { origin: 'https://www.pawsperity.co.uk' } });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await request('/no-such-page', { method: 'POST' })).status).toBe(404);
  });
});

describe('a page form refused before its endpoint runs', () => {
  it('gets a short page, never raw JSON, saying the entries are still on the previous page', async () => {
    await withinOneRateLimitWindow();
    const address = '203.0.113.93';
    const plain = (email: string) =>
      request('/api/shop-notifications', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml',
          origin: 'https://www.pawsperity.co.uk',
          'cf-connecting-ip': address,
        },
        body: new URLSearchParams({ email }).toString(),
        redirect: 'manual',
      });
    for (let i = 0; i < 20; i++) await plain(`plain-flood-${i}@example.co.uk`);
    const refused = await plain('one-too-many@example.co.uk');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const html = await refused.text();
    expect(html).toContain('<h1>Not sent yet</h1>');
    expect(html).toContain('Please wait a minute and try again.');
    expect(html).toContain('Back button');
    // A script's JSON request still gets the one error shape.
    await expectErrorShape(
      await postJson('/api/shop-notifications', { email: 'json@example.co.uk' }, { 'cf-connecting-ip': address }),
      429,
      'rate_limited',
    );
  });
});
