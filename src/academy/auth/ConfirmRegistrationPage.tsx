import { siteConfig } from '../../content/site-config';
import { EmailedLinkPage } from './EmailedLinkPage';

/** What a registration's emailed link opens: only its button makes the account. */
export function ConfirmRegistrationPage({ token, valid }: { token: string; valid: boolean }) {
  return (
    <EmailedLinkPage
      path="/training/register/confirm"
      meta={{
        title: 'Confirm registration | Training Academy',
        description: 'Confirm your registration for the Training Academy.',
      }}
      heading="Confirm your registration"
      token={token}
      prompt={
        valid
          ? {
              text: 'Press the button to make your free demo account and sign in on this device.',
              button: 'Confirm and sign in',
            }
          : null
      }
      problem={{
        text: `This registration link has expired or has already been used. Each link works once, within ${siteConfig.academy.registrationLinkHours} hours.`,
        again: { href: '/training/sign-in#register', label: 'Register again' },
      }}
    />
  );
}
