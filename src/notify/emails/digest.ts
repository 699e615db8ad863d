/**
 * The daily digest: every item of the 'digest' kinds (waiting-list sign-ups,
 * resource downloads) since the last one, in one email, a section per kind,
 * each item with its link in /admin. They need no
 * action, so one message a day replaces one per sign-up.
 */
import { formatDateTime } from '../../lib/uk-date';
import { escapeHtml, htmlButton } from '../html';
import { counted } from '../../submissions/format';
import { itemId, itemReceivedAt } from '../../submissions/items';
import { submissions } from '../../submissions/registry';
import type { OutgoingMessage } from '../deliver';
import { adminItemUrl, type DigestItem, LEAD_MESSAGE } from '../lead-items';
import { emailToOwner } from './owner-email';
import { emailAboutSubmissions } from './about-submissions';

interface DigestLine {
  when: string;
  text: string;
  link: string;
}

function line(item: DigestItem, origin: string): DigestLine {
  return {
    when: formatDateTime(itemReceivedAt(item)),
    text: item.submission.digest.line(item.row),
    link: adminItemUrl(origin, item.submission.kind, itemId(item)),
  };
}

/** One section of the digest per kind that has items, in the registry's order. */
interface DigestSection {
  title: string;
  /** The subject's words for this many, e.g. "3 waiting-list sign-ups". */
  counted: string;
  lines: DigestLine[];
}

function sectionsOf(items: DigestItem[], origin: string): DigestSection[] {
  return submissions.flatMap((submission) => {
    const lines = items.filter((item) => item.submission.kind === submission.kind).map((item) => line(item, origin));
    const [one, many] = submission.digest.counted;
    return lines.length ? [{ title: submission.digest.section, counted: counted(lines.length, one, many), lines }] : [];
  });
}

/** "Daily digest: 3 waiting-list sign-ups and 1 resource download". */
function digestSubject(counts: readonly string[]): string {
  const last = counts.at(-1);
  const listed = counts.length > 1 ? `${counts.slice(0, -1).join(', ')} and ${last}` : (last ?? 'nothing new');
  return `Daily digest: ${listed}`;
}

function textSection(title: string, lines: DigestLine[]): string[] {
  if (lines.length === 0) return [];
  return [
    `${title} (${lines.length})`,
    ...lines.flatMap((entry) => [`- ${entry.when}  ${entry.text}`, `  ${entry.link}`]),
    '',
  ];
}

function htmlSection(title: string, lines: DigestLine[]): string {
  if (lines.length === 0) return '';
  const rows = lines.map(
    (entry) =>
      `<tr><td style="padding:4px 12px 4px 0;white-space:nowrap;color:#52606d">${escapeHtml(entry.when)}</td><td style="padding:4px 0"><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.text)}</a></td></tr>`,
  );
  return `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(title)} (${lines.length})</h2><table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** The digest of these items, linking to the back office at `origin`. */
export function composeDigestEmail(items: DigestItem[], origin: string): OutgoingMessage {
  const sections = sectionsOf(items, origin);
  const subject = digestSubject(sections.map((section) => section.counted));
  const inbox = `${origin}/admin`;
  const text = [
    `${subject} (times are UK time).`,
    '',
    ...sections.flatMap((section) => textSection(section.title, section.lines)),
    `The back office: ${inbox}`,
  ].join('\n');
  return emailToOwner(subject, text, [
    '<p style="margin:0;color:#52606d">Times are UK time.</p>',
    ...sections.map((section) => htmlSection(section.title, section.lines)),
    htmlButton(inbox, 'Open the back office'),
  ]);
}

/** The kinds of submission listed in the digest. */
const digestKinds = submissions.filter((submission) => submission.notification === 'digest');

/**
 * The daily digest's rows: one per waiting-list sign-up or download, all sent together by send-digest.ts, which
 * claims every pending one at once.
 */
export const digestEmail = emailAboutSubmissions(
  digestKinds,
  {
    name: 'digest',
    to: 'owner',
    answers: (row) => row.message === LEAD_MESSAGE && row.channel === 'digest',
    compose: null,
  },
  ' (daily digest)',
);
