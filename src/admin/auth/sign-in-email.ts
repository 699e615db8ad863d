import { siteConfig } from '../../content/site-config';
import { composeMessage, type OutgoingEmail } from '../../notify/mime';

export type { OutgoingEmail };

/** The address of the confirmation page a sign-in link opens. */
export function signInLinkUrl(origin: string, token: string): string {
  return `${origin}/admin/sign-in/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * The sign-in email as a plain-text MIME message, made by the shared builder.
 * Only ASCII goes in it (the link is base64url, the rest is our own text), so
 * it goes as 7bit with the link on a line of its own.
 */
export function composeSignInEmail(to: string, link: string, now = new Date()): OutgoingEmail {
  const from = siteConfig.admin.signInEmailFrom;
  const subject = `Your sign-in link for the ${siteConfig.name} back office`;
  const minutes = siteConfig.admin.signInLinkMinutes;
  const body = [
    'Hello,',
    '',
    `Someone (hopefully you) asked to sign in to the ${siteConfig.name} back office.`,
    `Open this link and press Sign in. It works once, within ${minutes} minutes:`,
    '',
    link,
    '',
    'If you did not ask for it, ignore this email: nobody can sign in without the link.',
  ];
  return composeMessage({
    from: { name: siteConfig.name, address: from },
    to: { address: to },
    subject,
    date: now,
    messageId: `${crypto.randomUUID()}@${from.split('@')[1] ?? 'localhost'}`,
    body: { contentType: 'text/plain', content: body.join('\n') },
  });
}
