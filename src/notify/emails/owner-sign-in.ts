import { siteConfig } from '../../content/site-config';
import type { OutgoingMessage } from '../deliver';
import { escapeHtml, htmlButton, htmlDocument } from '../html';

/** The address of the confirmation page a sign-in link opens. */
export function signInLinkUrl(origin: string, token: string): string {
  return `${origin}/admin/sign-in/confirm?token=${encodeURIComponent(token)}`;
}

/** The sign-in email: the link on a line of its own in the text, a button in the HTML, and when it stops working. */
export function composeSignInEmail(to: string, link: string): OutgoingMessage {
  const subject = `Your sign-in link for the ${siteConfig.name} back office`;
  const minutes = siteConfig.admin.signInLinkMinutes;
  const asked = `Someone (hopefully you) asked to sign in to the ${siteConfig.name} back office.`;
  const works = `Open this link and press Sign in. It works once, within ${minutes} minutes:`;
  const ignore = 'If you did not ask for it, ignore this email: nobody can sign in without the link.';
  const text = ['Hello,', '', asked, works, '', link, '', ignore].join('\n');
  const html = htmlDocument(
    subject,
    [
      '<p>Hello,</p>',
      `<p>${escapeHtml(asked)}<br>${escapeHtml(works)}</p>`,
      htmlButton(link, 'Open the sign-in link'),
      `<p style="word-break:break-all;color:#52606d">${escapeHtml(link)}</p>`,
      `<p style="color:#52606d">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  );
  return { from: { name: siteConfig.name, email: siteConfig.admin.signInEmailFrom }, to, subject, text, html };
}
