/**
 * The email the owner receives for a new booking, contact message or
 * recruitment application, composed from the item row when it is sent (the
 * outbox keeps no copy of it). Plain text and HTML carry the same content:
 * what arrived, from whom, every field, and the link to the item in /admin.
 * Replying answers the visitor. A booking with a preferred date carries a
 * calendar invitation.
 */
import { siteConfig } from '../content/site-config';
import { formatDateTime } from '../lib/uk-date';
import { leadFields, NOT_GIVEN, preferredDay, storedList, type NotificationField } from './fields';
import { escapeHtml, htmlButton, htmlDocument, htmlLines } from './html';
import { calendarInvitation } from './ics';
import { adminItemUrl, type LeadItem } from './lead-items';
import { composeMessage, isSafeAddress, type LeafPart, type MimePart, type OutgoingEmail } from './mime';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const kindTitles: Record<LeadItem['kind'], string> = {
  booking: 'New consultation booking',
  contact: 'New contact message',
  application: 'New recruitment application',
};

function personName(item: LeadItem): string {
  return `${item.row.firstName} ${item.row.lastName}`.trim();
}

/** "New consultation booking: Jane Smith, 2 services, From £3,495" and the like: what arrived and from whom. */
export function leadSubject(item: LeadItem): string {
  const name = personName(item);
  switch (item.kind) {
    case 'booking': {
      const services = storedList(item.row.services).length;
      const estimate = item.row.estimatedCost ? `, ${item.row.estimatedCost}` : '';
      return `${kindTitles.booking}: ${name}, ${plural(services, 'service', 'services')}${estimate}`;
    }
    case 'contact':
      return `${kindTitles.contact}: ${name}`;
    case 'application': {
      const roles = storedList(item.row.interestedRoles);
      const shown = roles.slice(0, 2).join(', ');
      const more = roles.length > 2 ? ` and ${plural(roles.length - 2, 'more role', 'more roles')}` : '';
      return `${kindTitles.application}: ${name}${shown ? `, ${shown}${more}` : ''}`;
    }
  }
}

/** The booking's slot in words, or the sentence that says none was chosen. */
function bookingSlot(item: Extract<LeadItem, { kind: 'booking' }>): string {
  const { preferredDate, preferredTime } = item.row;
  if (!preferredDate) return 'No date was chosen, so there is no calendar invitation: agree one with the visitor.';
  const day = preferredDay(preferredDate);
  const slot = preferredTime ? `${day} at ${preferredTime} (UK time)` : `${day}, no time chosen`;
  return `Preferred slot: ${slot}. The attached consultation.ics puts it in your calendar.`;
}

function textValue(field: NotificationField): string[] {
  if (Array.isArray(field.value))
    return field.value.length ? [`${field.label}:`, ...field.value.map((entry) => `  - ${entry}`)] : [`${field.label}: ${NOT_GIVEN}`];
  if (!field.value) return [`${field.label}: ${NOT_GIVEN}`];
  if (field.multiline) return [`${field.label}:`, ...field.value.split(/\r\n|\r|\n/).map((line) => `  ${line}`)];
  return [`${field.label}: ${field.value}`];
}

function htmlValue(field: NotificationField): string {
  if (Array.isArray(field.value)) {
    return field.value.length
      ? `<ul style="margin:0;padding-left:18px">${field.value.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`
      : `<em>${escapeHtml(NOT_GIVEN)}</em>`;
  }
  return field.value ? htmlLines(field.value) : `<em>${escapeHtml(NOT_GIVEN)}</em>`;
}

function htmlTable(fields: NotificationField[]): string {
  const rows = fields.map(
    (field) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(field.label)}</th><td style="vertical-align:top;padding:6px 0">${htmlValue(field)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** The invitation part of a booking that has a preferred date. */
function invitation(item: LeadItem, link: string): LeafPart | null {
  if (item.kind !== 'booking' || !item.row.preferredDate) return null;
  const services = storedList(item.row.services).length;
  return {
    contentType: 'text/calendar; method=PUBLISH',
    filename: 'consultation.ics',
    content: calendarInvitation({
      // An identifier, not a link: the same event wherever the email was sent from.
      uid: `booking-${item.row.id}@${siteConfig.origin.replace(/^https?:\/\//, '')}`,
      date: item.row.preferredDate,
      ...(item.row.preferredTime ? { time: item.row.preferredTime } : {}),
      minutes: siteConfig.freeConsultationMinutes,
      summary: `Consultation: ${personName(item)}`,
      description: `${plural(services, 'service', 'services')}${item.row.estimatedCost ? `, ${item.row.estimatedCost}` : ''}. Booking in the back office: ${link}`,
      url: link,
      stamp: item.row.createdAt,
    }),
  };
}

/** The whole notification for one outbox row, linking to the back office at `origin`; its Message-ID is derived from the row's id. */
export function composeLeadEmail(item: LeadItem, outboxId: string, origin: string, now: Date = new Date()): OutgoingEmail {
  const { notifications } = siteConfig;
  const name = personName(item);
  const link = adminItemUrl(origin, item.kind, item.row.id);
  const subject = leadSubject(item);
  const fields = leadFields(item);
  const received = `Received ${formatDateTime(item.row.createdAt)} (UK time).`;
  const slot = item.kind === 'booking' ? bookingSlot(item) : null;
  const replyHint = `Reply to this email to answer ${name} directly.`;

  const text = [
    `${kindTitles[item.kind]} from ${name}.`,
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
      `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(kindTitles[item.kind])} from ${escapeHtml(name)}</h1>`,
      `<p style="margin:0 0 16px;color:#52606d">${escapeHtml(received)}</p>`,
      htmlButton(link, 'Open it in the back office'),
      slot ? `<p><strong>${escapeHtml(slot)}</strong></p>` : '',
      htmlTable(fields),
      `<p style="margin-top:16px;color:#52606d">${escapeHtml(replyHint)}</p>`,
    ].join('\n'),
  );

  const alternative: MimePart = {
    multipart: 'alternative',
    parts: [
      { contentType: 'text/plain', content: text },
      { contentType: 'text/html', content: html },
    ],
  };
  const calendar = invitation(item, link);
  const domain = notifications.from.split('@')[1] ?? 'localhost';
  return composeMessage({
    from: { name: notifications.senderName, address: notifications.from },
    to: { address: notifications.to },
    // A stored address that is not plainly valid is left out rather than risk the header; the email still goes.
    ...(isSafeAddress(item.row.email) ? { replyTo: { name, address: item.row.email } } : {}),
    subject,
    date: now,
    messageId: `notification-${outboxId}@${domain}`,
    body: calendar ? { multipart: 'mixed', parts: [alternative, calendar] } : alternative,
  });
}
