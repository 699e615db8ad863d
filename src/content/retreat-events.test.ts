/** How an event's dates read on its card: TBC, one day, or a range written as briefly as it stays clear. */
import { describe, expect, it } from 'vitest';
import { eventDates } from './retreat-events';

describe('eventDates', () => {
  it.each([
    [null, null, 'TBC'],
    ['2027-05-12', '2027-05-12', '12 May 2027'],
    ['2027-05-12', '2027-05-13', '12 to 13 May 2027'],
    ['2027-05-30', '2027-06-01', '30 May to 1 June 2027'],
    ['2027-12-30', '2028-01-02', '30 December 2027 to 2 January 2028'],
  ])('%s to %s reads %s', (startDate, endDate, words) => {
    expect(eventDates({ startDate, endDate })).toBe(words);
  });
});
