import { siteConfig } from '../../content/site-config';
import { AdminDocument } from '../ui/AdminDocument';
import { StatusNotice } from '../ui/StatusNotice';
import { errorAria, FieldMessage } from '../ui/field-messages';

export type SignInNotice = 'signed-out' | 'signed-out-everywhere';

interface SignInPageProps {
  /** After a valid request: the same answer for every address, known or not. */
  sent?: boolean;
  email?: string;
  error?: string;
  notice?: SignInNotice;
}

const notices: Record<SignInNotice, string> = {
  'signed-out': 'You have signed out.',
  'signed-out-everywhere': 'You have signed out on every device.',
};

export function SignInPage({ sent = false, email = '', error, notice }: SignInPageProps) {
  const minutes = siteConfig.admin.signInLinkMinutes;
  return (
    <AdminDocument title="Sign in">
      <div className="card mx-auto max-w-lg">
        <h1 className="font-display text-2xl font-bold">Sign in to the back office</h1>
        <StatusNotice notice={notice} messages={notices} />
        {sent ? (
          <div role="status" className="mt-4">
            <h2 className="text-lg font-semibold">Check your email</h2>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p className="mt-2 text-muted">
              If that address belongs to a back office account, a sign-in link is on its way. Open it and press Sign in: it works once, within {minutes}{' '}
              minutes.
            </p>
            <p className="mt-4">
              <a href="/admin/sign-in" className="text-brand-800 underline">
                Use a different address
              </a>
            </p>
          </div>
        ) : (
          <form method="post" action="/admin/sign-in" className="mt-6" noValidate>
            <p className="mb-4 text-muted">
              Enter your email address and we will email you a one-time sign-in link. No password needed.
            </p>
            <label htmlFor="sign-in-email" className="field-label">
              Email address
            </label>
            <input
              id="sign-in-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={email}
              className="field-input"
              {...errorAria('sign-in-email', error)}
            />
            <FieldMessage id="sign-in-email" error={error} />
            <button type="submit" className="btn-primary mt-6">
              Email me a sign-in link
            </button>
          </form>
        )}
      </div>
    </AdminDocument>
  );
}
