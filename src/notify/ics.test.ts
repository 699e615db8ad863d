import { describe, expect, it } from 'vitest';
import { spreadsheetDateTime } from '../lib/uk-date';
import { type BookingInvitation, calendarInvitation } from './ics';

const event: BookingInvitation = {
  uid: 'booking-1@www.pawsperity.co.uk',
  date: '2026-06-15',
  time: '9:00',
  minutes: 30,
  summary: 'Consultation: Jane Smith',
  description:
    '2 services, From £3,495. Booking in the back office: https://www.pawsperity.co.uk/admin/items/booking/1',
  url: 'https://www.pawsperity.co.uk/admin/items/booking/1',
  stamp: new Date('2026-06-01T10:00:00Z'),
};

/** Content lines with folding undone (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** The VEVENT's own lines (the VTIMEZONE has a DTSTART too). */
const eventOf = (lines: string[]) => lines.slice(lines.indexOf('BEGIN:VEVENT'));

function property(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

/**
 * What a calendar does with DTSTART;TZID=Europe/London: reads the offsets and
 * the yearly last-Sunday rules from the invitation's own VTIMEZONE and turns
 * the wall-clock time into an instant. Only the rule shape London uses is
 * understood; anything else fails the test.
 */
function instantOf(lines: string[], dtstart: string): Date {
  const [, local = ''] = /TZID=Europe\/London:(\d{8}T\d{6})$/.exec(dtstart) ?? [];
  const [year, month, day, hour, minute] = [
    local.slice(0, 4),
    local.slice(4, 6),
    local.slice(6, 8),
    local.slice(9, 11),
    local.slice(11, 13),
  ].map(Number) as [number, number, number, number, number];
  const rules = ['DAYLIGHT', 'STANDARD'].map((kind) => {
    const block = lines.slice(lines.indexOf(`BEGIN:${kind}`), lines.indexOf(`END:${kind}`));
    const rule = property(block, 'RRULE') ?? '';
    const match = /^RRULE:FREQ=YEARLY;BYMONTH=(\d+);BYDAY=-1SU$/.exec(rule);
    if (!match) throw new Error(`unexpected rule ${rule}`);
    const start = (property(block, 'DTSTART') ?? '').slice('DTSTART:'.length);
    const offset = (text: string) =>
      (text.startsWith('-') ? -1 : 1) * (Number(text.slice(1, 3)) * 60 + Number(text.slice(3, 5)));
    return {
      month: Number(match[1]),
      atHour: Number(start.slice(9, 11)),
      from: offset((property(block, 'TZOFFSETFROM') ?? '').slice(13)),
      to: offset((property(block, 'TZOFFSETTO') ?? '').slice(11)),
    };
  });
  // Each rule's change in this year, as a UTC instant: last Sunday of its month, at its local time in the "from" offset.
  const changes = rules.map((rule) => {
    const last = new Date(Date.UTC(year, rule.month, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return { at: Date.UTC(year, rule.month - 1, last.getUTCDate(), rule.atHour) - rule.from * 60_000, rule };
  });
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset in force: the last change before the moment (guessing with the standard offset first is enough for daytime slots).
  const standard = changes.find((change) => change.rule.to === Math.min(...rules.map((rule) => rule.to)))?.rule.to ?? 0;
  const guess = wallClockAsUtc - standard * 60_000;
  const inForce = changes.filter((change) => change.at <= guess).sort((a, b) => b.at - a.at)[0];
  const offset = inForce ? inForce.rule.to : (changes.sort((a, b) => b.at - a.at)[0]?.rule.to ?? 0);
  return new Date(wallClockAsUtc - offset * 60_000);
}

describe('the booking invitation', () => {
  it.each([
    ['a summer (BST) date', '2026-06-15', '9:00', '2026-06-15T08:00:00.000Z'],
    ['a winter (GMT) date', '2026-12-07', '14:00', '2026-12-07T14:00:00.000Z'],
    ['the Sunday clocks go forward', '2026-03-29', '9:00', '2026-03-29T08:00:00.000Z'],
    ['the day before they go forward', '2026-03-28', '16:00', '2026-03-28T16:00:00.000Z'],
    ['the Sunday clocks go back', '2026-10-25', '10:00', '2026-10-25T10:00:00.000Z'],
    ['the day before they go back', '2026-10-24', '11:00', '2026-10-24T10:00:00.000Z'],
  ])('puts %s at the slot in London time', (_label, date, time, utc) => {
    const lines = unfold(calendarInvitation({ ...event, date, time }));
    const start = property(eventOf(lines), 'DTSTART') ?? '';
    expect(start).toBe(
      `DTSTART;TZID=Europe/London:${date.replace(/-/g, '')}T${time.padStart(5, '0').replace(':', '')}00`,
    );
    const instant = instantOf(lines, start);
    expect(instant.toISOString()).toBe(utc);
    // How the site itself writes a moment in London, for comparison.
    expect(spreadsheetDateTime(instant)).toBe(`${date} ${time.padStart(5, '0')}`);
    const end = instantOf(lines, property(eventOf(lines), 'DTEND') ?? '');
    expect(end.getTime() - instant.getTime()).toBe(30 * 60_000);
  });

  it('is a VCALENDAR with one VEVENT, CRLF lines of at most 75 octets, and the London zone defined', () => {
    const ics = calendarInvitation({ ...event, summary: 'Consultation: Zoë Ångström-Nuñez 🐶 '.repeat(4) });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'BEGIN:VTIMEZONE',
        'TZID:Europe/London',
        'UID:booking-1@www.pawsperity.co.uk',
        'DTSTAMP:20260601T100000Z',
      ]),
    );
    expect(property(lines, 'SUMMARY')).toBe(`SUMMARY:${'Consultation: Zoë Ångström-Nuñez 🐶 '.repeat(4)}`);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const lines = unfold(calendarInvitation({ ...event, summary: 'A, B; C\\D', description: 'one\ntwo\r\nthree' }));
    expect(property(lines, 'SUMMARY')).toBe('SUMMARY:A\\, B\\; C\\\\D');
    expect(property(lines, 'DESCRIPTION')).toBe('DESCRIPTION:one\\ntwo\\nthree');
  });

  it('is an all-day event on the date when no time was chosen', () => {
    const { time: _time, ...withoutTime } = event;
    const lines = unfold(calendarInvitation(withoutTime));
    expect(property(eventOf(lines), 'DTSTART')).toBe('DTSTART;VALUE=DATE:20260615');
    expect(property(eventOf(lines), 'DTEND')).toBe('DTEND;VALUE=DATE:20260616');
  });

  it('refuses a date or time that is not one', () => {
    expect(() => calendarInvitation({ ...event, date: '15/06/2026' })).toThrow(TypeError);
    expect(() => calendarInvitation({ ...event, time: '9am' })).toThrow(TypeError);
  });
});
