/**
 * The Training Academy's expected launch as /training states it: only while
 * it is still ahead, so the page never shows a date that has passed.
 */
import type { CalendarQuarter } from '../../content/types';
import { todayInLondon } from '../../lib/uk-date';

/**
 * "Q2 2027" until the last day of that quarter has passed in London (a launch
 * expected this quarter is still to come); undefined when no quarter is set or
 * it has ended.
 */
export function upcomingLaunchQuarter(launch: CalendarQuarter | undefined, now: Date): string | undefined {
  if (!launch) return undefined;
  const [year, month] = todayInLondon(now).split('-').map(Number) as [number, number];
  const quarterNow = Math.ceil(month / 3);
  const ahead = launch.year > year || (launch.year === year && launch.quarter >= quarterNow);
  return ahead ? `Q${launch.quarter} ${launch.year}` : undefined;
}
