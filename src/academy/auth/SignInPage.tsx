import type { ReactNode } from 'react';
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { EmailField, errorProps, FieldError, FieldLabel } from '../../ui/form-fields';
import { PageHero } from '../../ui/PageHero';
import { LearnerNameFields, LearnerTermsField } from '../ui/LearnerFields';
import { EmailedLinkPage } from './EmailedLinkPage';
import type { LearnerLinkState } from '../../auth/learner-links';
import type { RegistrationErrors } from './registration';
import { CardSection } from '../../ui/CardSection';
import { academyTrail } from '../ui/academy-trail';

export type SignInNotice = 'sent' | 'registered' | 'signed-out';

interface SignInPageProps {
  notice?: SignInNotice | undefined;
  signInEmail?: string;
  signInError?: string | undefined;
  registration?: Record<string, string>;
  registrationErrors?: RegistrationErrors;
}

const minutes = siteConfig.academy.signInLinkMinutes;

/** The answer to a sign-in or a registration: a message is on its way; what it holds is the children. */
function CheckYourEmail({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-ink" data-sign-in-sent>
      <p className="font-semibold">Check your email</p>
      {children}
    </div>
  );
}

/** /training/sign-in: sign in with an emailed link, or register for the free demo. Both are plain forms. */
export function SignInPage({
  notice,
  signInEmail = '',
  signInError,
  registration = {},
  registrationErrors = {},
}: SignInPageProps) {
  const value = (name: string) => registration[name] ?? '';
  return (
    <Document
      meta={{
        title: 'Sign in | Training Academy',
        description: 'Sign in to the Pawsperity Training Academy with a one-time link, or try the free demo.',
        path: '/training/sign-in',
        noindex: true,
      }}
    >
      <PageHero
        title="Sign in to the Training Academy"
        trail={academyTrail({ name: 'Sign in', path: '/training/sign-in' })}
      >
        <p>
          No password to remember: we email you a link that signs you in. Your progress, quiz results and certificates
          then follow you on any device.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <CardSection headingId="sign-in-heading" title="Sign in">
          {notice === 'sent' ? (
            <CheckYourEmail>
              {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
              <p className="mt-1">
                We have sent a message to the address you gave. If it has an account, the message holds a sign-in link that works once, within {minutes}{' '}
                minutes; if not, it says how to register. Nothing there? Check your spam folder, or ask again below.
              </p>
            </CheckYourEmail>
          ) : null}
          {notice === 'registered' ? (
            <CheckYourEmail>
              <p className="mt-1">
                We have sent a message to the address you gave, with a link that signs you in. Nothing there? Check your
                spam folder, or register again.
              </p>
            </CheckYourEmail>
          ) : null}
          {notice === 'signed-out' ? (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-ink">
              You have signed out. Sign in again whenever you like.
            </p>
          ) : null}
          <form method="post" action="/training/sign-in" className="mt-6 grid gap-4" noValidate>
            <div>
              <EmailField
                id="sign-in-email"
                value={signInEmail}
                error={signInError}
                placeholder="you@yourdaycare.co.uk"
              />
            </div>
            <button type="submit" className="btn-primary justify-self-start">
              Email me a sign-in link
            </button>
          </form>
        </CardSection>

        <CardSection
          headingId="register-heading"
          title="New here? Try the free demo"
          id="register"
          className="card scroll-mt-24"
        >
          <p className="mt-2 text-muted">
            The demo opens the first module of every employee course, with quizzes and a certificate when you complete
            it.
          </p>
          <form method="post" action="/training/register" className="mt-6 grid gap-4" noValidate>
            <LearnerNameFields idPrefix="register" values={registration} errors={registrationErrors} />
            <div>
              <EmailField
                id="register-email"
                value={value('email')}
                error={registrationErrors.email}
                placeholder="you@yourdaycare.co.uk"
              />
            </div>
            <div>
              <FieldLabel htmlFor="register-company">Business name (optional)</FieldLabel>
              <input
                id="register-company"
                name="companyName"
                maxLength={120}
                autoComplete="organization"
                className="field-input"
                defaultValue={value('companyName')}
                {...errorProps('register-company-error', registrationErrors.companyName)}
              />
              <FieldError id="register-company-error" message={registrationErrors.companyName} />
            </div>
            <LearnerTermsField idPrefix="register" values={registration} errors={registrationErrors} />
            <button type="submit" className="btn-primary justify-self-start">
              Register and email me a link
            </button>
          </form>
        </CardSection>
      </div>
    </Document>
  );
}

const problems: Record<Exclude<LearnerLinkState, 'valid'>, string> = {
  used: 'This sign-in link has already been used. Each link works only once.',
  expired: `This sign-in link has expired: each works for ${minutes} minutes.`,
  unknown: 'This sign-in link is not valid. Check that the whole link was copied.',
};

/** What a sign-in link opens: only its button signs in. */
export function ConfirmSignInPage({ token, state }: { token: string; state: LearnerLinkState }) {
  return (
    <EmailedLinkPage
      path="/training/sign-in/confirm"
      meta={{
        title: 'Confirm sign-in | Training Academy',
        description: 'Confirm your sign-in to the Training Academy.',
      }}
      heading="Sign in to the Training Academy"
      token={token}
      prompt={state === 'valid' ? { text: 'Press the button to sign in on this device.', button: 'Sign in' } : null}
      problem={{
        text: state === 'valid' ? '' : problems[state],
        again: { href: '/training/sign-in', label: 'Email me a new link' },
      }}
    />
  );
}
