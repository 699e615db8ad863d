/**
 * The daily digest: every waiting-list sign-up and resource download since
 * the last one, in one email, each with its link in /admin. They need no
 * action, so one message a day replaces one per sign-up.
 */
import { formatDateTime } from '../lib/uk-date';
import { siteConfig } from '../content/site-config';
import { escapeHtml, htmlButton, htmlDocument } from './html';
import { adminItemUrl, type DigestItem } from './lead-items';
import { composeMessage, type OutgoingEmail } from './mime';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface DigestLine {
  when: string;
  text: string;
  link: string;
}

function line(item: DigestItem, origin: string): DigestLine {
  if (item.kind === 'waiting-list') {
    return { when: formatDateTime(item.row.createdAt), text: item.row.email, link: adminItemUrl(origin, item.kind, item.row.id) };
  }
  return {
    when: formatDateTime(item.row.downloadedAt),
    text: `${item.row.email}: ${item.row.resourceName}`,
    link: adminItemUrl(origin, item.kind, item.row.id),
  };
}

/** "Daily digest: 3 waiting-list sign-ups and 1 resource download". */
export function digestSubject(signUps: number, downloads: number): string {
  const parts = [
    signUps ? plural(signUps, 'waiting-list sign-up', 'waiting-list sign-ups') : '',
    downloads ? plural(downloads, 'resource download', 'resource downloads') : '',
  ].filter(Boolean);
  return `Daily digest: ${parts.join(' and ')}`;
}

function textSection(title: string, lines: DigestLine[]): string[] {
  if (lines.length === 0) return [];
  return [`${title} (${lines.length})`, ...lines.flatMap((entry) => [`- ${entry.when}  ${entry.text}`, `  ${entry.link}`]), ''];
}

function htmlSection(title: string, lines: DigestLine[]): string {
  if (lines.length === 0) return '';
  const rows = lines.map(
    (entry) =>
      `<tr><td style="padding:4px 12px 4px 0;white-space:nowrap;color:#52606d">${escapeHtml(entry.when)}</td><td style="padding:4px 0"><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.text)}</a></td></tr>`,
  );
  return `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(title)} (${lines.length})</h2><table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/**
 * The digest of these items, linking to the back office at `origin`. Its
 * Message-ID is derived from the outbox rows it covers (`digestKey`), so the
 * same digest sent again carries the same id.
 */
export function composeDigestEmail(items: DigestItem[], digestKey: string, origin: string, now: Date = new Date()): OutgoingEmail {
  const { notifications } = siteConfig;
  const signUps = items.filter((item) => item.kind === 'waiting-list').map((item) => line(item, origin));
  const downloads = items.filter((item) => item.kind === 'download').map((item) => line(item, origin));
  const subject = digestSubject(signUps.length, downloads.length);
  const inbox = `${origin}/admin`;
  const text = [
    `${subject} (times are UK time).`,
    '',
    ...textSection('Shop waiting list sign-ups', signUps),
    ...textSection('Resource downloads', downloads),
    `The back office: ${inbox}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1>`,
      '<p style="margin:0;color:#52606d">Times are UK time.</p>',
      htmlSection('Shop waiting list sign-ups', signUps),
      htmlSection('Resource downloads', downloads),
      htmlButton(inbox, 'Open the back office'),
    ].join('\n'),
  );
  return composeMessage({
    from: { name: notifications.senderName, address: notifications.from },
    to: { address: notifications.to },
    subject,
    date: now,
    messageId: `digest-${digestKey}@${notifications.from.split('@')[1] ?? 'localhost'}`,
    body: {
      multipart: 'alternative',
      parts: [
        { contentType: 'text/plain', content: text },
        { contentType: 'text/html', content: html },
      ],
    },
  });
}
