/**
 * The marketing calendar as an iCalendar file (RFC 5545): one all-day event
 * per campaign, so a business can import the whole year into Google, Outlook
 * or Apple Calendar in one go.
 */
import type { CalendarMonth } from '../../content/types';
import { calendarText, dateValue, escapeText } from '../../lib/icalendar';
import { datedCampaigns, isoDate } from './campaign-dates';

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface IcsOptions {
  /** When the file is made: sets DTSTAMP and which year each month falls in. */
  now: Date;
  /** Domain for the event UIDs, e.g. www.pawsperity.co.uk */
  domain: string;
  /** Who publishes the calendar, for PRODID */
  organisation: string;
  calendarName: string;
}

export function marketingCalendarIcs(
  months: readonly CalendarMonth[],
  { now, domain, organisation, calendarName }: IcsOptions,
): string {
  return calendarText({
    productId: `-//${escapeText(organisation)}//${escapeText(calendarName)}//EN`,
    method: 'PUBLISH',
    properties: [`X-WR-CALNAME:${escapeText(`${organisation} ${calendarName}`)}`],
    events: datedCampaigns(months, now).map((campaign) => {
      const start = dateValue(isoDate(campaign.start));
      return {
        // Stable per campaign and date, so re-importing updates events instead of duplicating them.
        uid: `${start}-${slug(campaign.name)}@${domain}`,
        stamp: now,
        start: { day: start },
        end: { day: dateValue(isoDate(campaign.endExclusive)) },
        summary: campaign.name,
        description: `${campaign.description}\n\n${campaign.month} theme: ${campaign.theme}.\nPrimary goal: ${campaign.primaryGoal}`,
        more: [`CATEGORIES:${escapeText(campaign.month)}`, 'TRANSP:TRANSPARENT'],
      };
    }),
  });
}
