/**
 * The one iCalendar (RFC 5545) writer: the marketing calendar download and the
 * booking invitation attached to the owner's notification are both made here,
 * so escaping, line folding and line endings cannot drift apart.
 */
import { londonWallClock, timeParts } from './london-time';

export const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space
 * (the space counts towards the next line's 75). Counts UTF-8 octets and never
 * splits a character, so "Zoë" or a dog emoji survives the fold.
 */
export function foldLine(line: string): string {
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
  return lines.join(CRLF);
}

/** 2025-01-06 → 20250106 (iCalendar DATE). */
export function dateValue(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** An instant as an iCalendar UTC DATE-TIME, e.g. 20250106T093000Z (DTSTAMP); milliseconds are dropped. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Europe/London since 1996: BST from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October. Sent with any event given in
 * London wall-clock time, so a calendar anywhere shows 9:00 as 9:00 in London.
 */
export const LONDON_TIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** When an event starts or ends: a whole day (YYYYMMDD), or a wall-clock time (YYYYMMDDTHHMMSS) in London. */
export type EventTime = { day: string } | { londonTime: string };

interface CalendarEvent {
  /** Stable for the thing the event stands for, so importing it again updates the event instead of duplicating it. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: EventTime;
  /** For a whole-day event, the day after the last (RFC 5545 §3.6.1). */
  end: EventTime;
  summary: string;
  description: string;
  /** Further properties after DESCRIPTION, written out in full (URL, STATUS, CATEGORIES ...). */
  more?: readonly string[];
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as London wall-clock time, e.g. 20260615T090000 for 9:00 BST (08:00 UTC) and 20261215T090000 for 9:00 GMT. */
export function londonEventTime(instant: Date): EventTime {
  const { date, time } = londonWallClock(instant);
  const { hours, minutes } = timeParts(time);
  return { londonTime: `${dateValue(date)}T${twoDigits(hours)}${twoDigits(minutes)}00` };
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: EventTime): string {
  return 'day' in time ? `${name};VALUE=DATE:${time.day}` : `${name};TZID=Europe/London:${time.londonTime}`;
}

/** One VEVENT's lines, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.more ?? []),
    'END:VEVENT',
  ];
}

interface CalendarFile {
  /** PRODID, e.g. -//Pawsperity Consulting//Notifications//EN */
  productId: string;
  /**
   * PUBLISH: the events go into the reader's own calendar and invite nobody.
   * REQUEST and CANCEL (RFC 5546): an invitation to its attendee, and its withdrawal.
   */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** Calendar properties after METHOD, written out in full (X-WR-CALNAME ...). */
  properties?: readonly string[];
  /** VTIMEZONE components the events refer to. */
  timezones?: readonly string[];
  events: readonly CalendarEvent[];
}

/** The whole VCALENDAR: lines folded at 75 octets, CRLF after every line, the last included. */
export function calendarText(file: CalendarFile): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${file.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${file.method}`,
    ...(file.properties ?? []),
    ...(file.timezones ?? []),
    ...file.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
