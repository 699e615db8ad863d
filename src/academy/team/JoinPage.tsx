import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { LearnerNameFields, LearnerTermsField } from '../ui/LearnerFields';
import { PageHero } from '../../ui/PageHero';

export type JoinField = 'firstName' | 'lastName' | 'terms';
export type JoinErrors = Partial<Record<JoinField, string>>;

export interface JoinPageProps {
  token: string;
  teamName: string;
  inviterName: string;
  /** The invited address. */
  email: string;
  /** The address of the account this browser is signed in to now, if any. */
  signedInAs?: string | undefined;
  values?: Partial<Record<JoinField, string>>;
  errors?: JoinErrors;
}

const link = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * /training/join?token=…: what joining a team means, and the form that
 * accepts (a POST, so a mail scanner that opens the link cannot). The names
 * are asked every time, whether or not the address has an account (the page
 * never says), and change nothing on an account that exists.
 */
export function JoinPage({ token, teamName, inviterName, email, signedInAs, values = {}, errors = {} }: JoinPageProps) {
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <Document
      meta={{
        title: `Join ${teamName} | Training Academy`,
        description: `Accept an invitation to join ${teamName} on the Training Academy.`,
        path: '/training/join',
        noindex: true,
      }}
    >
      <PageHero
        title={`Join ${teamName} on the Training Academy`}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Training Academy', path: '/training' },
          { name: 'Join a team', path: '/training/join' },
        ]}
      >
        <p>
          {inviterName ? `${inviterName} has` : 'Your employer has'} invited <strong className="text-ink">{email}</strong> to join their team.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="join-meaning-heading" className="card">
          <h2 id="join-meaning-heading" className="font-display text-2xl font-bold text-ink">
            What accepting means
          </h2>
          <ul className="mt-4 grid list-disc gap-2 pl-6 text-ink">
            <li>
              {teamName} can see the modules you start and complete, your progress, your quiz results and your certificates with their expiry dates, on their
              team page and in its export.
            </li>
            <li>
              Your account becomes an employee account tied to {teamName}: every employee course is open to you while their subscription runs. No payment from
              you.
            </li>
            <li>You sign in with {email}: we email you a one-time link each time, no password.</li>
            <li>
              If {teamName} removes you from the team, your progress and certificates stay yours and your account keeps what its own subscription opens (the
              free demo if you have none). To leave the team yourself, ask {teamName} or email{' '}
              <a className={link} href={`mailto:${siteConfig.email}`}>
                {siteConfig.email}
              </a>{' '}
              from this address.
            </li>
          </ul>
          {signedInAs ? (
            <p className="mt-4 rounded-xl bg-brand-50 p-4 text-ink" data-signed-in-as>
              {signedInAs === email
                ? 'You are signed in with the invited address.'
                : `You are signed in as ${signedInAs}. Accepting signs you out of that account and in with ${email}.`}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="join-form-heading" className="card">
          <h2 id="join-form-heading" className="font-display text-2xl font-bold text-ink">
            Accept the invitation
          </h2>
          {hasErrors ? (
            <p role="alert" className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
              Please check the highlighted fields.
            </p>
          ) : null}
          <p className="mt-2 text-muted">Your name goes on your certificates. If you already have an account with this address, we keep the name it has.</p>
          <form method="post" action="/training/join" className="mt-6 grid gap-4" noValidate>
            <input type="hidden" name="token" value={token} />
            <LearnerNameFields idPrefix="join" values={values} errors={errors} />
            <LearnerTermsField idPrefix="join" values={values} errors={errors} />
            <button type="submit" className="btn-primary justify-self-start">
              Accept and join {teamName}
            </button>
          </form>
        </section>
      </div>
    </Document>
  );
}
