/**
 * The calendar invitation attached to a booking's notification (RFC 5545):
 * the preferred day and slot as UK wall-clock time, TZID=Europe/London with
 * the zone's own VTIMEZONE, so a calendar anywhere shows 9:00 as 9:00 in
 * London, in summer (BST, UTC+1) and winter (GMT) alike. METHOD:PUBLISH: it
 * goes into the owner's own calendar and invites nobody.
 */

export interface CalendarEvent {
  /** Unique and stable for the booking, so a second copy updates the first instead of duplicating it. */
  uid: string;
  /** YYYY-MM-DD, the day the visitor chose. */
  date: string;
  /** "9:00" or "14:00" (UK time); absent: an all-day event on that date. */
  time?: string;
  minutes: number;
  summary: string;
  description: string;
  url: string;
  /** When the booking was made (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** The London rules since 1996: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
const LONDON_VTIMEZONE = [
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

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines of at most 75 octets, continued on lines that start with a space; never splits a character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let limit = 75;
  for (const character of line) {
    if (encoder.encode(current + character).length > limit) {
      lines.push(current);
      current = ' ';
      limit = 75;
    }
    current += character;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 2026-06-15 and "9:00" plus minutes → "20260615T093000" (wall-clock; slots are in the day, so no zone change inside one). */
function localDateTime(date: string, time: string, addMinutes = 0): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes + addMinutes;
  return `${date.replace(/-/g, '')}T${pad(Math.floor(total / 60))}${pad(total % 60)}00`;
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10).replace(/-/g, '');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The whole VCALENDAR, CRLF line endings. */
export function calendarInvitation(event: CalendarEvent): string {
  if (!DATE.test(event.date)) throw new TypeError('invalid event date');
  if (event.time !== undefined && !TIME.test(event.time)) throw new TypeError('invalid event time');
  const when =
    event.time === undefined
      ? [`DTSTART;VALUE=DATE:${event.date.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${nextDay(event.date)}`]
      : [
          `DTSTART;TZID=Europe/London:${localDateTime(event.date, event.time)}`,
          `DTEND;TZID=Europe/London:${localDateTime(event.date, event.time, event.minutes)}`,
        ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pawsperity Consulting//Notifications//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...LONDON_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    // The booking is a request until the owner confirms it in the back office.
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
