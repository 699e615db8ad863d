import { Hono, type Context } from 'hono';
import { database } from '../../db/client';
import type { AppEnv } from '../../env';
import { emailAddress } from '../../lib/fields';
import { refusedSignInPost } from '../../middleware/sign-in-post';
import { ConfirmSignInPage } from './ConfirmSignInPage';
import { forbiddenPage, renderMessage } from '../ui/MessagePage';
import { SignInPage, type SignInNotice } from './SignInPage';
import { renderAdminPage } from '../ui/render';
import { writeSessionCookie } from '../../auth/session-cookie';
import { exchangeSignInLink, signInLinkState } from '../../auth/sign-in-links';
import { signInCeilingAllowed, signInEmailAllowed } from '../../auth/sign-in-rate-limit';
import { findActiveUserByEmail, normaliseEmail } from '../../auth/users';
import { postedText } from '../../lib/posted-text';
import { queueAfterAnswer } from '../../notify/queue-after-answer';
import { ITEM_KIND } from '../../db/item-kinds';

/** /admin/sign-in and the confirmation page its emailed links open. The only back office pages without a session. */
export const signInRoutes = new Hono<AppEnv>();

const MAX_FORM_BYTES = 4 * 1024;

function signInNotice(value: string | undefined): SignInNotice | undefined {
  return value === 'signed-out' || value === 'signed-out-everywhere' ? value : undefined;
}

signInRoutes.get('/sign-in', (c) => renderAdminPage(<SignInPage notice={signInNotice(c.req.query('notice'))} />));

const tooManyAnswers: Record<'request' | 'confirm', Parameters<typeof renderMessage>[1]> = {
  request: {
    title: 'Too many sign-in requests',
    message: 'Please wait a minute, then ask for a new link.',
    link: { href: '/admin/sign-in', text: 'Back to sign-in' },
  },
  confirm: {
    title: 'Too many sign-in attempts',
    message: 'Please wait a minute, then open the link in your email again. It has not been used up.',
    link: { href: '/admin/sign-in', text: 'Back to sign-in' },
  },
};

/** A press of Sign in with a link that failed, past the ceiling of failed presses from every client together. */
const failedPastCeiling: Parameters<typeof renderMessage>[1] = {
  title: 'Too many sign-in attempts',
  message:
    'This sign-in link has expired or has already been used, like many others in the last minute. Each link works once, for a short time.',
  link: { href: '/admin/sign-in', text: 'Email me a new link' },
};

async function tooMany(answer: Parameters<typeof renderMessage>[1]): Promise<Response> {
  const response = await renderMessage(429, answer);
  response.headers.set('Retry-After', '60');
  return response;
}

/** Both sign-in posts are refused before their body is read when cross-site, too large, or past the client's rate. */
function refusedBeforeReading(
  c: Context<AppEnv>,
  step: 'request' | 'confirm',
  formSends: string,
): Promise<Response | null> {
  return refusedSignInPost(c, step, MAX_FORM_BYTES, {
    crossSite: () => forbiddenPage('This request came from another site, so it was refused.'),
    tooLarge: () =>
      renderMessage(413, { title: 'Request too large', message: `The sign-in form sends only ${formSends}.` }),
    tooMany: () => tooMany(tooManyAnswers[step]),
  });
}

signInRoutes.post('/sign-in', async (c) => {
  const refused = await refusedBeforeReading(c, 'request', 'an email address');
  if (refused) return refused;
  const submitted = await postedText(c, 'email');
  const parsed = emailAddress.safeParse(submitted);
  if (!parsed.success) {
    return renderAdminPage(
      <SignInPage
        email={submitted.slice(0, 254)}
        error={parsed.error.issues[0]?.message ?? 'Enter a valid email address'}
      />,
      400,
    );
  }
  const email = normaliseEmail(parsed.data);
  if (!(await signInEmailAllowed(c.env.SIGN_IN_RATE_LIMITER, email))) return tooMany(tooManyAnswers.request);
  const ceiling = c.env.SIGN_IN_CEILING;
  const requestId = c.get('requestId');
  // The look-up and the email row happen after the answer, so a known address does not answer slower than an unknown
  // one. The link is minted when the email is composed (notify/emails/owner-sign-in.ts), at SITE_ORIGIN.
  await queueAfterAnswer(c, 'sign_in_email', async (db) => {
    const user = await findActiveUserByEmail(db, email);
    if (!user) {
      // Not an owner's address: it counts towards the ceiling. Past it nothing is left to refuse (the answer, the same
      // as an owner gets, has gone), so the flood is logged; an owner's address is never counted, so never refused.
      if (!(await signInCeilingAllowed(ceiling, 'request')))
        console.warn(`sign_in_ceiling_reached step=request request=${requestId}`);
      return null;
    }
    return { itemKind: ITEM_KIND.owner, itemId: user.id, message: `sign-in:${crypto.randomUUID()}` };
  });
  // The same answer whether or not the address has an account.
  return renderAdminPage(<SignInPage sent />);
});

signInRoutes.get('/sign-in/confirm', async (c) => {
  const token = c.req.query('token') ?? '';
  const state = token ? await signInLinkState(database(c.env.DB), token) : 'unknown';
  return renderAdminPage(<ConfirmSignInPage token={token} state={state} />, state === 'valid' ? 200 : 400);
});

signInRoutes.post('/sign-in/confirm', async (c) => {
  // A token cannot be guessed, but each press costs D1 work: a client gets 5 a minute, as for link requests.
  const refused = await refusedBeforeReading(c, 'confirm', 'its link');
  if (refused) return refused;
  const token = await postedText(c, 'token');
  const db = database(c.env.DB);
  // One indexed read tells a link that cannot work, before the batch that uses a link up (and tidies old rows) runs.
  const session = token && (await signInLinkState(db, token)) === 'valid' ? await exchangeSignInLink(db, token) : null;
  if (!session) {
    // Only a press that failed counts towards the ceiling, so a valid link is never refused by it.
    if (token && !(await signInCeilingAllowed(c.env.SIGN_IN_CEILING, 'confirm'))) return tooMany(failedPastCeiling);
    return renderMessage(400, {
      title: 'Sign-in link not accepted',
      message: 'This sign-in link has expired or has already been used. Each link works once, for a short time.',
      link: { href: '/admin/sign-in', text: 'Email me a new link' },
    });
  }
  writeSessionCookie(c, session.sessionToken);
  return c.redirect('/admin', 303);
});
