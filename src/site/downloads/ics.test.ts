import { describe, expect, it } from 'vitest';
import { marketingCalendar } from '../../content/marketing-calendar';
import { datedCampaigns } from './campaign-dates';
import { marketingCalendarIcs } from './ics';

const options = {
  now: new Date('2025-03-10T09:30:00Z'),
  domain: 'www.pawsperity.co.uk',
  organisation: 'Pawsperity Consulting',
  calendarName: 'Marketing Calendar',
};
const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('marketingCalendarIcs', () => {
  const ics = marketingCalendarIcs(marketingCalendar, options);
  const lines = unfold(ics).split('\r\n');

  it('is a VCALENDAR with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('has one all-day event per campaign, 36 in all, each with the required properties', () => {
    const events = unfold(ics).split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(36);
    for (const event of events) {
      expect(event).toMatch(/\r\nUID:\d{8}-[a-z0-9-]+@www\.pawsperity\.co\.uk\r\n/);
      expect(event).toContain('\r\nDTSTAMP:20250310T093000Z\r\n');
      expect(event).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
      expect(event).toMatch(/\r\nDTEND;VALUE=DATE:\d{8}\r\n/);
      expect(event).toMatch(/\r\nSUMMARY:.+\r\n/);
      expect(event).toMatch(/\r\nDESCRIPTION:.+\r\n/);
    }
    expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(36);
  });

  it('dates January campaigns in the next January and the current month this year', () => {
    // Made on 10 March 2025: January 2025 has passed, so January means 2026; March is still 2025.
    expect(lines).toContain('DTSTART;VALUE=DATE:20260106');
    expect(lines).toContain('DTEND;VALUE=DATE:20260201');
    const march = datedCampaigns(marketingCalendar, options.now).filter((campaign) => campaign.month === 'March');
    expect(march.every((campaign) => campaign.start.getUTCFullYear() === 2025)).toBe(true);
  });

  it('escapes commas in summaries and descriptions', () => {
    const description = lines.find((line) => line.startsWith('DESCRIPTION:') && line.includes('January theme'));
    expect(description).toContain('January theme: New Year\\, New Routines.');
    expect(description).toContain('\\n');
  });

  it('uses the London month: late on 31 January UTC is still January', () => {
    const inJanuary = datedCampaigns(marketingCalendar, new Date('2025-01-31T23:30:00Z'));
    expect(
      inJanuary
        .find((campaign) => campaign.name === 'Christmas Puppy Starter Club')
        ?.start.toISOString()
        .slice(0, 10),
    ).toBe('2025-01-06');
    // 23:30 UTC on 31 May is 00:30 BST on 1 June: May has passed.
    const inJune = datedCampaigns(marketingCalendar, new Date('2025-05-31T23:30:00Z'));
    expect(inJune.find((campaign) => campaign.month === 'May')?.start.getUTCFullYear()).toBe(2026);
  });
});
