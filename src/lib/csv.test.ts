import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every cell by default and doubles quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "woof"')).toBe('"say ""woof"""');
  });

  it('quotes only cells that need it when asked to', () => {
    expect(csvCell('plain', 'when-needed')).toBe('plain');
    expect(csvCell('a, b', 'when-needed')).toBe('"a, b"');
    expect(csvCell('say "woof"', 'when-needed')).toBe('"say ""woof"""');
    expect(csvCell('two\nlines', 'when-needed')).toBe('"two\nlines"');
    expect(csvCell(' padded', 'when-needed')).toBe('" padded"');
  });

  it.each(['every-cell', 'when-needed'] as const)(
    'keeps a cell a spreadsheet would run as a formula as text (%s)',
    (quoting) => {
      const unquoted = (cell: string) => cell.replace(/^"|"$/g, '').replace(/""/g, '"');
      for (const formula of [
        '=HYPERLINK("http://evil.example","x")',
        '+Smith',
        '-2+3',
        '@SUM(A1)',
        '\tTab',
        '\rCarriage',
      ]) {
        expect(unquoted(csvCell(formula, quoting))).toBe(`'${formula}`);
      }
      expect(csvCell('a = b', quoting)).not.toContain("'");
    },
  );
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(toCsv(['Name', 'Note'], [['Priya', '=1+1']])).toBe(`\uFEFF"Name","Note"\r\n"Priya","'=1+1"\r\n`);
    expect(toCsv(['Name', 'Note'], [['Priya', 'a, b']], 'when-needed')).toBe('\uFEFFName,Note\r\nPriya,"a, b"\r\n');
  });
});
