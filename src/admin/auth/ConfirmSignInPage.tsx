import type { SignInLinkState } from '../../auth/sign-in-links';
import { AdminDocument } from '../ui/AdminDocument';

const problems: Record<Exclude<SignInLinkState, 'valid'>, string> = {
  used: 'This sign-in link has already been used. Each link works only once.',
  expired: 'This sign-in link has expired.',
  unknown: 'This sign-in link is not valid. Check that the whole link was copied.',
};

/**
 * What a sign-in link opens. Opening it changes nothing: only pressing the
 * button (a POST) uses the link, so a mail scanner that fetches links cannot.
 */
export function ConfirmSignInPage({ token, state }: { token: string; state: SignInLinkState }) {
  return (
    <AdminDocument title="Confirm sign-in">
      <div className="card mx-auto max-w-lg">
        <h1 className="font-display text-2xl font-bold">Sign in to the back office</h1>
        {state === 'valid' ? (
          <form method="post" action="/admin/sign-in/confirm" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <p className="mb-6 text-muted">Press the button to sign in on this device.</p>
            <button type="submit" className="btn-primary">
              Sign in
            </button>
          </form>
        ) : (
          <>
            <p role="alert" className="mt-4 text-muted">
              {problems[state]}
            </p>
            <p className="mt-6">
              <a className="btn-primary" href="/admin/sign-in">
                Email me a new link
              </a>
            </p>
          </>
        )}
      </div>
    </AdminDocument>
  );
}
