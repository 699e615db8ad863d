/**
 * The back office's sessions in workerd against the real D1: passwordless
 * links (hash stored, 15 minutes, single use, confirmed by a POST), the
 * __Host- session cookie, expiry and extension, and sign-out. The guards and
 * the sign-in page: src/auth/admin-sign-in-guards-and-page.test.ts.
 */
import { withinOneRateLimitWindow } from '../../test/support/request';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
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
} from '../../test/support/admin';
import {
  SIGN_IN_CEILING,
  clearSignIns,
  countingCeiling,
  freshRateWindow,
  linkRows,
} from '../../test/support/admin-sign-in';
import { textOf } from '../../test/support/page-html';

const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60 * 1000;

async function sessionRows(userId: string) {
  return (
    await env.DB.prepare("SELECT sid, expire FROM sessions WHERE json_extract(sess, '$.userId') = ?")
      .bind(userId)
      .all<{ sid: string; expire: number }>()
  ).results;
}

beforeEach(clearSignIns);

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

    const inbox = await send('/admin/inbox', { cookie: `__Host-admin_session=${value}` });
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
    const response = await browser.get('/admin/inbox');
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
    const response = await browser.get('/admin/inbox');
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
    expect((await browser.get('/admin/inbox')).status).toBe(303);
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
    expect((await laptop.get('/admin/inbox')).status).toBe(303);
    expect((await phone.get('/admin/inbox')).status).toBe(200);
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
    expect((await laptop.get('/admin/inbox')).status).toBe(303);
    expect((await phone.get('/admin/inbox')).status).toBe(303);
    expect(await sessionRows(userId)).toHaveLength(0);
    expect((await colleague.get('/admin/inbox')).status).toBe(200);
  });

  it('signing out needs the CSRF token and our own Origin', async () => {
    const browser = await signedInBrowser();
    expect((await browser.post('/admin/sign-out', {})).status).toBe(403);
    expect((await browser.post('/admin/sign-out', { csrf: 'wrong' })).status).toBe(403);
    expect(
      (await browser.post('/admin/sign-out', { csrf: browser.csrf }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await browser.post('/admin/sign-out', { csrf: browser.csrf }, { origin: null })).status).toBe(403);
    expect((await browser.get('/admin/inbox')).status).toBe(200);
  });

  it('each session has its own CSRF token; one session’s token does not work in another', async () => {
    const first = await signedInBrowser();
    const second = await signedInBrowser();
    expect(first.csrf).not.toBe(second.csrf);
    expect((await first.post('/admin/sign-out', { csrf: second.csrf })).status).toBe(403);
  });
});
