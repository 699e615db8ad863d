/**
 * Bank holidays in England and Wales (GOV.UK's list, substitute days
 * included), kept two years ahead. No consultation slot is offered on these
 * unless the owner opens one in /admin/availability. Add the next year's
 * dates when GOV.UK publishes them; the back office warns when the list ends
 * within a year.
 */
export interface BankHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

export const englandAndWalesBankHolidays: readonly BankHoliday[] = [
  { date: '2026-01-01', name: 'New Year’s Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-04', name: 'Early May bank holiday' },
  { date: '2026-05-25', name: 'Spring bank holiday' },
  { date: '2026-08-31', name: 'Summer bank holiday' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', name: 'New Year’s Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-03', name: 'Early May bank holiday' },
  { date: '2027-05-31', name: 'Spring bank holiday' },
  { date: '2027-08-30', name: 'Summer bank holiday' },
  { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
  { date: '2028-01-03', name: 'New Year’s Day (substitute day)' },
  { date: '2028-04-14', name: 'Good Friday' },
  { date: '2028-04-17', name: 'Easter Monday' },
  { date: '2028-05-01', name: 'Early May bank holiday' },
  { date: '2028-05-29', name: 'Spring bank holiday' },
  { date: '2028-08-28', name: 'Summer bank holiday' },
  { date: '2028-12-25', name: 'Christmas Day' },
  { date: '2028-12-26', name: 'Boxing Day' },
];
