/**
 * The email the owner receives for a new booking, contact message or
 * recruitment application, composed from the item row when it is sent (the
 * outbox keeps no copy of it). Plain text and HTML carry the same content:
 * what arrived, from whom, every field, and the link to the item in /admin.
 * Replying answers the visitor. A booking with a preferred date carries a
 * calendar invitation (METHOD:PUBLISH: it goes into the owner's own calendar).
 */
import { bookingEventUid } from '../../submissions/consultation-booking/booking-event';
import { siteConfig } from '../../content/site-config';
import { formatDateTime } from '../../lib/uk-date';
import { findItem, itemEmail, itemId, itemPerson, itemReceivedAt } from '../../submissions/items';
import { submissionOf, submissions } from '../../submissions/registry';
import { readContext } from '../../submissions/read-context';
import type { PresentedField, ReadContext } from '../../submissions/types';
import { escapeHtml, htmlButton, htmlDocument, htmlLines } from '../html';
import { calendarInvitation } from '../ics';
import type { Attachment, OutgoingMessage } from '../deliver';
import { adminItemUrl, isLeadItem, LEAD_MESSAGE, type LeadItem } from '../lead-items';
import { websiteSender } from './owner-email';
import { emailAboutSubmissions } from './about-submissions';

/** What an empty field reads as. */
const NOT_GIVEN = '(not given)';

/** What introduces the visitor's own words: they are quoted as theirs, never run on as the email's. */
const THEY_WROTE = 'They wrote:';

/** "New consultation booking". */
function title(item: LeadItem): string {
  return `New ${item.submission.label.toLowerCase()}`;
}

/** "New consultation booking: Jane Smith, 2 services, From £3,495" and the like: what arrived and from whom. */
export function leadSubject(item: LeadItem): string {
  const detail = item.submission.email.subjectDetail?.(item.row) ?? '';
  return `${title(item)}: ${itemPerson(item)}${detail ? `, ${detail}` : ''}`;
}

function textValue(field: PresentedField): string[] {
  if (field.list)
    return field.list.length
      ? [`${field.label}:`, ...field.list.map((entry) => `  - ${entry}`)]
      : [`${field.label}: ${NOT_GIVEN}`];
  if (!field.value) return [`${field.label}: ${NOT_GIVEN}`];
  if (field.quoted)
    return [`${field.label}. ${THEY_WROTE}`, ...field.value.split(/\r\n|\r|\n/).map((line) => `> ${line}`)];
  if (field.multiline) return [`${field.label}:`, ...field.value.split(/\r\n|\r|\n/).map((line) => `  ${line}`)];
  return [`${field.label}: ${field.value}`];
}

function htmlValue(field: PresentedField): string {
  if (field.list) {
    return field.list.length
      ? `<ul style="margin:0;padding-left:18px">${field.list.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`
      : `<em>${escapeHtml(NOT_GIVEN)}</em>`;
  }
  if (!field.value) return `<em>${escapeHtml(NOT_GIVEN)}</em>`;
  if (field.quoted) {
    return `<p style="margin:0 0 4px;color:#52606d">${escapeHtml(THEY_WROTE)}</p><blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid #cbd2d9">${htmlLines(field.value)}</blockquote>`;
  }
  return htmlLines(field.value);
}

function htmlTable(fields: PresentedField[]): string {
  const rows = fields.map(
    (field) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(field.label)}</th><td style="vertical-align:top;padding:6px 0">${htmlValue(field)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** The calendar invitation the kind attaches (a booking with a preferred date), if any. */
function invitation(item: LeadItem, link: string): Attachment | null {
  const entry = item.submission.email.calendar?.(item.row, link);
  if (!entry) return null;
  const { filename, ...event } = entry;
  return {
    type: 'text/calendar; method=PUBLISH',
    filename,
    content: calendarInvitation({
      ...event,
      // An identifier, not a link: the same event wherever the email was sent from.
      uid: bookingEventUid(itemId(item)),
      url: link,
    }),
  };
}

/**
 * The whole notification for one outbox row, linking to the back office at
 * `origin`. The outbox id and the time no longer shape the message (Email
 * Service sets its Message-ID and Date); they stay in the signature for the
 * callers written against it.
 */
export function composeLeadEmail(item: LeadItem, origin: string, context: ReadContext): OutgoingMessage {
  const { notifications } = siteConfig;
  const name = itemPerson(item);
  const link = adminItemUrl(origin, item.submission.kind, itemId(item));
  const subject = leadSubject(item);
  const fields = item.submission.ownerFields(item.row, context);
  const received = `Received ${formatDateTime(itemReceivedAt(item))} (UK time).`;
  const slot = item.submission.email.note?.(item.row) ?? null;
  const replyHint = `Reply to this email to answer ${name} directly.`;

  const text = [
    `${title(item)} from ${name}.`,
    received,
    '',
    'Open it in the back office:',
    link,
    '',
    ...(slot ? [slot, ''] : []),
    ...fields.flatMap(textValue),
    '',
    replyHint,
  ].join('\n');

  const html = htmlDocument(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(title(item))} from ${escapeHtml(name)}</h1>`,
      `<p style="margin:0 0 16px;color:#52606d">${escapeHtml(received)}</p>`,
      htmlButton(link, 'Open it in the back office'),
      slot ? `<p><strong>${escapeHtml(slot)}</strong></p>` : '',
      htmlTable(fields),
      `<p style="margin-top:16px;color:#52606d">${escapeHtml(replyHint)}</p>`,
    ].join('\n'),
  );

  const calendar = invitation(item, link);
  return {
    from: websiteSender,
    to: notifications.to,
    // deliver() leaves it out if the stored address is not plainly an address.
    replyTo: { name, email: itemEmail(item) },
    subject,
    text,
    html,
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}

/** The kinds of submission emailed one by one. */
const emailedKinds = submissions.filter((submission) => submission.notification === 'email');

/** The owner's notification of a new booking, contact message or application, composed from the item as it is now. */
export const leadEmail = emailAboutSubmissions(emailedKinds, {
  name: 'lead',
  to: 'owner',
  answers: (row) =>
    row.message === LEAD_MESSAGE &&
    row.channel === 'email' &&
    emailedKinds.some((submission) => submission.kind === row.itemKind),
  compose: async (row, { db, origin }) => {
    const submission = submissionOf(row.itemKind);
    const item = submission ? await findItem(db, submission, row.itemId) : null;
    // Erased (a data request or retention) before it could be sent.
    return item && isLeadItem(item) ? composeLeadEmail(item, origin, await readContext(db.$client)) : null;
  },
});
