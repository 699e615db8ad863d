/**
 * The marketing calendar as a CSV spreadsheet (RFC 4180): one row per
 * campaign with its dates, for owners who plan in Excel or Google Sheets.
 */
import type { CalendarMonth } from '../../content/types';
import { datedCampaigns, isoDate } from './campaign-dates';

/** Quotes a field when it holds a comma, quote, line break or edge spaces; quotes inside are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

export function marketingCalendarCsv(months: readonly CalendarMonth[], now: Date): string {
  const rows = [csvRow(['Month', 'Campaign', 'Start', 'End', 'Description'])];
  for (const campaign of datedCampaigns(months, now)) {
    rows.push(csvRow([campaign.month, campaign.name, isoDate(campaign.start), isoDate(campaign.end), campaign.description]));
  }
  return `${rows.join('\r\n')}\r\n`;
}
