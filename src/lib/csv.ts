/**
 * The one CSV writer (RFC 4180), for every spreadsheet the site hands out:
 * the back office's export and the marketing calendar download. UTF-8 with a
 * byte-order mark (so Excel reads £ and accents right), CRLF lines, and any
 * cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * CR) prefixed with an apostrophe so it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * every-cell: each cell in quotes (the back office's export, whatever the visitor typed);
 * when-needed: only cells holding a comma, quote, line break or edge spaces (the calendar, which reads as plain text).
 */
type CsvQuoting = 'every-cell' | 'when-needed';

export function csvCell(value: string, quoting: CsvQuoting = 'every-cell'): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return quoting === 'every-cell' || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte-order mark, the header row, the rows, CRLF after every row. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  quoting: CsvQuoting = 'every-cell',
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map((value) => csvCell(value, quoting)).join(',')).join('\r\n')}\r\n`;
}

/** A CSV file handed out as a download named `filename` (the back office's exports). */
export function csvAttachment(file: { filename: string; body: string }): Response {
  return new Response(file.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
    },
  });
}
