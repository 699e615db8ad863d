/**
 * The Training Academy through the whole Worker against the real D1: learner
 * sign-in, demo registration's messages, and access by tier.
 * Saved progress, quizzes and completion: academy-progress.test.ts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FIRST_AID, json } from '../../test/support/academy-modules';
import { randomToken, send, sha256Hex, unique } from '../../test/support/admin';
import {
  createLearner,
  getAsLearner,
  inAYear,
  postAsLearner,
  signedInLearner,
  type TestLearner,
} from '../../test/support/learner';
import { recordingMailer, mailingBindings } from '../../test/support/notify';

const SECOND_FIRST_AID = '/training/module/canine-emergencies-heatstroke-choking-bleeding-bloat';
const EMPLOYER_MODULE = '/training/module/fair-terms-and-consumer-law';

describe('learner sign-in', () => {
  it('emails a one-time link whose hash alone is stored; opening it changes nothing; pressing Sign in starts a learner session once', async () => {
    const learner = await createLearner({ firstName: 'Priya' });
    const mailer = recordingMailer();
    const asked = await send('/training/sign-in', {
      form: { email: learner.email.toUpperCase() },
      bindings: mailingBindings(mailer),
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Check your email');
    expect(mailer.sent).toHaveLength(1);
    const link = /https?:\/\/\S+\/training\/sign-in\/confirm\?token=([\w-]+)/.exec(mailer.sent[0]?.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    const stored = await env.DB.prepare(
      'SELECT token_hash, expires_at - created_at AS life FROM learner_sign_in_links WHERE learner_id = ?',
    )
      .bind(learner.id)
      .first<{ token_hash: string; life: number }>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));
    expect(stored?.life).toBe(15 * 60 * 1000);
    expect(JSON.stringify(await env.DB.prepare('SELECT * FROM learner_sign_in_links').all())).not.toContain(token);

    const opened = await send(`/training/sign-in/confirm?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Press the button to sign in');
    const confirmed = await send('/training/sign-in/confirm', { form: { token } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/training/me');
    const cookie = confirmed.headers.getSetCookie().find((value) => value.startsWith('__Host-learner_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const signedIn = await env.DB.prepare('SELECT last_login_at FROM training_users WHERE id = ?')
      .bind(learner.id)
      .first<{ last_login_at: number | null }>();
    expect(signedIn?.last_login_at).toBeGreaterThan(Date.now() - 60_000);

    const me = await send('/training/me', { cookie: cookie?.split(';')[0] });
    expect(me.status).toBe(200);
    expect(await me.text()).toContain('Hello, Priya');
    // The same link again: used.
    expect((await send('/training/sign-in/confirm', { form: { token } })).status).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and emails it how to register instead', async () => {
    const mailer = recordingMailer();
    const response = await send('/training/sign-in', {
      form: { email: `${unique('nobody')}@example.co.uk` },
      bindings: mailingBindings(mailer),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Check your email');
    expect(mailer.sent[0]?.text).toContain('/training/sign-in#register');
    expect(mailer.sent[0]?.text).not.toContain('confirm?token=');
  });

  it('refuses an expired link and a sign-in post from another site', async () => {
    const learner = await createLearner();
    const token = randomToken();
    const past = Date.now() - 60 * 60 * 1000;
    await env.DB.prepare(
      'INSERT INTO learner_sign_in_links (token_hash, learner_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
      .bind(await sha256Hex(token), learner.id, past, past + 15 * 60 * 1000)
      .run();
    expect((await send('/training/sign-in/confirm', { form: { token } })).status).toBe(400);
    expect(
      (await send('/training/sign-in', { form: { email: learner.email }, origin: 'https://evil.example' })).status,
    ).toBe(403);
  });

  it("keeps the two audiences apart: a learner's session never opens the back office, an owner's never the learner pages", async () => {
    const learner = await signedInLearner();
    const admin = await send('/admin', { cookie: learner.cookie });
    expect(admin.status).toBe(303);
    expect(admin.headers.get('location')).toBe('/admin/sign-in');
    const stranger = await send('/training/me');
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toContain('/training/sign-in');
  });

  it('signs out with a POST carrying the form token, and the session is gone', async () => {
    const learner = await signedInLearner();
    expect((await postAsLearner(learner, '/training/sign-out', { csrf: 'wrong' })).status).toBe(403);
    const out = await postAsLearner(learner, '/training/sign-out');
    expect(out.status).toBe(303);
    expect((await getAsLearner(learner, '/training/me')).status).toBe(303);
  });
});

describe('demo registration', () => {
  // Registration by confirmation link: src/academy/auth/academy-registration.test.ts.
  it('answers a form without names or the terms with the messages beside the fields, keeping what was typed', async () => {
    const response = await send('/training/register', {
      form: { firstName: '', lastName: 'Okafor', email: 'sam@example.co.uk' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('First name is required');
    expect(html).toContain('Please accept the terms to register');
    expect(html).toContain('value="Okafor"');
  });
});

describe('access by tier', () => {
  const visit = async (path: string, learner?: TestLearner) => {
    const response = learner ? await getAsLearner(learner, path) : await send(path);
    return { status: response.status, html: await response.text() };
  };
  const isOpen = (html: string) =>
    html.includes('data-island="training-module-reader"') || html.includes('Mark Complete');
  const isLocked = (html: string) => html.includes('data-locked-module') && html.includes('What this module covers');

  it('opens the first module of each employee course to visitors and the demo, and shows the rest locked (never a 404)', async () => {
    const demo = await signedInLearner();
    for (const who of [undefined, demo]) {
      const first = await visit(FIRST_AID, who);
      expect(first.status).toBe(200);
      expect(isOpen(first.html)).toBe(true);
      const second = await visit(SECOND_FIRST_AID, who);
      expect(second.status).toBe(200);
      expect(isLocked(second.html)).toBe(true);
      expect(second.html).toContain('Employee subscription');
      const employer = await visit(EMPLOYER_MODULE, who);
      expect(employer.status).toBe(200);
      expect(isLocked(employer.html)).toBe(true);
      expect(employer.html).toContain('Employer subscription');
    }
  });

  it('opens every employee module to an active employee subscription, and the employer courses only to an employer', async () => {
    const employee = await signedInLearner({ status: 'active', tier: 'employee', expiry: inAYear() });
    expect(isOpen((await visit(SECOND_FIRST_AID, employee)).html)).toBe(true);
    expect(isLocked((await visit(EMPLOYER_MODULE, employee)).html)).toBe(true);
    const employer = await signedInLearner({ status: 'active', tier: 'employer', expiry: null });
    expect(isOpen((await visit(EMPLOYER_MODULE, employer)).html)).toBe(true);
    expect(isOpen((await visit(SECOND_FIRST_AID, employer)).html)).toBe(true);
  });

  it('falls back to the demo when the subscription has expired or is not active', async () => {
    const expired = await signedInLearner({ status: 'active', tier: 'employer', expiry: Date.now() - 1000 });
    expect(isLocked((await visit(SECOND_FIRST_AID, expired)).html)).toBe(true);
    expect(isLocked((await visit(EMPLOYER_MODULE, expired)).html)).toBe(true);
    expect(isOpen((await visit(FIRST_AID, expired)).html)).toBe(true);
    const cancelled = await signedInLearner({ status: 'cancelled', tier: 'employee', expiry: inAYear() });
    expect(isLocked((await visit(SECOND_FIRST_AID, cancelled)).html)).toBe(true);
  });

  it('refuses progress and quiz posts for a locked module', async () => {
    const demo = await signedInLearner();
    expect((await postAsLearner(demo, `${SECOND_FIRST_AID}/progress`, { mark: '0' }, json)).status).toBe(403);
    expect((await postAsLearner(demo, `${SECOND_FIRST_AID}/quiz`, { section: '3', q0: '0' }, json)).status).toBe(403);
  });

  it('serves the API with locked modules as titles only, by who asks', async () => {
    const employee = await signedInLearner({ status: 'active', tier: 'employee', expiry: inAYear() });
    const mine = (await (
      await getAsLearner(employee, '/api/training/modules/canine-emergencies-heatstroke-choking-bleeding-bloat')
    ).json()) as {
      locked: boolean;
      content: { sections: { content: string }[] };
    };
    expect(mine.locked).toBe(false);
    expect(mine.content.sections.every((section) => section.content.length > 0)).toBe(true);
    const asked = await send('/api/training/modules/canine-emergencies-heatstroke-choking-bleeding-bloat');
    // What it holds depends on who asks: never kept by a shared cache.
    expect(asked.headers.get('cache-control')).toBe('private, no-cache');
    expect(asked.headers.get('vary')).toContain('Cookie');
    const anyone = (await asked.json()) as typeof mine;
    expect(anyone.locked).toBe(true);
    expect(anyone.content.sections.every((section) => section.content === '')).toBe(true);
  });
});
