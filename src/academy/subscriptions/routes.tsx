/**
 * Buying and managing a subscription: /training/subscribe (the form, and its post that opens Stripe's Checkout),
 * /training/subscribed (where Checkout returns), /training/subscription/manage (Stripe's customer portal: card, plan,
 * seats, invoices, cancelling). Every page here is one person's: never stored, never indexed.
 */
import { type Context, Hono } from 'hono';
import { academyPricesOf } from '../../content/kinds/academy-prices';
import { siteContent } from '../../content/site-content';
import { siteOrigin } from '../../content/site-origin';
import { database } from '../../db/client';
import { emailAddress } from '../../lib/fields';
import { postedText } from '../../lib/posted-text';
import { clientKey } from '../../middleware/client-key';
import { isSameOriginPost } from '../../middleware/same-origin';
import { paymentsEnabled, stripeClient } from '../../payments/stripe-client';
import { businessDetails, withRequestSettings } from '../../render/request-settings';
import { recordFunnelStepOnce } from '../../analytics/record';
import { decodeVisitSource, encodeVisitSource, type VisitSource } from '../../analytics/visit-source';
import { VISIT_SOURCE_FIELD } from '../../lib/visit-source-field';
import { privatePage } from '../ui/private-page';
import type { MaybeLearnerEnv } from '../../auth/learner-env';
import { normaliseEmail } from '../../auth/users';
import { learnerFormTokenMatches } from '../auth/learner-middleware';
import { academyAccessContact } from '../content/academy';
import { readLearnerName } from '../learner-name';
import { academyForbidden, academyTooMany, renderAcademyMessage } from '../ui/AcademyMessage';
import { type Buyer, startCheckout } from './checkout';
import { planChoiceSchema } from './plans';
import { type SubscribeField, SubscribePage, type SubscribePageProps } from './SubscribePage';
import { SubscribedPage } from './SubscribedPage';
import { currentSubscription } from './subscription-store';

export const subscriptionRoutes = new Hono<MaybeLearnerEnv>();

async function subscribePage(
  c: Context<MaybeLearnerEnv>,
  extra: Omit<SubscribePageProps, 'prices' | 'learner' | 'byEmail'>,
  status: 200 | 400 | 503 = 200,
) {
  const prices = academyPricesOf(await siteContent(c.env.DB));
  const { learner, learnerSession } = c.var;
  const access = academyAccessContact(businessDetails().email);
  return privatePage(
    <SubscribePage
      prices={prices}
      learner={learner && learnerSession ? { email: learner.email, csrfToken: learnerSession.csrfToken } : undefined}
      byEmail={paymentsEnabled(c.env) ? undefined : { href: access.href, explanation: access.explanation }}
      {...extra}
    />,
    status,
  );
}

subscriptionRoutes.get('/subscribe', (c) =>
  subscribePage(c, { values: { plan: c.req.query('plan') ?? '' }, cancelled: c.req.query('cancelled') === '1' }),
);

const fields: readonly SubscribeField[] = [
  'plan',
  'seats',
  'immediateAccess',
  'email',
  'firstName',
  'lastName',
  'terms',
];

subscriptionRoutes.post('/subscribe', async (c) => {
  // The page shown again (a message, or Stripe out of reach) carries the same source on to the next press.
  const source = decodeVisitSource(await postedText(c, VISIT_SOURCE_FIELD));
  return withRequestSettings({ visitSource: encodeVisitSource(source) }, () => subscribe(c, source));
});

/** Subscribe pressed: the checks, then on to Stripe's Checkout with the price the server decides. */
async function subscribe(c: Context<MaybeLearnerEnv>, source: VisitSource): Promise<Response> {
  const { learner, learnerSession } = c.var;
  const allowed =
    learner && learnerSession ? await learnerFormTokenMatches(c, learnerSession.csrfToken) : await isSameOriginPost(c);
  if (!allowed) return academyForbidden();
  const limiter = c.env.FORM_RATE_LIMITER;
  const who = learner ? `learner:${learner.id}` : clientKey(c.req.header('cf-connecting-ip'));
  if (limiter && !(await limiter.limit({ key: `subscribe:${who}` })).success) {
    return academyTooMany({
      title: 'Too many attempts',
      message: 'Please wait a minute, then press Continue to payment again. Nothing has been charged.',
      link: { href: '/training/subscribe', text: 'Back to subscribing' },
    });
  }
  const values: Partial<Record<SubscribeField, string>> = {};
  for (const field of fields) values[field] = (await postedText(c, field)).slice(0, 300);
  const errors: Partial<Record<SubscribeField, string>> = {};
  const choice = planChoiceSchema.safeParse({
    plan: values.plan,
    seats: values.seats,
    immediateAccess: values.immediateAccess,
  });
  if (!choice.success) {
    for (const issue of choice.error.issues) {
      const field = issue.path[0] as SubscribeField;
      errors[field] ??= issue.message;
    }
  }
  let buyer: Buyer | undefined;
  if (learner && (await currentSubscription(database(c.env.DB), learner.id).then((found) => found && !found.endedAt))) {
    // One subscription each: a second would be charged beside the first, out of reach of the one portal.
    return renderAcademyMessage(409, {
      title: 'You already have a subscription',
      message:
        'Your subscription is still running, so nothing was charged. To change your plan or your seats, or to cancel, open Manage subscription.',
      link: { href: '/training/subscription/manage', text: 'Manage subscription' },
    });
  }
  if (learner) {
    buyer = {
      learnerId: learner.id,
      email: learner.email,
      firstName: learner.firstName,
      lastName: learner.lastName,
      stripeCustomerId: learner.stripeCustomerId ?? null,
    };
  } else {
    const email = emailAddress.safeParse(values.email ?? '');
    if (!email.success) errors.email = email.error.issues[0]?.message ?? 'Enter a valid email address';
    const name = readLearnerName(values);
    if ('errors' in name) Object.assign(errors, name.errors);
    if (values.terms !== 'on') errors.terms = 'Please accept the terms: your account is made with them';
    if (email.success && 'name' in name)
      buyer = { learnerId: null, email: normaliseEmail(email.data), ...name.name, stripeCustomerId: null };
  }
  if (!choice.success || !buyer || Object.keys(errors).length > 0) return subscribePage(c, { values, errors }, 400);
  const stripe = stripeClient(c.env);
  if (!stripe) return subscribePage(c, { values }, 200);
  const prices = academyPricesOf(await siteContent(c.env.DB));
  try {
    const url = await startCheckout(database(c.env.DB), stripe, choice.data, buyer, prices, siteOrigin(c.env), source);
    // On to Stripe: a step of the owner's funnel, once for a double press of the same form (each opens a checkout).
    await recordFunnelStepOnce(c, 'subscribe_pressed', [values, source]);
    return c.redirect(url, 303);
  } catch (error) {
    console.error(`checkout_failed ${error instanceof Error ? error.name : 'unknown'}`);
    c.header('Retry-After', '60');
    return subscribePage(c, { values, unavailable: true }, 503);
  }
}

subscriptionRoutes.get('/subscribed', (c) => privatePage(<SubscribedPage signedIn={Boolean(c.var.learner)} />));

/** Stripe's customer portal for the signed-in learner's subscription; back here afterwards. */
subscriptionRoutes.get('/subscription/manage', async (c) => {
  const { learner } = c.var;
  if (!learner) return c.redirect('/training/sign-in', 303);
  const stripe = stripeClient(c.env);
  const customer = learner.stripeCustomerId;
  if (!stripe || !customer) {
    const access = academyAccessContact(businessDetails().email);
    return renderAcademyMessage(404, {
      title: 'No subscription paid online',
      message: `Your account has no subscription paid online to manage. To subscribe, choose a plan; if we set up your access by hand, email us to change it. ${access.explanation}`,
      link: { href: '/training/subscribe', text: 'Choose a subscription' },
    });
  }
  const returnTo = c.req.query('from') === 'team' ? '/training/team' : '/training/me';
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${siteOrigin(c.env)}${returnTo}`,
    });
    return c.redirect(session.url, 303);
  } catch (error) {
    console.error(`portal_failed ${error instanceof Error ? error.name : 'unknown'}`);
    const response = await renderAcademyMessage(503, {
      title: 'Stripe could not be reached',
      message: 'Your subscription page at Stripe could not be opened just now. Please try again in a minute.',
      link: { href: returnTo, text: 'Back' },
    });
    response.headers.set('Retry-After', '60');
    return response;
  }
});
