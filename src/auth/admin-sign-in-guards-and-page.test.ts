/**
 * The back office's sign-in in workerd against the real D1: the guards every
 * /admin page and /api/admin endpoint sits behind, and the sign-in page that
 * sends a passwordless link. The links themselves and sessions:
 * src/auth/admin-sign-in-links-and-sessions.test.ts.
 */
import { withinOneRateLimitWindow } from '../../test/support/request';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../worker';
import {
  ORIGIN,
  clientAddress,
  createOwner,
  formPostingTo,
  send,
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
import { expectPrivatePage } from '../../test/support/admin-page-checks';
import { mailingBindings, recordingMailer, type SentEmail } from '../../test/support/notify';
import { textOf } from '../../test/support/page-html';

const SIGN_IN_SENDER = { name: 'Pawsperity Consulting', email: 'no-reply@pawsperity.co.uk' };
/** Who an email was from and to. */
const addressing = ({ from, to }: SentEmail) => ({ from, to });

/** The text of a page's main content: the part that must not tell a known address from an unknown one. */
const answerOf = (html: string) => textOf(html.slice(html.indexOf('<main')));

beforeEach(clearSignIns);

describe('without a session', () => {
  it('every back office page redirects to the sign-in page, with no-store, noindex and the strict CSP', async () => {
    for (const path of [
      '/admin',
      '/admin/inbox',
      '/admin/items/booking/anything',
      '/admin/data-requests',
      '/admin/inbox/export.csv',
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
    const html = await expectPrivatePage(await send('/admin/sign-in'));
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
