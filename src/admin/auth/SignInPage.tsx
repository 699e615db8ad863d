import { siteConfig } from '../../content/site-config';
import { AdminDocument } from '../ui/AdminDocument';

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
        {notice ? (
          <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
            {notices[notice]}
          </p>
        ) : null}
        {sent ? (
          <div role="status" className="mt-4">
            <h2 className="text-lg font-semibold">Check your email</h2>
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
            <p className="mb-4 text-muted">Enter your email address and we will email you a one-time sign-in link. No password needed.</p>
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sign-in-email-error' : undefined}
            />
            {error ? (
              <p id="sign-in-email-error" className="mt-1 text-sm font-semibold text-red-700">
                {error}
              </p>
            ) : null}
            <button type="submit" className="btn-primary mt-6">
              Email me a sign-in link
            </button>
          </form>
        )}
      </div>
    </AdminDocument>
  );
}
