import { siteConfig } from '../../content/site-config';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  /** The whole RFC 5322 message, CRLF line endings. */
  raw: string;
}

/** The address of the confirmation page a sign-in link opens. */
export function signInLinkUrl(origin: string, token: string): string {
  return `${origin}/admin/sign-in/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * The sign-in email as a plain-text MIME message. Only ASCII goes in it (the
 * link is base64url, the rest is our own text), so 7bit needs no encoding.
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
  const headers = [
    `From: ${siteConfig.name} <${from}>`,
    `To: <${to}>`,
    `Subject: ${subject}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${from.split('@')[1] ?? 'localhost'}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
  ];
  return { from, to, subject, raw: [...headers, '', ...body, ''].join('\r\n') };
}
