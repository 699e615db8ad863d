/**
 * The marketing calendar's two downloads, built the same way in the browser
 * (after the dialog records the download) and on the server (the plain form
 * used without JavaScript answers with the file itself).
 */
import { marketingCalendar } from '../../content/marketing-calendar';
import { siteConfig } from '../../content/site-config';
import { CALENDAR_RESOURCE_NAME, type CalendarFormat } from './calendar-download';
import { marketingCalendarCsv } from './csv';
import { marketingCalendarIcs } from './ics';

export interface DownloadFile {
  fileName: string;
  /** Also the response's Content-Type on the server. */
  mimeType: string;
  content: string;
}

export function calendarFile(format: CalendarFormat, now: Date): DownloadFile {
  if (format === 'csv') {
    return {
      fileName: 'pawsperity-marketing-calendar.csv',
      mimeType: 'text/csv; charset=utf-8',
      content: marketingCalendarCsv(marketingCalendar, now),
    };
  }
  const content = marketingCalendarIcs(marketingCalendar, {
    now,
    domain: new URL(siteConfig.origin).hostname,
    organisation: siteConfig.name,
    calendarName: CALENDAR_RESOURCE_NAME,
  });
  return { fileName: 'pawsperity-marketing-calendar.ics', mimeType: 'text/calendar; charset=utf-8', content };
}
