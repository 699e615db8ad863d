/**
 * CSV as spreadsheets open it safely: UTF-8 with a byte-order mark (so Excel
 * reads £ and accents right), CRLF lines, every cell quoted, and any cell that
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR)
 * prefixed with an apostrophe so it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
