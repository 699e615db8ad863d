import { describe, expect, it } from 'vitest';
import { marketingCalendar } from '../../content/marketing-calendar';
import type { CalendarMonth } from '../../content/types';
import { marketingCalendarCsv } from './csv';

describe('marketingCalendarCsv', () => {
  const csv = marketingCalendarCsv(marketingCalendar, new Date('2025-03-10T09:30:00Z'));
  const rows = csv.slice(1).trimEnd().split('\r\n');

  it('has a byte-order mark, a header and one row per campaign with CRLF line endings', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toBe('Month,Campaign,Start,End,Description');
    expect(rows).toHaveLength(37);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('gives inclusive start and end dates', () => {
    // Christmas Puppy Starter Club: 26 days from 6 January (next January after March 2025).
    const row = rows.find((line) => line.startsWith('January,Christmas Puppy Starter Club,'));
    expect(row).toContain(',2026-01-06,2026-01-31,');
  });

  it('starts with the current month', () => {
    expect(rows[1]?.startsWith('March,')).toBe(true);
  });

  it('quotes a cell with a comma, a quote or a line break', () => {
    const january = marketingCalendar.find((month) => month.month === 'January') as CalendarMonth;
    const [first, second, third] = january.campaigns;
    const quoted = marketingCalendarCsv(
      [{ ...january, campaigns: [{ ...first, name: 'Walks, "treats"', description: 'two\nlines' }, second, third] }],
      new Date('2025-03-10'),
    );
    expect(quoted).toContain('January,"Walks, ""treats""",2026-01-06,2026-01-31,"two\nlines"\r\n');
  });

  it('keeps a campaign written like a formula as text: a spreadsheet must not run it', () => {
    const january = marketingCalendar.find((month) => month.month === 'January') as CalendarMonth;
    const [first, second, third] = january.campaigns;
    const poisoned: CalendarMonth = {
      ...january,
      campaigns: [
        { ...first, name: '=HYPERLINK("http://evil.example","x")', description: '+SUM(A1)' },
        { ...second, name: '-2+3', description: '@cmd' },
        { ...third, name: '\tTabbed', description: '\rReturn' },
      ],
    };
    const cells = marketingCalendarCsv([poisoned], new Date('2025-03-10')).slice(1).trimEnd().split('\r\n').slice(1);
    expect(cells).toContain(`January,"'=HYPERLINK(""http://evil.example"",""x"")",2026-01-06,2026-01-31,'+SUM(A1)`);
    expect(cells.join('\n')).toContain(`'-2+3`);
    expect(cells.join('\n')).toContain(`'@cmd`);
    expect(cells.join('\n')).toContain(`'\tTabbed`);
    expect(cells.join('\n')).toContain(`"'\rReturn"`);
  });
});
