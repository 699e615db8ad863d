import { Document } from '../../layout/Document';
import { businessDetails } from '../../render/request-settings';
import { LearnerNameFields, LearnerTermsField } from '../ui/LearnerFields';
import { PageHero } from '../../ui/PageHero';
import { CardSection } from '../../ui/CardSection';
import { academyTrail } from '../ui/academy-trail';

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
  /** Someone not signed in asked to accept for an address that has an account: it must sign in first. */
  signInFirst?: boolean;
  values?: Partial<Record<JoinField, string>>;
  errors?: JoinErrors;
}

const link = 'font-semibold text-brand-800 underline underline-offset-4';

/** How this visitor can accept: as the invited account, not at all (another account), or by signing in or joining anew. */
function AcceptSection({ token, teamName, email, signedInAs, signInFirst, values = {}, errors = {} }: JoinPageProps) {
  const hasErrors = Object.values(errors).some(Boolean);
  const accept = { headingId: 'join-form-heading', title: 'Accept the invitation' };
  if (signedInAs === email) {
    return (
      <CardSection {...accept} data-signed-in-as="invited">
        <p className="mt-2 text-ink">
          You are signed in with {email}. Accepting ties this account to {teamName}; your name and your training stay as
          they are.
        </p>
        <form method="post" action="/training/join" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            Accept and join {teamName}
          </button>
        </form>
      </CardSection>
    );
  }
  if (signedInAs) {
    return (
      <CardSection
        headingId="join-form-heading"
        title="This invitation is for another address"
        data-signed-in-as="another"
      >
        <p role="alert" className="mt-4 rounded-xl bg-brand-50 p-4 text-ink">
          You are signed in as {signedInAs}, and this invitation is for {email}. You stay signed in as yourself. To
          accept it, sign out from{' '}
          <a className={link} href="/training/me">
            your training page
          </a>
          , sign in with {email}, then open this invitation link again.
        </p>
      </CardSection>
    );
  }
  const signIn = (
    <a className={link} href="/training/sign-in">
      Sign in with {email}
    </a>
  );
  if (signInFirst) {
    return (
      <CardSection {...accept} data-sign-in-first>
        <p role="alert" className="mt-4 rounded-xl border-2 border-accent-400 bg-accent-100 p-4 text-ink">
          {email} already has an account. {signIn} first (we email you a link), then open this invitation link again to
          accept it.
        </p>
      </CardSection>
    );
  }
  return (
    <CardSection {...accept}>
      <p className="mt-2 text-ink" data-sign-in-link>
        Already have an account with {email}? {signIn} first, then open this invitation link again to accept it.
      </p>
      {hasErrors ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
          Please check the highlighted fields.
        </p>
      ) : null}
      <p className="mt-4 text-muted">New to the Training Academy? Give your name: it goes on your certificates.</p>
      <form method="post" action="/training/join" className="mt-6 grid gap-4" noValidate>
        <input type="hidden" name="token" value={token} />
        <LearnerNameFields idPrefix="join" values={values} errors={errors} />
        <LearnerTermsField idPrefix="join" values={values} errors={errors} />
        <button type="submit" className="btn-primary justify-self-start">
          Accept and join {teamName}
        </button>
      </form>
    </CardSection>
  );
}

/**
 * /training/join?token=…: what joining a team means, and how to accept (a
 * POST, so a mail scanner that opens the link cannot). An invitation never
 * signs anyone in to an account that exists: its holder signs in first (an
 * emailed link, as always) and comes back; someone new gives their name and
 * gets an account. Another account signed in here stays signed in, and is told
 * the invitation is for someone else.
 */
export function JoinPage(props: JoinPageProps) {
  const { teamName, inviterName, email } = props;
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
        trail={academyTrail({ name: 'Join a team', path: '/training/join' })}
      >
        {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
        <p>
          {inviterName ? `${inviterName} has` : 'Your employer has'} invited <strong className="text-ink">{email}</strong> to join their team.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <CardSection headingId="join-meaning-heading" title="What accepting means">
          <ul className="mt-4 grid list-disc gap-2 pl-6 text-ink">
            <li>
              {teamName} can see the modules you start and complete, your progress, your quiz results and your
              certificates with their expiry dates, on their team page and in its export.
            </li>
            <li>
              Your account becomes an employee account tied to {teamName}: every employee course is open to you while
              their subscription runs. No payment from you.
            </li>
            <li>You sign in with {email}: we email you a one-time link each time, no password.</li>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <li>
              If {teamName} removes you from the team, your progress and certificates stay yours and your account keeps what its own subscription opens (the
              free demo if you have none). To leave the team yourself, ask {teamName} or email{' '}
              <a className={link} href={`mailto:${businessDetails().email}`}>
                {businessDetails().email}
              </a>{' '}
              from this address.
            </li>
          </ul>
        </CardSection>
        <AcceptSection {...props} />
      </div>
    </Document>
  );
}
