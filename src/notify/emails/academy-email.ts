/**
 * How the Academy's emails to learners look (sign-in links, "no account yet",
 * invitations to a team, registrations, renewal reminders): from the
 * Academy, paragraphs and one button.
 */
import { siteConfig } from '../../content/site-config';
import type { OutgoingMessage } from '../deliver';
import { escapeHtml, htmlButton, htmlDocument } from '../html';

const from = { name: `${siteConfig.name} Training Academy`, email: siteConfig.academy.emailFrom };

/** A short email of paragraphs with one button; the link is repeated as text so it can be copied. */
export function academyEmail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { href: string; label: string },
  after: string[] = [],
): OutgoingMessage {
  const text = [...paragraphs, ...(action ? ['', action.href] : []), ...(after.length ? ['', ...after] : [])]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
  const html = htmlDocument(
    subject,
    [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(action
        ? [
            htmlButton(action.href, action.label),
            `<p style="word-break:break-all;color:#52606d">${escapeHtml(action.href)}</p>`,
          ]
        : []),
      ...after.map((paragraph) => `<p style="color:#52606d">${escapeHtml(paragraph)}</p>`),
    ].join('\n'),
  );
  return { from, to, subject, text, html };
}
