/**
 * How the retreat emails look (a booking's, a waiting-list offer, the early-bird list's): from the business, replies to
 * its address, a heading over blocks written once and sent as plain text and as HTML, so the two cannot disagree.
 */
import type { BusinessDetails } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import type { Attachment, OutgoingMessage } from '../deliver';
import { escapeHtml, htmlButton, htmlDocument, htmlLines } from '../html';

/**
 * A paragraph; a list; a link in a sentence; the main button; or someone else's words, quoted as theirs under an
 * introduction (the owner's message to attendees), never run on as the email's own.
 */
export type Block =
  | { paragraph: string }
  | { list: string[] }
  | { link: { before: string; href: string; label: string } }
  | { button: { href: string; label: string } }
  | { quote: { intro: string; text: string } };

function textOf(block: Block): string[] {
  if ('paragraph' in block) return [block.paragraph];
  if ('list' in block) return block.list.map((entry) => `  - ${entry}`);
  if ('link' in block) return [`${block.link.before} ${block.link.label}: ${block.link.href}`];
  if ('button' in block) return [`${block.button.label}: ${block.button.href}`];
  return [block.quote.intro, ...block.quote.text.split(/\r\n|\r|\n/).map((line) => `> ${line}`)];
}

const quoteStyle = 'margin:0 0 12px;padding:4px 0 4px 12px;border-left:3px solid #cbd2d9;color:#1f2933';
const linkStyle = 'color:#1d5c4d';

function htmlOf(block: Block): string {
  if ('paragraph' in block) return `<p>${htmlLines(block.paragraph)}</p>`;
  if ('list' in block)
    return `<ul style="padding-left:18px">${block.list.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`;
  if ('link' in block)
    return `<p>${escapeHtml(block.link.before)} <a href="${escapeHtml(block.link.href)}" style="${linkStyle}">${escapeHtml(block.link.label)}</a></p>`;
  if ('button' in block) return htmlButton(block.button.href, block.button.label);
  return `<p style="margin-bottom:4px;color:#52606d">${escapeHtml(block.quote.intro)}</p><blockquote style="${quoteStyle}">${htmlLines(block.quote.text)}</blockquote>`;
}

interface RetreatEmail {
  to: OutgoingMessage['to'];
  subject: string;
  heading: string;
  blocks: Block[];
  /** The business details as stored when it is sent: replies go to the business's address. */
  details: BusinessDetails;
  attachments?: Attachment[];
}

export function retreatEmail({
  to,
  subject,
  heading,
  blocks,
  details,
  attachments = [],
}: RetreatEmail): OutgoingMessage {
  const text = [heading, ...blocks.flatMap((block) => ['', ...textOf(block)])].join('\n');
  const html = htmlDocument(
    subject,
    [`<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>`, ...blocks.map(htmlOf)].join('\n'),
  );
  return {
    from: { name: siteConfig.name, email: siteConfig.notifications.from },
    replyTo: { name: siteConfig.name, email: details.email },
    to,
    subject,
    text,
    html,
    ...(attachments.length ? { attachments } : {}),
  };
}
