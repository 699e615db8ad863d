/**
 * Registration for the Academy's free demo belongs to the address: the form
 * stores a registration waiting for confirmation and emails a link; only
 * pressing Confirm on the page it opens (a POST, so mail scanners cannot)
 * makes the account, with the names typed, and signs it in.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send, sha256Hex, signedInBrowser, unique } from '../../../test/support/admin';
import { createLearner } from '../../../test/support/learner';
import { mailingBindings, recordingMailer } from '../../../test/support/notify';
import { pageText } from '../../../test/support/page-html';

interface Registered {
  response: Response;
  /** The confirmation link's token from the email, or '' when the email holds none. */
  token: string;
  text: string;
}

async function register(email: string, fields: Record<string, string> = {}): Promise<Registered> {
  const mailer = recordingMailer();
  const response = await send('/training/register', {
    form: { firstName: 'Sam', lastName: 'Okafor', email, companyName: 'Waggy Tails Daycare', terms: 'on', ...fields },
    bindings: mailingBindings(mailer),
  });
  const text = mailer.sent.map((sent) => sent.text).join('\n');
  const match = /\/training\/register\/confirm\?token=([\w%-]+)/.exec(text);
  return { response, token: match?.[1] ? decodeURIComponent(match[1]) : '', text };
}

const account = (email: string) =>
  env.DB.prepare('SELECT * FROM training_users WHERE email = ?').bind(email).first<Record<string, unknown>>();
const waiting = (email: string) =>
  env.DB.prepare('SELECT * FROM learner_registrations WHERE email = ?').bind(email).first<Record<string, unknown>>();
const confirm = (token: string, origin?: string) =>
  send('/training/register/confirm', { form: { token }, ...(origin ? { origin } : {}) });

describe('registering for the demo', () => {
  it('makes no account until the emailed link is confirmed; the page it opens uses nothing; Confirm makes it with the typed names and signs in once', async () => {
    const email = `${unique('new')}@example.co.uk`.toLowerCase();
    const { response, token, text } = await register(email.toUpperCase(), {
      subscriptionStatus: 'active',
      subscriptionTier: 'employer',
    });
    expect(response.status).toBe(200);
    expect(pageText(await response.text())).toContain('Check your email');
    expect(await account(email)).toBeNull();
    expect(text).toContain('Hello Sam,');
    expect(token.length).toBeGreaterThan(20);
    const stored = await waiting(email);
    expect(stored).toMatchObject({
      first_name: 'Sam',
      last_name: 'Okafor',
      company_name: 'Waggy Tails Daycare',
      token_hash: await sha256Hex(token),
    });
    expect(Number(stored?.expires_at) - Number(stored?.created_at)).toBe(24 * 60 * 60 * 1000);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Opening the link (as a mail scanner would, twice) shows a button and changes nothing.
    for (const _ of [1, 2]) {
      const opened = await send(`/training/register/confirm?token=${encodeURIComponent(token)}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toContain('no-store');
      expect(opened.headers.get('x-robots-tag')).toContain('noindex');
      expect(pageText(await opened.text())).toContain('Confirm and sign in');
    }
    expect(await account(email)).toBeNull();

    expect((await confirm(token, 'https://evil.example')).status).toBe(403);
    expect(await account(email)).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/training/me');
    const created = await account(email);
    // The server sets status and tier: what the form posted beside the names is ignored.
    expect(created).toMatchObject({
      first_name: 'Sam',
      last_name: 'Okafor',
      company_name: 'Waggy Tails Daycare',
      subscription_status: 'demo',
      subscription_tier: 'employee',
    });
    expect(created?.consent_given_at).toBeTypeOf('number');
    expect(String(created?.consent_wording)).toContain('privacy policy');
    expect(created?.last_login_at).toBeGreaterThan(Date.now() - 60_000);
    expect(await waiting(email)).toBeNull();
    const cookie = confirmed.headers.getSetCookie().find((value) => value.startsWith('__Host-learner_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await send('/training/me', { cookie: cookie?.split(';')[0] });
    expect(me.status).toBe(200);
    expect(pageText(await me.text())).toContain('Hello, Sam');

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    const refused = pageText(await again.text());
    expect(refused).toContain('expired or has already been used');
    expect(refused).toContain('Register again');
    expect((await send(`/training/register/confirm?token=${encodeURIComponent(token)}`)).status).toBe(400);
  });

  it('refuses an expired link, on the page and on the POST, and makes no account', async () => {
    const email = `${unique('late')}@example.co.uk`.toLowerCase();
    const { token } = await register(email);
    await env.DB.prepare('UPDATE learner_registrations SET expires_at = ? WHERE email = ?')
      .bind(Date.now() - 1, email)
      .run();
    const opened = await send(`/training/register/confirm?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(400);
    expect(pageText(await opened.text())).toContain('Register again');
    expect((await confirm(token)).status).toBe(400);
    expect(await account(email)).toBeNull();
  });

  it('replaces a waiting registration: the latest names are the ones kept, and the earlier link stops working', async () => {
    const email = `${unique('twice')}@example.co.uk`.toLowerCase();
    const first = await register(email);
    const second = await register(email, { firstName: 'Samira', lastName: 'Okoro' });
    expect((await confirm(first.token)).status).toBe(400);
    expect((await confirm(second.token)).status).toBe(303);
    expect(await account(email)).toMatchObject({ first_name: 'Samira', last_name: 'Okoro' });
  });

  it('answers an address that has an account exactly as a new one, emails it a sign-in link, and never changes its names', async () => {
    const { email } = await createLearner({ firstName: 'Priya', lastName: 'Patel' });
    const { response, token, text } = await register(email, {
      firstName: 'Mallory',
      lastName: 'Attacker',
      companyName: 'Evil Ltd',
    });
    expect(response.status).toBe(200);
    expect(pageText(await response.text())).toContain('Check your email');
    expect(token).toBe('');
    expect(text).toContain('/training/sign-in/confirm?token=');
    expect(text).toContain('Hello Priya,');
    expect(await account(email)).toMatchObject({ first_name: 'Priya', last_name: 'Patel', company_name: null });
    expect(await waiting(email)).toBeNull();
  });

  it('refuses a name that carries a web or an email address, as the form says beside the field', async () => {
    const email = `${unique('lure')}@example.co.uk`.toLowerCase();
    const { response } = await register(email, { firstName: 'Visit www.example.com' });
    expect(response.status).toBe(400);
    expect(pageText(await response.text())).toContain('First name cannot contain a web or an email address');
    expect(await waiting(email)).toBeNull();
  });

  it('a data request finds, exports and erases a waiting registration and the emails to the address, without the link', async () => {
    const email = `${unique('asks')}@example.co.uk`.toLowerCase();
    const { token } = await register(email);
    // And a "no account yet" email, whose row names the address itself.
    await send('/training/sign-in', {
      form: { email: `${unique('other')}@example.co.uk` },
      bindings: mailingBindings(recordingMailer()),
    });
    await send('/training/sign-in', {
      form: { email: ` ${email.toUpperCase()}` },
      bindings: mailingBindings(recordingMailer()),
    });
    const registrationId = String((await waiting(email))?.id);
    const owner = await signedInBrowser();
    const found = await owner.post('/admin/data-requests', { csrf: owner.csrf, email });
    expect(await found.text()).toMatch(/data-table="learner_registrations">1</);
    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email });
    const body = (await download.json()) as { tables: Record<string, Record<string, unknown>[]> };
    expect(body.tables.learner_registrations).toEqual([
      expect.objectContaining({ email, firstName: 'Sam', lastName: 'Okafor' }),
    ]);
    expect(body.tables.notification_outbox?.map((row) => row.itemKind).sort()).toEqual([
      'learner-registration',
      'no-account',
    ]);
    expect(JSON.stringify(body)).not.toContain(await sha256Hex(token));

    const erased = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email, confirmation: email });
    expect(erased.status).toBeLessThan(400);
    expect(await waiting(email)).toBeNull();
    const left = await env.DB.prepare('SELECT count(*) AS n FROM notification_outbox WHERE item_id IN (?, ?)')
      .bind(email, registrationId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await confirm(token)).status).toBe(400);
  });
});
