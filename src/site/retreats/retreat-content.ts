/**
 * The retreat formats and events as the owner publishes them: the formats in the owner's order, and the events still
 * to come. An event whose end date has passed (in London) is left off the page; dated events come soonest first,
 * then those with dates to be confirmed, in the owner's order.
 */
import {
  RETREAT_EVENT_KIND,
  RETREAT_FORMAT_KIND,
  type RetreatEventDocument,
  type RetreatFormatDocument,
  retreatEventDocument,
  retreatFormatDocument,
} from '../../content/kinds/retreat';
import { publishedItemsOf, type SiteContent } from '../../content/site-content';

export type RetreatFormat = RetreatFormatDocument & { slug: string };
export type RetreatEvent = RetreatEventDocument & { slug: string };

export function retreatFormatsOf(content: SiteContent): RetreatFormat[] {
  return publishedItemsOf(content, RETREAT_FORMAT_KIND, retreatFormatDocument).map(({ slug, document }) => ({
    ...document,
    slug,
  }));
}

/** Dated events before those to be confirmed, each group in its order; the sort is stable, so ties keep the owner's. */
function byDate(a: RetreatEvent, b: RetreatEvent): number {
  if (a.startDate === null || b.startDate === null)
    return (a.startDate === null ? 1 : 0) - (b.startDate === null ? 1 : 0);
  return a.startDate.localeCompare(b.startDate) || (a.endDate ?? '').localeCompare(b.endDate ?? '');
}

/** `today`: London's date (YYYY-MM-DD); an event ending today is still shown. */
export function upcomingEventsOf(content: SiteContent, today: string): RetreatEvent[] {
  return publishedItemsOf(content, RETREAT_EVENT_KIND, retreatEventDocument)
    .map(({ slug, document }) => ({ ...document, slug }))
    .filter((event) => event.endDate === null || event.endDate >= today)
    .sort(byDate);
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });

const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** "TBC", "12 May 2026", "12 to 13 May 2026", "30 May to 1 June 2026", "30 December 2026 to 2 January 2027". */
export function eventDates(event: Pick<RetreatEvent, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = event;
  if (startDate === null || endDate === null) return 'TBC';
  const end = dayMonthYear.format(asDate(endDate));
  if (startDate === endDate) return end;
  const [startYear, startMonth] = startDate.split('-');
  const [endYear, endMonth] = endDate.split('-');
  const start = startYear !== endYear ? dayMonthYear : startMonth !== endMonth ? dayMonth : day;
  return `${start.format(asDate(startDate))} to ${end}`;
}
