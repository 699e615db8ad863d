/** /training/sign-in, /training/register, the confirmation page of an emailed link, and sign-out. */
import { type Context, Hono } from 'hono';
import { siteConfig } from '../../content/site-config';
import { learnerTermsWording } from '../../content/academy';
import { database } from '../../db/client';
import { trainingUsers } from '../../db/schema';
import { signInCeilingAllowed, signInClientAllowed, signInEmailAllowed, type SignInStep } from '../../admin/auth/sign-in-rate-limit';
import { normaliseEmail } from '../../admin/auth/users';
import { emailAddress } from '../../lib/fields';
import { postedText } from '../../lib/posted-text';
import { clientKey } from '../../middleware/client-key';
import { isSameOriginPost } from '../../middleware/same-origin';
import { siteOrigin } from '../../content/site-origin';
import { renderPage } from '../../render/render-page';
import { learnerSignInEmail, noAccountEmail } from '../academy-email';
import type { MaybeLearnerEnv } from '../env';
import { sendAfterAnswer } from '../send-after-answer';
import { findLearnerByEmail } from '../learners';
import { academyForbidden, academyTooMany, renderAcademyMessage } from '../ui/AcademyMessage';
import { clearLearnerCookie, writeLearnerCookie } from './learner-cookie';
import { createLearnerSignInLink, exchangeLearnerSignInLink, learnerLinkState } from './learner-links';
import { learnerFormTokenMatches } from './learner-middleware';
import { endLearnerSession } from './learner-sessions';
import { learnerRegistrationSchema, type RegistrationErrors } from './registration';
import { ConfirmSignInPage, SignInPage } from './SignInPage';
import type { ReactElement } from 'react';

export const learnerAuthRoutes = new Hono<MaybeLearnerEnv>();

const MAX_FORM_BYTES = 4 * 1024;

/** Sign-in pages carry forms and tokens: never stored, never indexed. */
async function privatePage(page: ReactElement, status = 200): Promise<Response> {
  const response = await renderPage(page, status);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

function tooMany(): Promise<Response> {
  return academyTooMany({
    title: 'Too many sign-in attempts',
    message: 'Please wait a minute, then try again. Any link already sent still works.',
    link: { href: '/training/sign-in', text: 'Back to sign-in' },
  });
}

function clientAllowed(c: Context<MaybeLearnerEnv>, step: SignInStep): Promise<boolean> {
  return signInClientAllowed(c.env.SIGN_IN_RATE_LIMITER, step, clientKey(c.req.header('cf-connecting-ip')));
}

/** Refusals every POST here shares: another site's form, an oversized body, too many from this client. */
async function refusePost(c: Context<MaybeLearnerEnv>, step: SignInStep): Promise<Response | null> {
  if (!(await isSameOriginPost(c))) return academyForbidden('This request came from another site, so it was refused.');
  if (Number(c.req.header('content-length') ?? '0') > MAX_FORM_BYTES)
    return renderAcademyMessage(413, { title: 'Request too large', message: 'The sign-in forms send only a few short fields.' });
  if (!(await clientAllowed(c, step))) return tooMany();
  return null;
}

learnerAuthRoutes.get('/sign-in', (c) => privatePage(<SignInPage notice={c.req.query('notice') === 'signed-out' ? 'signed-out' : undefined} />));

learnerAuthRoutes.post('/sign-in', async (c) => {
  const refused = await refusePost(c, 'learner-request');
  if (refused) return refused;
  const submitted = await postedText(c, 'email');
  const parsed = emailAddress.safeParse(submitted);
  if (!parsed.success) return privatePage(<SignInPage signInEmail={submitted.slice(0, 254)} signInError={parsed.error.issues[0]?.message} />, 400);
  const email = normaliseEmail(parsed.data);
  if (!(await signInEmailAllowed(c.env.SIGN_IN_RATE_LIMITER, email, 'learner'))) return tooMany();
  const db = database(c.env.DB);
  const origin = siteOrigin(c.env);
  const ceiling = c.env.SIGN_IN_CEILING;
  await sendAfterAnswer(c, async () => {
    const learner = await findLearnerByEmail(db, email);
    if (!learner) {
      // An address without an account is told so by email, never on the page; a flood of them meets the ceiling.
      return (await signInCeilingAllowed(ceiling, 'learner-request')) ? noAccountEmail(email, origin) : null;
    }
    const token = await createLearnerSignInLink(db, learner.id);
    return learnerSignInEmail(learner.email, learner.firstName, `${origin}/training/sign-in/confirm?token=${encodeURIComponent(token)}`);
  });
  // The same answer whether or not the address has an account.
  return privatePage(<SignInPage notice="sent" />);
});

learnerAuthRoutes.post('/register', async (c) => {
  const refused = await refusePost(c, 'learner-request');
  if (refused) return refused;
  const body = await c.req.parseBody();
  const posted = Object.fromEntries(
    ['firstName', 'lastName', 'email', 'companyName', 'terms'].map((name) => [
      name,
      typeof body[name] === 'string' ? (body[name] as string).slice(0, 300) : '',
    ]),
  );
  const parsed = learnerRegistrationSchema.safeParse({ ...posted, terms: posted.terms || undefined });
  if (!parsed.success) {
    const errors: RegistrationErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in learnerRegistrationSchema.shape) errors[field as keyof RegistrationErrors] ??= issue.message;
    }
    return privatePage(<SignInPage registration={posted} registrationErrors={errors} />, 400);
  }
  const email = normaliseEmail(parsed.data.email);
  if (!(await signInEmailAllowed(c.env.SIGN_IN_RATE_LIMITER, email, 'learner'))) return tooMany();
  const db = database(c.env.DB);
  const origin = siteOrigin(c.env);
  const now = new Date();
  // The server sets status, tier, timestamps and the consent record: a demo account on the spec's defaults.
  const [created] = await db
    .insert(trainingUsers)
    .values({
      email,
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      companyName: parsed.data.companyName || null,
      subscriptionStatus: 'demo',
      subscriptionTier: 'employee',
      createdAt: now,
      consentGivenAt: now,
      consentPolicyVersion: siteConfig.privacyPolicyVersion,
      consentWording: learnerTermsWording,
    })
    .onConflictDoNothing({ target: trainingUsers.email })
    .returning({ id: trainingUsers.id });
  await sendAfterAnswer(c, async () => {
    // A new account, or an address that already had one: either way the owner of the mailbox gets a link.
    const learner = created ? { id: created.id, email, firstName: parsed.data.firstName } : await findLearnerByEmail(db, email);
    if (!learner) return null;
    const token = await createLearnerSignInLink(db, learner.id);
    return learnerSignInEmail(learner.email, learner.firstName, `${origin}/training/sign-in/confirm?token=${encodeURIComponent(token)}`);
  });
  return privatePage(<SignInPage notice="sent" />);
});

learnerAuthRoutes.get('/sign-in/confirm', async (c) => {
  const token = c.req.query('token') ?? '';
  const state = token ? await learnerLinkState(database(c.env.DB), token) : 'unknown';
  return privatePage(<ConfirmSignInPage token={token} state={state} />, state === 'valid' ? 200 : 400);
});

learnerAuthRoutes.post('/sign-in/confirm', async (c) => {
  const refused = await refusePost(c, 'learner-confirm');
  if (refused) return refused;
  const token = await postedText(c, 'token');
  const db = database(c.env.DB);
  const sessionToken = token && (await learnerLinkState(db, token)) === 'valid' ? await exchangeLearnerSignInLink(db, token) : null;
  if (!sessionToken) {
    if (token && !(await signInCeilingAllowed(c.env.SIGN_IN_CEILING, 'learner-confirm'))) return tooMany();
    return renderAcademyMessage(400, {
      title: 'Sign-in link not accepted',
      message: 'This sign-in link has expired or has already been used. Each link works once, for a short time.',
      link: { href: '/training/sign-in', text: 'Email me a new link' },
    });
  }
  writeLearnerCookie(c, sessionToken);
  return c.redirect('/training/me', 303);
});

learnerAuthRoutes.post('/sign-out', async (c) => {
  const learnerSession = c.var.learnerSession;
  if (!learnerSession) return c.redirect('/training/sign-in', 303);
  if (!(await learnerFormTokenMatches(c, learnerSession.csrfToken))) return academyForbidden();
  await endLearnerSession(database(c.env.DB), learnerSession.sessionId);
  clearLearnerCookie(c);
  return c.redirect('/training/sign-in?notice=signed-out', 303);
});
