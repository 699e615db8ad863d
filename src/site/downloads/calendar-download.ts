/**
 * What the calendar's download forms share, kept free of the calendar's
 * content so the island can import it without pulling in the whole year.
 */
import type { DownloadableResource } from '../../submissions/resource-download/resources';

export const CALENDAR_RESOURCE_NAME: DownloadableResource = 'Marketing Calendar';

/** The home page article that holds the calendar: a plain post comes back here. */
export const CALENDAR_ANCHOR = 'marketing-calendar';

export const calendarFormats = ['ics', 'csv'] as const;
export type CalendarFormat = (typeof calendarFormats)[number];

/** The format a plain post asked for; the form always sends one, and anything else gets the calendar file. */
export function calendarFormat(value: string | null | undefined): CalendarFormat {
  return value === 'csv' ? 'csv' : 'ics';
}
