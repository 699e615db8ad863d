/**
 * The Academy's emails to learners: sign-in links, "no account yet",
 * invitations to a team and renewal reminders. Sent through Email Service's
 * send() (notify/deliver.ts), the path every email of the site takes.
 */
import { siteConfig } from '../content/site-config';
import type { OutgoingMessage } from '../notify/deliver';
import { escapeHtml, htmlButton, htmlDocument } from '../notify/html';

const from = { name: `${siteConfig.name} Training Academy`, email: siteConfig.academy.emailFrom };

/** A short email of paragraphs with one button; the link is repeated as text so it can be copied. */
export function academyEmail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { href: string; label: string },
  after: string[] = [],
): OutgoingMessage {
  const text = [...paragraphs, ...(action ? ['', action.href] : []), ...(after.length ? ['', ...after] : [])].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const html = htmlDocument(
    subject,
    [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(action ? [htmlButton(action.href, action.label), `<p style="word-break:break-all;color:#52606d">${escapeHtml(action.href)}</p>`] : []),
      ...after.map((paragraph) => `<p style="color:#52606d">${escapeHtml(paragraph)}</p>`),
    ].join('\n'),
  );
  return { from, to, subject, text, html };
}

const minutes = siteConfig.academy.signInLinkMinutes;
const ignore = 'If you did not ask for this, ignore this email: nobody can sign in without the link.';

export function learnerSignInEmail(to: string, firstName: string, link: string): OutgoingMessage {
  return academyEmail(
    to,
    `Your sign-in link for the ${siteConfig.name} Training Academy`,
    [`Hello ${firstName},`, `Open this link and press Sign in. It works once, within ${minutes} minutes.`],
    { href: link, label: 'Sign in to the Training Academy' },
    [ignore],
  );
}

/** To an address with no account: says so, and where to register, without the page ever telling anyone. */
export function noAccountEmail(to: string, origin: string): OutgoingMessage {
  return academyEmail(
    to,
    `Signing in to the ${siteConfig.name} Training Academy`,
    [
      'Hello,',
      'Someone (hopefully you) asked to sign in to our Training Academy with this address, but there is no account for it yet.',
      'You can register for the free demo in a minute: it opens the first module of every employee course.',
    ],
    { href: `${origin}/training/sign-in#register`, label: 'Register for the free demo' },
    ['If you did not ask, ignore this email: no account has been made.'],
  );
}

export function invitationEmail(to: string, teamName: string, inviterName: string, link: string): OutgoingMessage {
  return academyEmail(
    to,
    `${inviterName} invited you to the ${siteConfig.name} Training Academy`,
    [
      'Hello,',
      `${inviterName} of ${teamName} has invited you to join their team in our Training Academy: short online modules on dog behaviour, health and safety, canine first aid, customer care and more, with a certificate for each module you complete.`,
      `Open the link to accept. It works once, within ${siteConfig.academy.invitationDays} days. Once you accept, ${teamName} can see your progress, quiz results and certificates.`,
    ],
    { href: link, label: 'Accept the invitation' },
    ['If you were not expecting this, ignore the email: nothing happens unless you accept.'],
  );
}

/** To a registering address: the account is made only when its owner presses Confirm on the page this opens. */
export function registrationEmail(to: string, firstName: string, link: string): OutgoingMessage {
  return academyEmail(
    to,
    `Confirm your registration for the ${siteConfig.name} Training Academy`,
    [
      `Hello ${firstName},`,
      `Open this link and press Confirm and sign in to make your free demo account. It works once, within ${siteConfig.academy.registrationLinkHours} hours.`,
    ],
    { href: link, label: 'Confirm and sign in' },
    ['If you did not register, ignore this email: no account is made without the link.'],
  );
}
