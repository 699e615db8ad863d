/**
 * How the site's own emails to the business look (the daily digest, the
 * morning agenda): from the website's sender to the business's inbox, the
 * subject as the heading.
 */
import { siteConfig } from '../../content/site-config';
import type { OutgoingMessage } from '../deliver';
import { escapeHtml, htmlDocument } from '../html';

/** The sender of every email the website writes to the business. */
export const websiteSender = { name: siteConfig.notifications.senderName, email: siteConfig.notifications.from };

/** An email to the business: its text, and HTML of the subject as a heading over `body`'s parts. */
export function emailToOwner(subject: string, text: string, body: string[]): OutgoingMessage {
  return {
    from: websiteSender,
    to: siteConfig.notifications.to,
    subject,
    text,
    html: htmlDocument(
      subject,
      [`<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1>`, ...body].join('\n'),
    ),
  };
}
