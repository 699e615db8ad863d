/**
 * The marketing calendar as a CSV spreadsheet: one row per campaign with its
 * dates, for owners who plan in Excel or Google Sheets.
 */
import type { CalendarMonth } from '../../content/types';
import { toCsv } from '../../lib/csv';
import { datedCampaigns, isoDate } from './campaign-dates';

export function marketingCalendarCsv(months: readonly CalendarMonth[], now: Date): string {
  return toCsv(
    ['Month', 'Campaign', 'Start', 'End', 'Description'],
    datedCampaigns(months, now).map((campaign) => [
      campaign.month,
      campaign.name,
      isoDate(campaign.start),
      isoDate(campaign.end),
      campaign.description,
    ]),
    'when-needed',
  );
}
