import { describe, expect, it } from 'vitest';
import { calendarText, dateValue, escapeText, foldLine, londonEventTime, utcDateTime } from './icalendar';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
    expect(foldLine(`SUMMARY:${'x'.repeat(67)}`)).toHaveLength(75);
  });

  it('folds at 75 octets with CRLF and a space, losing nothing', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n')[0]).toHaveLength(75);
    // The continuation's leading space counts towards its 75.
    expect(folded.split('\r\n')[1]).toBe(` ${'x'.repeat(74)}`);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'£é🐕'.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('dates', () => {
  it('writes a DATE and a UTC DATE-TIME without separators or milliseconds', () => {
    expect(dateValue('2025-01-06')).toBe('20250106');
    expect(utcDateTime(new Date('2025-01-06T09:30:00.123Z'))).toBe('20250106T093000Z');
  });

  it('writes an instant as the wall-clock time in London, in summer (BST) and winter (GMT), either side of each change', () => {
    expect(londonEventTime(new Date('2026-06-15T08:00:00Z'))).toEqual({ londonTime: '20260615T090000' });
    expect(londonEventTime(new Date('2026-12-15T09:00:00Z'))).toEqual({ londonTime: '20261215T090000' });
    expect(londonEventTime(new Date('2026-03-27T14:30:00Z'))).toEqual({ londonTime: '20260327T143000' });
    expect(londonEventTime(new Date('2026-03-30T13:30:00Z'))).toEqual({ londonTime: '20260330T143000' });
    expect(londonEventTime(new Date('2026-10-26T16:00:00Z'))).toEqual({ londonTime: '20261026T160000' });
  });
});

describe('calendarText', () => {
  const text = calendarText({
    productId: '-//Example//Test//EN',
    method: 'PUBLISH',
    properties: ['X-WR-CALNAME:Test'],
    timezones: ['BEGIN:VTIMEZONE', 'TZID:Europe/London', 'END:VTIMEZONE'],
    events: [
      {
        uid: 'one@example.test',
        stamp: new Date('2025-01-06T09:30:00Z'),
        start: { londonTime: '20250106T090000' },
        end: { day: '20250107' },
        summary: 'A, B',
        description: 'x'.repeat(100),
        more: ['STATUS:TENTATIVE'],
      },
    ],
  });

  it('is one VCALENDAR, its properties, zones and events in order, CRLF after every line', () => {
    expect(unfold(text).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Test',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:one@example.test',
      'DTSTAMP:20250106T093000Z',
      'DTSTART;TZID=Europe/London:20250106T090000',
      'DTEND;VALUE=DATE:20250107',
      'SUMMARY:A\\, B',
      `DESCRIPTION:${'x'.repeat(100)}`,
      'STATUS:TENTATIVE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
