/**
 * /training/subscribe: choose a plan (and an Employer's seats), ask for immediate access, then pay on Stripe's hosted
 * Checkout. A signed-in learner pays with their own address; a visitor gives their names and address, and the account
 * is made when the payment succeeds, with a sign-in link by email. Without payments switched on, the page says how to
 * subscribe by email instead.
 */
import { type AcademyPrices, annualSavingWords, planLabel, planPrice } from '../../content/kinds/academy-prices';
import { Document } from '../../layout/Document';
import { formatPounds } from '../../lib/pounds';
import { CardSection } from '../../ui/CardSection';
import { EmailField, errorProps, FieldError, FieldLabel } from '../../ui/form-fields';
import { PageHero } from '../../ui/PageHero';
import { VisitSourceField } from '../../ui/VisitSourceField';
import { academyTrail } from '../ui/academy-trail';
import { LearnerNameFields, LearnerTermsField } from '../ui/LearnerFields';
import { immediateAccessWording, MAX_SEATS, MIN_SEATS, type PlanKey, planKeys, planOf } from './plans';

export type SubscribeField = 'plan' | 'seats' | 'immediateAccess' | 'email' | 'firstName' | 'lastName' | 'terms';

export interface SubscribePageProps {
  prices: AcademyPrices;
  values: Partial<Record<SubscribeField, string>>;
  errors?: Partial<Record<SubscribeField, string>>;
  /** The signed-in learner's address and form token; absent for a visitor. */
  learner?: { email: string; csrfToken: string };
  /** How to subscribe by email, when payments are not switched on (no Stripe key). */
  byEmail?: { href: string; explanation: string };
  /** The buyer came back from Checkout without paying. */
  cancelled?: boolean;
  /** Stripe could not be reached just now. */
  unavailable?: boolean;
}

function priceWords(prices: AcademyPrices, key: PlanKey): string {
  const { tier, billing } = planOf(key);
  const figure = `${formatPounds(planPrice(prices, tier, billing))} a ${billing}${tier === 'employer' ? ' per seat' : ''}`;
  const saving = billing === 'year' ? annualSavingWords(prices, tier) : undefined;
  return `${figure}, including VAT${saving ? ` (${saving})` : ''}`;
}

export function SubscribePage({
  prices,
  values,
  errors = {},
  learner,
  byEmail,
  cancelled,
  unavailable,
}: SubscribePageProps) {
  const chosen = (planKeys as readonly string[]).includes(values.plan ?? '')
    ? (values.plan as PlanKey)
    : 'employee-month';
  return (
    <Document
      meta={{
        title: 'Subscribe | Training Academy',
        description: 'Subscribe to the Pawsperity Training Academy: Employee or Employer, monthly or annual.',
        path: '/training/subscribe',
        noindex: true,
      }}
    >
      <PageHero
        title="Subscribe to the Training Academy"
        trail={academyTrail({ name: 'Subscribe', path: '/training/subscribe' })}
      >
        <p>
          Pay securely on Stripe's checkout page: your card details go to Stripe, never to us. Your access opens as soon
          as the payment goes through, and you can cancel at any time from your account.
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <CardSection headingId="subscribe-heading" title="Your subscription">
          {cancelled ? (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-ink">
              You left the checkout page before paying, so nothing was charged. Choose again below whenever you are
              ready.
            </p>
          ) : null}
          {unavailable ? (
            <p role="alert" className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-ink">
              The payment page could not be opened just now. Nothing was charged: please try again in a minute.
            </p>
          ) : null}
          {byEmail ? (
            <div className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-ink" data-subscribe-by-email>
              <p>{byEmail.explanation}</p>
              <p className="mt-2">
                <a className="font-semibold text-brand-800 underline underline-offset-4" href={byEmail.href}>
                  Email us to subscribe
                </a>
              </p>
            </div>
          ) : (
            <form method="post" action="/training/subscribe" className="mt-6 grid gap-6" noValidate>
              {learner ? <input type="hidden" name="csrf" value={learner.csrfToken} /> : null}
              <VisitSourceField />
              <fieldset {...errorProps('subscribe-plan-error', errors.plan)}>
                <legend className="font-semibold text-ink">Plan</legend>
                <div className="mt-3 grid gap-3">
                  {planKeys.map((key) => {
                    const { tier, billing } = planOf(key);
                    return (
                      <label
                        key={key}
                        className="flex min-h-6 items-start gap-3 rounded-xl border border-line p-3 text-ink"
                      >
                        <input
                          type="radio"
                          name="plan"
                          value={key}
                          defaultChecked={key === chosen}
                          className="mt-1 h-5 w-5 shrink-0"
                        />
                        <span>
                          <span className="font-semibold">{planLabel(tier, billing)}</span>
                          <span className="block text-muted" data-plan-price={key}>
                            {priceWords(prices, key)}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </div>
                <FieldError id="subscribe-plan-error" message={errors.plan} />
              </fieldset>
              <div>
                <FieldLabel htmlFor="subscribe-seats">Seats (Employer plans only)</FieldLabel>
                <p className="text-sm text-muted" id="subscribe-seats-hint">
                  One for each team member or pending invitation; your own account is included. You can add seats later.
                </p>
                <input
                  id="subscribe-seats"
                  name="seats"
                  type="number"
                  inputMode="numeric"
                  min={MIN_SEATS}
                  max={MAX_SEATS}
                  className="field-input mt-1 max-w-32"
                  defaultValue={values.seats ?? '1'}
                  aria-describedby={
                    errors.seats ? 'subscribe-seats-hint subscribe-seats-error' : 'subscribe-seats-hint'
                  }
                  aria-invalid={errors.seats ? true : undefined}
                />
                <FieldError id="subscribe-seats-error" message={errors.seats} />
              </div>
              {learner ? (
                <p className="text-ink">
                  You are signed in as <strong>{learner.email}</strong>: the subscription is for this account.
                </p>
              ) : (
                <>
                  <LearnerNameFields idPrefix="subscribe" values={values} errors={errors} />
                  <div>
                    <EmailField
                      id="subscribe-email"
                      value={values.email ?? ''}
                      error={errors.email}
                      placeholder="you@yourdaycare.co.uk"
                    />
                    <p className="mt-1 text-sm text-muted">
                      Your account uses this address: once you have paid, we email you a link to sign in. Already have
                      an account?{' '}
                      <a className="font-semibold text-brand-800 underline underline-offset-4" href="/training/sign-in">
                        Sign in first
                      </a>
                      .
                    </p>
                  </div>
                  <LearnerTermsField idPrefix="subscribe" values={values} errors={errors} />
                </>
              )}
              <div>
                <label className="flex items-start gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    name="immediateAccess"
                    value="on"
                    required
                    className="mt-1 h-5 w-5 shrink-0"
                    defaultChecked={values.immediateAccess === 'on'}
                    {...errorProps('subscribe-immediate-error', errors.immediateAccess)}
                  />
                  <span>
                    {immediateAccessWording}{' '}
                    <a className="font-semibold text-brand-800 underline underline-offset-4" href="/terms">
                      Terms
                    </a>
                  </span>
                </label>
                <FieldError id="subscribe-immediate-error" message={errors.immediateAccess} />
              </div>
              <button type="submit" className="btn-primary justify-self-start">
                Continue to payment
              </button>
            </form>
          )}
        </CardSection>
      </div>
    </Document>
  );
}
