/**
 * The back office's sign-in and sessions in workerd against the real D1:
 * passwordless links (hash stored, 15 minutes, single use, confirmed by a
 * POST), the __Host- session cookie, expiry and extension, sign-out, and the
 * guards every /admin page and /api/admin endpoint sits behind.
 */
import { withinOneRateLimitWindow } from '../support/request';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/worker';
import {
  ORIGIN,
  clientAddress,
  createOwner,
  formPostingTo,
  issueLink,
  send,
  sessionCookieFrom,
  sha256Hex,
  signedInBrowser,
  tagsNamed,
  unique,
} from '../support/admin';
import { mailingBindings, recordingMailer, type SentEmail } from '../support/notify';
import { textOf } from '../support/page-html';

const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60 * 1000;

const SIGN_IN_SENDER = { name: 'Pawsperity Consulting', email: 'no-reply@pawsperity.co.uk' };
/** Who an email was from and to. */
const addressing = ({ from, to }: SentEmail) => ({ from, to });

/** The ceiling for every client together (wrangler.toml: 60 a minute per key), as a stub that keeps the keys it was asked about. */
const SIGN_IN_CEILING = 60;
function countingCeiling() {
  const keys: string[] = [];
  const binding = {
    limit: async ({ key }: { key: string }) => {
      keys.push(key);
      return { success: keys.filter((counted) => counted === key).length <= SIGN_IN_CEILING };
    },
  } as RateLimit;
  return { keys, binding };
}

/** The text of a page's main content: the part that must not tell a known address from an unknown one. */
const answerOf = (html: string) => textOf(html.slice(html.indexOf('<main')));

async function linkRows(userId: string) {
  return (
    await env.DB.prepare('SELECT * FROM sign_in_links WHERE user_id = ?')
      .bind(userId)
      .all<{ token_hash: string; expires_at: number; created_at: number; used_at: number | null }>()
  ).results;
}

async function sessionRows(userId: string) {
  return (
    await env.DB.prepare("SELECT sid, expire FROM sessions WHERE json_extract(sess, '$.userId') = ?")
      .bind(userId)
      .all<{ sid: string; expire: number }>()
  ).results;
}

/**
 * The limiter counts in one-minute windows of the clock: a run of rapid posts
 * starts with a few seconds of its window left, so all of them fall in one.
 */
async function freshRateWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM sessions').run();
  await env.DB.prepare('DELETE FROM sign_in_links').run();
});

describe('without a session', () => {
  it('every back office page redirects to the sign-in page, with no-store, noindex and the strict CSP', async () => {
    for (const path of [
      '/admin',
      '/admin/items/booking/anything',
      '/admin/data-requests',
      '/admin/export.csv',
      '/admin/availability',
      '/admin/calendar',
      '/admin/learners',
      '/admin/learners/1',
    ]) {
      const response = await send(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe('/admin/sign-in');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toContain('noindex');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
  });

  it('every back office action redirects to sign-in and changes nothing', async () => {
    for (const path of [
      '/admin/items/booking/x/status',
      '/admin/items/booking/x/notes',
      '/admin/sign-out',
      '/admin/data-requests/erase',
      '/admin/availability/pattern',
      '/admin/availability/notice',
      '/admin/availability/blocks',
      '/admin/availability/blocks/x/remove',
      '/admin/availability/bank-holidays',
      '/admin/calendar/feed',
      '/admin/learners/1/subscription',
      '/admin/learners/1/certificates/1/revoke',
    ]) {
      const response = await send(path, {
        form: {
          csrf: 'guess',
          to: 'confirmed',
          from: 'pending',
          body: 'x',
          email: 'a@example.co.uk',
          confirmation: 'a@example.co.uk',
        },
      });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe('/admin/sign-in');
    }
  });

  it('/api/admin answers 401 in the one JSON error shape, not stored, not indexed', async () => {
    for (const path of ['/api/admin/inbox', '/api/admin/items/booking/x']) {
      const response = await send(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error.code).toBe('unauthorised');
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });

  it('a trailing slash leads to the same page', async () => {
    const browser = await signedInBrowser();
    const response = await browser.get('/admin/data-requests/');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', 'https://x.example').pathname).toBe('/admin/data-requests');
  });

  it('a made-up session cookie is treated as no session', async () => {
    const response = await send('/admin', { cookie: '__Host-admin_session=not-a-real-token' });
    expect(response.status).toBe(303);
    expect((await send('/api/admin/inbox', { cookie: '__Host-admin_session=not-a-real-token' })).status).toBe(401);
  });
});

describe('the sign-in page', () => {
  it('asks for an email address in a labelled field, with meta robots noindex and no script at all', async () => {
    const response = await send('/admin/sign-in');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toMatch(/<script/);
    expect(html).toMatch(/<label for="sign-in-email"[^>]*>Email address<\/label>/);
    expect(tagsNamed(html, 'input').find((input) => input.id === 'sign-in-email')).toMatchObject({
      name: 'email',
      type: 'email',
      autocomplete: 'email',
    });
    expect(formPostingTo(html, '/admin/sign-in')).toBeDefined();
    expect(textOf(html)).toContain('Email me a sign-in link');
  });

  it('a known address gets one link by email (only its hash stored, 15 minutes); an unknown one gets the same answer and no email', async () => {
    const email = `${unique('known')}@example.co.uk`;
    const userId = await createOwner(email);
    const known = recordingMailer();
    const context = createExecutionContext();
    const knownResponse = await app.request(
      `${ORIGIN}/admin/sign-in`,
      {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
          'cf-connecting-ip': clientAddress(),
        },
        body: new URLSearchParams({ email: `  ${email.toUpperCase()} ` }).toString(),
      },
      { ...env, ...mailingBindings(known) },
      context,
    );
    await waitOnExecutionContext(context);
    expect(knownResponse.status).toBe(200);
    expect(known.sent.map(addressing)).toEqual([{ from: SIGN_IN_SENDER, to: email }]);
    const links = await linkRows(userId);
    expect(links).toHaveLength(1);
    // The emailed link carries the token whose hash was stored.
    const token =
      new URL(/https:\/\/\S+/.exec(known.sent[0]?.text ?? '')?.[0] ?? 'https://none').searchParams.get('token') ?? '';
    expect(await sha256Hex(token)).toBe(links[0]?.token_hash);
    expect(links[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(links[0]?.used_at).toBeNull();
    expect((links[0]?.expires_at ?? 0) - (links[0]?.created_at ?? 0)).toBe(15 * 60 * 1000);

    const unknown = recordingMailer();
    const unknownResponse = await send('/admin/sign-in', {
      form: { email: `${unique('nobody')}@example.co.uk` },
      bindings: mailingBindings(unknown),
    });
    expect(unknownResponse.status).toBe(200);
    expect(unknown.sent).toEqual([]);
    const answer = (html: string) => textOf(html.slice(html.indexOf('<main')));
    expect(answer(await unknownResponse.text())).toBe(answer(await knownResponse.text()));
    expect(
      answer(
        await (await send('/admin/sign-in', { form: { email }, bindings: mailingBindings(recordingMailer()) })).text(),
      ),
    ).toContain('Check your email');
  });

  it('shows an error for an address that is not an email address, and sends nothing', async () => {
    const mailer = recordingMailer();
    const response = await send('/admin/sign-in', {
      form: { email: 'not an address' },
      bindings: mailingBindings(mailer),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/aria-invalid="true"/);
    expect(textOf(html)).toContain('Enter a valid email address');
    expect(mailer.sent).toEqual([]);
  });

  it('refuses a sign-in request posted from another site', async () => {
    const email = `${unique('cross')}@example.co.uk`;
    const userId = await createOwner(email);
    const mailer = recordingMailer();
    const response = await send('/admin/sign-in', {
      form: { email },
      origin: 'https://evil.example',
      bindings: mailingBindings(mailer),
    });
    expect(response.status).toBe(403);
    expect(mailer.sent).toEqual([]);
    expect(await linkRows(userId)).toHaveLength(0);
  });

  it('limits sign-in requests per client address and per email address (5 a minute)', async () => {
    await withinOneRateLimitWindow();
    // The limiter counts in fixed one-minute windows; eleven requests put six in one window even if a window ends mid-test.
    const clientIp = clientAddress();
    const perClient: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      perClient.push(
        (await send('/admin/sign-in', { form: { email: `${unique('spray')}@example.co.uk` }, clientIp })).status,
      );
    }
    expect(perClient.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(perClient).toContain(429);

    const email = `${unique('target')}@example.co.uk`;
    const perEmail: Response[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) perEmail.push(await send('/admin/sign-in', { form: { email } }));
    expect(perEmail.slice(0, 5).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const limited = perEmail.find((response) => response.status === 429);
    expect(limited?.headers.get('retry-after')).toBe('60');
    expect(textOf((await limited?.text()) ?? '')).toContain('Too many sign-in requests');
  });

  it('counts every post from a client before reading it: the 6th in a minute is refused, even when none was an email address', async () => {
    await withinOneRateLimitWindow();
    await freshRateWindow();
    const clientIp = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await send('/admin/sign-in', { form: { email: 'not an address' }, clientIp })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const mailer = recordingMailer();
    const email = `${unique('after-junk')}@example.co.uk`;
    const userId = await createOwner(email);
    const sixth = await send('/admin/sign-in', { form: { email }, clientIp, bindings: mailingBindings(mailer) });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('60');
    expect(textOf(await sixth.text())).toContain('Too many sign-in requests');
    expect(mailer.sent).toEqual([]);
    expect(await linkRows(userId)).toHaveLength(0);
  }, 15_000);

  it('counts only requests for addresses that are not an owner’s towards the ceiling: past it, the answer is unchanged and the owner still gets their link', async () => {
    const ceiling = countingCeiling();
    const mailer = recordingMailer();
    const bindings = mailingBindings(mailer, { SIGN_IN_CEILING: ceiling.binding });
    const logged: string[] = [];
    const warn = vi
      .spyOn(console, 'warn')
      .mockImplementation((...parts: unknown[]) => void logged.push(parts.map(String).join(' ')));
    const unknownAnswers: string[] = [];
    const unknownAddresses = Array.from({ length: SIGN_IN_CEILING + 3 }, () => `${unique('stranger')}@example.co.uk`);
    for (const address of unknownAddresses) {
      const response = await send('/admin/sign-in', { form: { email: address }, bindings });
      expect(response.status).toBe(200);
      unknownAnswers.push(answerOf(await response.text()));
    }
    expect(ceiling.keys).toEqual(Array(unknownAddresses.length).fill('sign-in:request'));

    const email = `${unique('flooded')}@example.co.uk`;
    const userId = await createOwner(email);
    const ownRequest = await send('/admin/sign-in', { form: { email }, bindings });
    warn.mockRestore();
    expect(ownRequest.status).toBe(200);
    expect(mailer.sent.map(addressing)).toEqual([{ from: SIGN_IN_SENDER, to: email }]);
    expect(await linkRows(userId)).toHaveLength(1);
    // The owner's request was not counted, and every answer reads the same, before and past the ceiling.
    expect(ceiling.keys).toHaveLength(unknownAddresses.length);
    const ownAnswer = answerOf(await ownRequest.text());
    expect(ownAnswer).toContain('Check your email');
    expect(new Set([...unknownAnswers, ownAnswer])).toEqual(new Set([ownAnswer]));
    // Past the ceiling the flood is logged, without the addresses.
    expect(logged.filter((line) => line.startsWith('sign_in_ceiling_reached step=request'))).toHaveLength(3);
    for (const address of unknownAddresses) expect(logged.join('\n')).not.toContain(address);
  });

  it('counts an IPv6 client by its /64: new addresses in the same network do not buy more requests', async () => {
    await withinOneRateLimitWindow();
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:9`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await send('/admin/sign-in', {
            form: { email: `${unique('v6')}@example.co.uk` },
            clientIp: `${network}::${(attempt + 1).toString(16)}`,
          })
        ).status,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('a sign-in link', () => {
  it('opens a page with a Sign in button and is not used up by opening it (mail scanners fetch links)', async () => {
    const userId = await createOwner(`${unique('scan')}@example.co.uk`);
    const token = await issueLink(userId);
    for (let fetches = 0; fetches < 3; fetches += 1) {
      const response = await send(`/admin/sign-in/confirm?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(formPostingTo(html, '/admin/sign-in/confirm')).toBeDefined();
      expect(html).toMatch(/<button type="submit" class="[^"]*">Sign in<\/button>/);
      expect(tagsNamed(html, 'input').find((input) => input.name === 'token')).toMatchObject({
        type: 'hidden',
        value: token,
      });
    }
    expect((await linkRows(userId))[0]?.used_at).toBeNull();
    expect(await sessionRows(userId)).toHaveLength(0);
  });

  it('pressing Sign in starts a 14-day session in a __Host- cookie (HttpOnly, Secure, SameSite=Lax, Path=/), storing only its SHA-256', async () => {
    const userId = await createOwner(`${unique('session')}@example.co.uk`);
    const token = await issueLink(userId);
    const response = await send('/admin/sign-in/confirm', { form: { token } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin');
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43}; /);
    const attributes = (cookie ?? '')
      .split('; ')
      .slice(1)
      .map((attribute) => attribute.toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['max-age=1209600', 'path=/', 'httponly', 'secure', 'samesite=lax']),
    );
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);

    const value = sessionCookieFrom(response) ?? '';
    const [session, ...more] = await sessionRows(userId);
    expect(more).toEqual([]);
    expect(session?.sid).toBe(await sha256Hex(value));
    expect(session?.sid).not.toContain(value);
    expect(Math.abs((session?.expire ?? 0) - (Date.now() + FOURTEEN_DAYS_MS))).toBeLessThan(60_000);
    const raw = JSON.stringify(await env.DB.prepare('SELECT * FROM sessions').all());
    expect(raw).not.toContain(value);

    const inbox = await send('/admin', { cookie: `__Host-admin_session=${value}` });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('cache-control')).toBe('no-store');
    expect(textOf(await inbox.text())).toContain('Signed in as Olivia Owner');
  });

  it('works once: the same link pressed again starts no second session', async () => {
    const userId = await createOwner(`${unique('reuse')}@example.co.uk`);
    const token = await issueLink(userId);
    expect((await send('/admin/sign-in/confirm', { form: { token } })).status).toBe(303);
    const again = await send('/admin/sign-in/confirm', { form: { token } });
    expect(again.status).toBe(400);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(textOf(await again.text())).toContain('This sign-in link has expired or has already been used');
    expect(textOf(await (await send(`/admin/sign-in/confirm?token=${token}`)).text())).toContain(
      'This sign-in link has already been used',
    );
    expect(await sessionRows(userId)).toHaveLength(1);
  });

  it('used from a second browser: whichever presses Sign in first gets the session, the other is refused', async () => {
    const userId = await createOwner(`${unique('two-browsers')}@example.co.uk`);
    const token = await issueLink(userId);
    // Both browsers open the link; then both press Sign in at the same moment.
    const [pageA, pageB] = await Promise.all([
      send(`/admin/sign-in/confirm?token=${token}`),
      send(`/admin/sign-in/confirm?token=${token}`),
    ]);
    expect([pageA.status, pageB.status]).toEqual([200, 200]);
    const results = await Promise.all([
      send('/admin/sign-in/confirm', { form: { token } }),
      send('/admin/sign-in/confirm', { form: { token } }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([303, 400]);
    expect(results.filter((response) => sessionCookieFrom(response))).toHaveLength(1);
    expect(await sessionRows(userId)).toHaveLength(1);

    // And later, from a third browser.
    expect((await send('/admin/sign-in/confirm', { form: { token } })).status).toBe(400);
  });

  it('expires after 15 minutes', async () => {
    const userId = await createOwner(`${unique('late')}@example.co.uk`);
    const token = await issueLink(userId, { expiresInMs: -1000 });
    const page = await send(`/admin/sign-in/confirm?token=${token}`);
    expect(page.status).toBe(400);
    expect(textOf(await page.text())).toContain('This sign-in link has expired.');
    const response = await send('/admin/sign-in/confirm', { form: { token } });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionRows(userId)).toHaveLength(0);
  });

  it('a made-up token is refused', async () => {
    expect((await send('/admin/sign-in/confirm', { form: { token: 'made-up' } })).status).toBe(400);
    expect((await send('/admin/sign-in/confirm?token=made-up')).status).toBe(400);
  });

  it('pressing Sign in from another site is refused (no Origin, or a foreign one)', async () => {
    const userId = await createOwner(`${unique('csrf-link')}@example.co.uk`);
    const token = await issueLink(userId);
    expect((await send('/admin/sign-in/confirm', { form: { token }, origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await send('/admin/sign-in/confirm', { form: { token }, origin: null })).status).toBe(403);
    expect(
      (await send('/admin/sign-in/confirm', { form: { token }, headers: { 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
    expect(await sessionRows(userId)).toHaveLength(0);
    // The link still works from our own page.
    expect((await send('/admin/sign-in/confirm', { form: { token } })).status).toBe(303);
  });

  it('stops a flood of failed presses at the ceiling, and never refuses a valid link: only presses that fail are counted', async () => {
    await withinOneRateLimitWindow();
    const ceiling = countingCeiling();
    const ownerId = await createOwner(`${unique('flooded-owner')}@example.co.uk`);
    const expired = await issueLink(ownerId, { expiresInMs: -1000 });
    const used = await issueLink(ownerId, { usedAt: Date.now() - 1000 });
    const failing = [expired, used, ...Array.from({ length: SIGN_IN_CEILING + 2 }, (_, index) => `made-up-${index}`)];
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (const token of failing) {
      const response = await send('/admin/sign-in/confirm', {
        form: { token },
        bindings: { SIGN_IN_CEILING: ceiling.binding },
      });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    // Every client is a new one, so only the ceiling refuses: the first 60 failures are told so, the rest get 429.
    expect(statuses.slice(0, SIGN_IN_CEILING)).toEqual(Array(SIGN_IN_CEILING).fill(400));
    expect(statuses.slice(SIGN_IN_CEILING)).toEqual(Array(failing.length - SIGN_IN_CEILING).fill(429));
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(textOf((await refused?.text()) ?? '')).toContain('Too many sign-in attempts');
    expect(ceiling.keys).toEqual(Array(failing.length).fill('sign-in:confirm'));

    // Past the ceiling, the owner's own link still signs them in, and is not counted.
    const token = await issueLink(ownerId);
    const press = await send('/admin/sign-in/confirm', {
      form: { token },
      bindings: { SIGN_IN_CEILING: ceiling.binding },
    });
    expect(press.status).toBe(303);
    expect(sessionCookieFrom(press)).toBeDefined();
    expect(ceiling.keys).toHaveLength(failing.length);
  });

  it('pressing Sign in is limited per client too: the 6th press in a minute is refused before the link is looked at', async () => {
    await withinOneRateLimitWindow();
    await freshRateWindow();
    const clientIp = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await send('/admin/sign-in/confirm', { form: { token: `guess-${attempt}` }, clientIp })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const userId = await createOwner(`${unique('limited-press')}@example.co.uk`);
    const token = await issueLink(userId);
    const sixth = await send('/admin/sign-in/confirm', { form: { token }, clientIp });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('60');
    expect(sixth.headers.getSetCookie()).toEqual([]);
    expect(textOf(await sixth.text())).toContain('Too many sign-in attempts');
    expect(await sessionRows(userId)).toHaveLength(0);
    // The refused press did not use the link up.
    expect((await linkRows(userId))[0]?.used_at).toBeNull();
    expect((await send('/admin/sign-in/confirm', { form: { token } })).status).toBe(303);
  }, 15_000);

  it('does not sign in a user whose access has been disabled', async () => {
    const userId = await createOwner(`${unique('disabled')}@example.co.uk`);
    const token = await issueLink(userId);
    await env.DB.prepare('INSERT INTO user_access (user_id, disabled_at) VALUES (?, ?)').bind(userId, Date.now()).run();
    expect((await send('/admin/sign-in/confirm', { form: { token } })).status).toBe(400);
  });
});

describe('a session', () => {
  it('has expired after its 14 days: the browser is sent to sign in again', async () => {
    const browser = await signedInBrowser();
    await env.DB.prepare("UPDATE sessions SET expire = ? WHERE json_extract(sess, '$.userId') = ?")
      .bind(Date.now() - 1000, browser.userId)
      .run();
    const response = await browser.get('/admin');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/sign-in');
    expect((await browser.get('/api/admin/inbox')).status).toBe(401);
    expect((await browser.post('/admin/sign-out', { csrf: browser.csrf })).headers.get('location')).toBe(
      '/admin/sign-in',
    );
  });

  it('is extended while in use: back to 14 days, and the cookie is sent again', async () => {
    const browser = await signedInBrowser();
    await env.DB.prepare("UPDATE sessions SET expire = ? WHERE json_extract(sess, '$.userId') = ?")
      .bind(Date.now() + 24 * 60 * 60 * 1000, browser.userId)
      .run();
    const response = await browser.get('/admin');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/^__Host-admin_session=.*Max-Age=1209600/);
    const [session] = await sessionRows(browser.userId);
    expect(Math.abs((session?.expire ?? 0) - (Date.now() + FOURTEEN_DAYS_MS))).toBeLessThan(60_000);
  });

  it('ends when its user is disabled', async () => {
    const browser = await signedInBrowser();
    await env.DB.prepare('INSERT INTO user_access (user_id, disabled_at) VALUES (?, ?)')
      .bind(browser.userId, Date.now())
      .run();
    expect((await browser.get('/admin')).status).toBe(303);
  });

  it('Sign out ends this session only and clears the cookie', async () => {
    const email = `${unique('leaver')}@example.co.uk`;
    const userId = await createOwner(email);
    const laptop = await signedInBrowser(email, userId);
    const phone = await signedInBrowser(email, userId);
    const response = await laptop.post('/admin/sign-out', { csrf: laptop.csrf });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/sign-in?notice=signed-out');
    expect(response.headers.getSetCookie().join()).toMatch(/^__Host-admin_session=;.*Max-Age=0/);
    expect((await laptop.get('/admin')).status).toBe(303);
    expect((await phone.get('/admin')).status).toBe(200);
    expect(await sessionRows(userId)).toHaveLength(1);
    expect(textOf(await (await send('/admin/sign-in?notice=signed-out')).text())).toContain('You have signed out.');
  });

  it('Sign out everywhere ends every session of that user, and no one else’s', async () => {
    const email = `${unique('everywhere')}@example.co.uk`;
    const userId = await createOwner(email);
    const laptop = await signedInBrowser(email, userId);
    const phone = await signedInBrowser(email, userId);
    const colleague = await signedInBrowser();
    const response = await phone.post('/admin/sign-out-everywhere', { csrf: phone.csrf });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/sign-in?notice=signed-out-everywhere');
    expect((await laptop.get('/admin')).status).toBe(303);
    expect((await phone.get('/admin')).status).toBe(303);
    expect(await sessionRows(userId)).toHaveLength(0);
    expect((await colleague.get('/admin')).status).toBe(200);
  });

  it('signing out needs the CSRF token and our own Origin', async () => {
    const browser = await signedInBrowser();
    expect((await browser.post('/admin/sign-out', {})).status).toBe(403);
    expect((await browser.post('/admin/sign-out', { csrf: 'wrong' })).status).toBe(403);
    expect(
      (await browser.post('/admin/sign-out', { csrf: browser.csrf }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await browser.post('/admin/sign-out', { csrf: browser.csrf }, { origin: null })).status).toBe(403);
    expect((await browser.get('/admin')).status).toBe(200);
  });

  it('each session has its own CSRF token; one session’s token does not work in another', async () => {
    const first = await signedInBrowser();
    const second = await signedInBrowser();
    expect(first.csrf).not.toBe(second.csrf);
    expect((await first.post('/admin/sign-out', { csrf: second.csrf })).status).toBe(403);
  });
});
