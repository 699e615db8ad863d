/**
 * The marketing calendar as an iCalendar file (RFC 5545): one all-day event
 * per campaign, so a business can import the whole year into Google, Outlook
 * or Apple Calendar in one go.
 */
import type { CalendarMonth } from '../../content/types';
import { datedCampaigns, icsDate, icsDateTime } from './campaign-dates';

const encoder = new TextEncoder();
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space.
 * Counts UTF-8 octets and never splits a character.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ` ${character}`;
      octets = 1 + size;
    } else {
      current += character;
      octets += size;
    }
  }
  lines.push(current);
  return lines.join('\r\n');
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface IcsOptions {
  /** When the file is made: sets DTSTAMP and which year each month falls in. */
  now: Date;
  /** Domain for the event UIDs, e.g. www.pawsperity.co.uk */
  domain: string;
  /** Who publishes the calendar, for PRODID */
  organisation: string;
  calendarName: string;
}

export function marketingCalendarIcs(months: readonly CalendarMonth[], { now, domain, organisation, calendarName }: IcsOptions): string {
  const stamp = icsDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organisation)}//${escapeIcsText(calendarName)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`${organisation} ${calendarName}`)}`,
  ];
  for (const campaign of datedCampaigns(months, now)) {
    const description = `${campaign.description}\n\n${campaign.month} theme: ${campaign.theme}.\nPrimary goal: ${campaign.primaryGoal}`;
    lines.push(
      'BEGIN:VEVENT',
      // Stable per campaign and date, so re-importing updates events instead of duplicating them.
      `UID:${icsDate(campaign.start)}-${slug(campaign.name)}@${domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(campaign.start)}`,
      `DTEND;VALUE=DATE:${icsDate(campaign.endExclusive)}`,
      `SUMMARY:${escapeIcsText(campaign.name)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      `CATEGORIES:${escapeIcsText(campaign.month)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
