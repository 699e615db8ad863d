/** Dates and times as the owner reads them: UK style, in UK time. */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** A machine-readable timestamp for <time dateTime>. */
export function isoDateTime(date: Date): string {
  return date.toISOString();
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2025-03-05 14:30" in UK time: sorts as text and every spreadsheet reads it as a date. */
export function spreadsheetDateTime(date: Date): string {
  const parts = Object.fromEntries(londonParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
