/**
 * The owner's agenda of a day: each held slot in time order (the time, who,
 * what, the status and the booking's page in /admin), the bookings that asked
 * for the day without a time, how many slots are still free, and the week
 * view. A day with nothing booked still says so: the owner hears every morning.
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { ukDay, ukTime } from '../../lib/london-time';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';
import { counted } from '../../submissions/format';
import { statusLabel } from '../../submissions/registry';
import { type AgendaBooking, type AgendaDay, readAgendaDay } from '../agenda';
import type { OutgoingMessage } from '../deliver';
import { emailAboutItem } from '../email-kind';
import { escapeHtml, htmlButton } from '../html';
import { adminItemUrl } from '../lead-items';
import { emailToOwner } from './owner-email';

interface Line {
  /** "9:00am", or what the request asked for. */
  when: string;
  who: string;
  services: string;
  link: string;
}

function line(booking: AgendaBooking, origin: string, when: string): Line {
  const who = `${booking.person || 'Consultation booking'} (${statusLabel(booking.status)})`;
  return {
    when,
    who,
    services: booking.services.join(', '),
    link: adminItemUrl(origin, ITEM_KIND.booking, booking.id),
  };
}

/** How many slots are left, or why there are none at all. */
function slotsLeft(day: AgendaDay): string {
  switch (day.closed?.kind) {
    case 'bank-holiday':
      return `No slots are offered today: it is a bank holiday (${day.closed.name}).`;
    case 'blocked':
      return `No slots are offered today: the day is blocked (${day.closed.reason}).`;
    case 'not-a-working-day':
      return 'No slots are offered today: it is not a working day in your weekly pattern.';
    case undefined:
      return day.freeSlots === 0
        ? 'No free slots are left today.'
        : `${counted(day.freeSlots, 'slot is', 'slots are')} still free today.`;
    default:
      return 'No slots are offered today.';
  }
}

function textLines(lines: Line[]): string[] {
  return lines.flatMap((entry) => [
    `${entry.when}  ${entry.who}`,
    ...(entry.services ? [`  ${entry.services}`] : []),
    `  ${entry.link}`,
    '',
  ]);
}

function htmlTable(caption: string, lines: Line[]): string {
  const rows = lines.map(
    (entry) =>
      `<tr><td style="padding:6px 12px 6px 0;white-space:nowrap;vertical-align:top;font-weight:bold">${escapeHtml(entry.when)}</td><td style="padding:6px 0"><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.who)}</a>${entry.services ? `<br><span style="color:#52606d">${escapeHtml(entry.services)}</span>` : ''}</td></tr>`,
  );
  return `<table role="presentation" aria-label="${escapeHtml(caption)}" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** The agenda email of a day, linking to the back office at `origin`. */
function composeAgendaEmail(day: AgendaDay, origin: string): OutgoingMessage {
  const booked = day.held.length + day.requests.length;
  const subject = `Today's consultations: ${ukDay(day.date)} (${booked === 0 ? 'none booked' : `${booked} booked`})`;
  const held = day.held.map((booking) => line(booking, origin, booking.time ? ukTime(booking.time) : ''));
  const requests = day.requests.map((booking) =>
    line(booking, origin, booking.time ? `Asked for ${ukTime(booking.time)}` : 'No time chosen'),
  );
  const requestsHeading = `Asked for today without a slot (${requests.length})`;
  const nothing = booked === 0 ? 'No consultations booked today.' : held.length === 0 ? 'No slot is booked today.' : '';
  const week = `${origin}/admin/calendar`;
  const left = slotsLeft(day);

  const text = [
    subject,
    'Times are UK time.',
    '',
    ...(nothing ? [nothing, ''] : textLines(held)),
    ...(requests.length ? [requestsHeading, '', ...textLines(requests)] : []),
    left,
    '',
    `The week: ${week}`,
  ].join('\n');
  return emailToOwner(subject, text, [
    '<p style="margin:0 0 12px;color:#52606d">Times are UK time.</p>',
    nothing ? `<p>${escapeHtml(nothing)}</p>` : htmlTable(`Consultations on ${ukDay(day.date)}`, held),
    requests.length
      ? `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(requestsHeading)}</h2>${htmlTable(requestsHeading, requests)}`
      : '',
    `<p>${escapeHtml(left)}</p>`,
    htmlButton(week, 'Open the week'),
  ]);
}

/**
 * The owner's agenda of the day its row names, composed when sent from the bookings as they are then. A day already
 * over (a Retry pressed days later: "today's consultations" would no longer be true) or an item id that is not a date
 * sends nothing. It names a day, not a person, so erasure has nothing of it to remove.
 */
export const ownerAgendaEmail = emailAboutItem(ITEM_KIND.agenda, {
  name: 'owner-agenda',
  to: 'owner',
  compose: async (row, { db, origin, now }) => {
    const date = row.itemId;
    if (!isCalendarDate(date) || date < todayInLondon(now)) return null;
    return composeAgendaEmail(await readAgendaDay(db, date, now), origin);
  },
  describe: async (_db, row) => ({
    what: 'Your morning agenda',
    about: {
      href: `/admin/calendar?from=${encodeURIComponent(row.itemId)}`,
      text: isCalendarDate(row.itemId) ? ukDay(row.itemId) : row.itemId,
    },
  }),
  erasure: () => null,
  expired: () => null,
});
