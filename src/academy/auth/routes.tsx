/** /training/sign-in, /training/register, the confirmation page of an emailed link, and sign-out. */
import { ITEM_KIND } from '../../db/item-kinds';
import { type Context, Hono } from 'hono';
import { database } from '../../db/client';
import { signInCeilingAllowed, signInEmailAllowed, type SignInStep } from '../../auth/sign-in-rate-limit';
import { normaliseEmail } from '../../auth/users';
import { emailAddress } from '../../lib/fields';
import { postedText } from '../../lib/posted-text';
import { refusedSignInPost } from '../../middleware/sign-in-post';
import { londonWallClock } from '../../lib/london-time';
import { privatePage } from '../ui/private-page';
import type { MaybeLearnerEnv } from '../../auth/learner-env';
import { type QueuedEmail, queueAfterAnswer } from '../../notify/queue-after-answer';
import { findLearnerByEmail } from '../learners';
import { academyForbidden, academyTooMany, renderAcademyMessage } from '../ui/AcademyMessage';
import { clearLearnerCookie, writeLearnerCookie } from '../../auth/learner-session-cookie';
import { exchangeLearnerSignInLink, learnerLinkState } from '../../auth/learner-links';
import { confirmRegistration, registrationLinkState, saveRegistration } from '../../auth/learner-registrations';
import { ConfirmRegistrationPage } from './ConfirmRegistrationPage';
import { learnerFormTokenMatches } from './learner-middleware';
import { endSession } from '../../auth/sessions';
import { learnerRegistrationSchema, type RegistrationErrors } from './registration';
import { learnerTermsWording } from '../content/academy';
import { ConfirmSignInPage, SignInPage } from './SignInPage';

export const learnerAuthRoutes = new Hono<MaybeLearnerEnv>();

const MAX_FORM_BYTES = 4 * 1024;

function tooMany(): Promise<Response> {
  return academyTooMany({
    title: 'Too many sign-in attempts',
    message: 'Please wait a minute, then try again. Any link already sent still works.',
    link: { href: '/training/sign-in', text: 'Back to sign-in' },
  });
}

/** Refusals every POST here shares: another site's form, an oversized body, too many from this client. */
function refusePost(c: Context<MaybeLearnerEnv>, step: SignInStep): Promise<Response | null> {
  return refusedSignInPost(c, step, MAX_FORM_BYTES, {
    crossSite: () => academyForbidden('This request came from another site, so it was refused.'),
    tooLarge: () =>
      renderAcademyMessage(413, {
        title: 'Request too large',
        message: 'The sign-in forms send only a few short fields.',
      }),
    tooMany,
  });
}

/** A sign-in link for a learner: its own row each time it is asked for, its token minted when it is sent. */
const signInLinkRow = (learnerId: number): QueuedEmail => ({
  itemKind: ITEM_KIND.learner,
  itemId: String(learnerId),
  message: `sign-in:${crypto.randomUUID()}`,
});

learnerAuthRoutes.get('/sign-in', (c) =>
  privatePage(<SignInPage notice={c.req.query('notice') === 'signed-out' ? 'signed-out' : undefined} />),
);

learnerAuthRoutes.post('/sign-in', async (c) => {
  const refused = await refusePost(c, 'learner-request');
  if (refused) return refused;
  const submitted = await postedText(c, 'email');
  const parsed = emailAddress.safeParse(submitted);
  if (!parsed.success)
    return privatePage(
      <SignInPage signInEmail={submitted.slice(0, 254)} signInError={parsed.error.issues[0]?.message} />,
      400,
    );
  const email = normaliseEmail(parsed.data);
  if (!(await signInEmailAllowed(c.env.SIGN_IN_RATE_LIMITER, email, 'learner'))) return tooMany();
  const ceiling = c.env.SIGN_IN_CEILING;
  await queueAfterAnswer(c, 'learner_email', async (db) => {
    const learner = await findLearnerByEmail(db, email);
    if (learner) return signInLinkRow(learner.id);
    // An address without an account is told so by email (once a day), never on the page; a flood of them meets the ceiling.
    if (!(await signInCeilingAllowed(ceiling, 'learner-request'))) return null;
    return { itemKind: ITEM_KIND.noAccount, itemId: email, message: `no-account:${londonWallClock(new Date()).date}` };
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
      if (typeof field === 'string' && field in learnerRegistrationSchema.shape)
        errors[field as keyof RegistrationErrors] ??= issue.message;
    }
    return privatePage(<SignInPage registration={posted} registrationErrors={errors} />, 400);
  }
  const email = normaliseEmail(parsed.data.email);
  if (!(await signInEmailAllowed(c.env.SIGN_IN_RATE_LIMITER, email, 'learner'))) return tooMany();
  const { firstName, lastName, companyName } = parsed.data;
  await queueAfterAnswer(c, 'learner_email', async (db) => {
    // An address with an account keeps its names: its owner gets a sign-in link. Any other waits for its owner to confirm.
    const learner = await findLearnerByEmail(db, email);
    if (learner) return signInLinkRow(learner.id);
    const id = await saveRegistration(db, {
      email,
      firstName,
      lastName,
      companyName: companyName || null,
      consentWording: learnerTermsWording,
    });
    return { itemKind: ITEM_KIND.learnerRegistration, itemId: id, message: 'confirm' };
  });
  // The same answer whether or not the address has an account.
  return privatePage(<SignInPage notice="registered" />);
});

learnerAuthRoutes.get('/register/confirm', async (c) => {
  const token = c.req.query('token') ?? '';
  const valid = token !== '' && (await registrationLinkState(database(c.env.DB), token)) === 'valid';
  return privatePage(<ConfirmRegistrationPage token={token} valid={valid} />, valid ? 200 : 400);
});

learnerAuthRoutes.post('/register/confirm', async (c) => {
  const refused = await refusePost(c, 'learner-confirm');
  if (refused) return refused;
  const token = await postedText(c, 'token');
  const sessionToken = token ? await confirmRegistration(database(c.env.DB), token) : null;
  if (!sessionToken) {
    if (token && !(await signInCeilingAllowed(c.env.SIGN_IN_CEILING, 'learner-confirm'))) return tooMany();
    return privatePage(<ConfirmRegistrationPage token="" valid={false} />, 400);
  }
  writeLearnerCookie(c, sessionToken);
  return c.redirect('/training/me', 303);
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
  const sessionToken =
    token && (await learnerLinkState(db, token)) === 'valid' ? await exchangeLearnerSignInLink(db, token) : null;
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
  await endSession(database(c.env.DB), learnerSession.sessionId);
  clearLearnerCookie(c);
  return c.redirect('/training/sign-in?notice=signed-out', 303);
});
