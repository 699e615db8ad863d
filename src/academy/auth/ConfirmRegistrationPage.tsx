import { Document } from '../../layout/Document';
import { PageHero } from '../../ui/PageHero';

/**
 * What a registration's emailed link opens: only pressing the button (a POST) makes the account, so a mail scanner
 * that fetches links cannot. An expired or used link says so and leads back to the registration form.
 */
export function ConfirmRegistrationPage({ token, valid }: { token: string; valid: boolean }) {
  return (
    <Document
      meta={{
        title: 'Confirm registration | Training Academy',
        description: 'Confirm your registration for the Training Academy.',
        path: '/training/register/confirm',
        noindex: true,
      }}
    >
      <PageHero title="Confirm your registration">
        {valid ? (
          <form method="post" action="/training/register/confirm">
            <input type="hidden" name="token" value={token} />
            <p className="mb-6">Press the button to make your free demo account and sign in on this device.</p>
            <button type="submit" className="btn-primary">
              Confirm and sign in
            </button>
          </form>
        ) : (
          <>
            <p role="alert">This registration link has expired or has already been used. Each link works once, within 24 hours.</p>
            <p className="mt-6">
              <a className="btn-primary" href="/training/sign-in#register">
                Register again
              </a>
            </p>
          </>
        )}
      </PageHero>
    </Document>
  );
}
