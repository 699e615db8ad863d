import { describe, expect, it } from 'vitest';
import { marketingCalendar } from '../../content/marketing-calendar';
import { csvField, csvRow, marketingCalendarCsv } from './csv';

describe('csvField', () => {
  it('quotes only fields that need it and doubles quotes inside', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "woof"')).toBe('"say ""woof"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('joins a row with commas', () => {
    expect(csvRow(['January', 'Walks, treats', '2026-01-02'])).toBe('January,"Walks, treats",2026-01-02');
  });
});

describe('marketingCalendarCsv', () => {
  const csv = marketingCalendarCsv(marketingCalendar, new Date('2025-03-10T09:30:00Z'));
  const rows = csv.trimEnd().split('\r\n');

  it('has a header and one row per campaign with CRLF line endings', () => {
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
});
