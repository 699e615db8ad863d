/**
 * Invisible and control characters in the shared field rules: a name, an
 * address, a phone number or any other one-line field refuses every control
 * or format character, line or paragraph separator and lone surrogate, with
 * the message shown beside the field; free text keeps its line breaks (as
 * line feeds) and tabs and refuses the rest. Characters are written out here.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  emailAddress,
  optionalLine,
  optionalPhone,
  optionalText,
  personName,
  requiredLine,
  requiredText,
} from './fields';

const MESSAGE = 'Please remove invisible or control characters.';

/** Each with a name, so a failure says which one. */
const hostile: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['VT', '\u000B'],
  ['FF', '\u000C'],
  ['ESC', '\u001B'],
  ['DEL', '\u007F'],
  ['NEL', '\u0085'],
  ['soft hyphen', '\u00AD'],
  ['zero-width space', '\u200B'],
  ['zero-width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left override', '\u202E'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['word joiner', '\u2060'],
  ['byte order mark', '\uFEFF'],
  ['lone high surrogate', '\uD83D'],
  ['lone low surrogate', '\uDE00'],
  ['swapped surrogates', '\uDE00\uD83D'],
];

/** The first message for a value, or the parsed value when accepted. */
function outcome(
  schema: ZodType,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; message: string | undefined } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message };
}

const lineFields: [string, ZodType, string][] = [
  ['requiredLine', requiredLine('First name'), 'Siân'],
  ['personName', personName('First name'), 'Siân'],
  ['optionalLine', optionalLine('Location', 100), 'Swansea'],
];

describe.each(lineFields)('%s', (_name, schema, good) => {
  it.each(hostile)('refuses %s inside the value, with the message for the field', (_label, character) => {
    expect(outcome(schema, `${good.slice(0, 2)}${character}${good.slice(2)}`)).toEqual({ ok: false, message: MESSAGE });
    expect(outcome(schema, `${good} ${character}x`)).toEqual({ ok: false, message: MESSAGE });
  });

  it('refuses a tab inside a one-line value', () => {
    expect(outcome(schema, `${good}\tx`)).toEqual({ ok: false, message: MESSAGE });
  });

  it('keeps saying "on one line" for a line feed or carriage return', () => {
    expect(outcome(schema, `${good}\nx`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('must be on one line'),
    });
    expect(outcome(schema, `${good}\rx`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('must be on one line'),
    });
  });

  it('accepts letters of every script, apostrophes, hyphens and emoji (a surrogate pair is one character)', () => {
    for (const value of ["Siân O'Brien-Evans", 'Zoë', 'Łukasz', '王秀英', 'Ngozi 🐾', 'José\u0301', 'Ffion 🐶']) {
      expect(outcome(schema, value)).toEqual({ ok: true, value });
    }
  });

  it('never keeps a whitespace-like control character at either end: trimmed away, as spaces are', () => {
    expect(outcome(schema, `\u000B\u2028 ${good} \u000C\uFEFF`)).toEqual({ ok: true, value: good });
  });
});

describe('personName', () => {
  const firstName = personName('First name');

  it('refuses a web or an email address, saying so before any word on length', () => {
    for (const value of [
      'Your account is locked - reset at https://evil.example/reset',
      'Ann www.evil',
      'Ann ann@evil',
      'Ann evil.com',
      'Ann hxxp://x',
      'paypal-login.de',
      'Ann evil.shop',
      'x.ai',
      'bit.do',
      'evil。com',
      'Ann ann＠evil',
    ]) {
      expect(outcome(firstName, value), value).toEqual({
        ok: false,
        message: 'First name cannot contain a web or an email address',
      });
    }
    expect(outcome(personName('Last name'), 'Lee see evil.co.uk')).toEqual({
      ok: false,
      message: 'Last name cannot contain a web or an email address',
    });
  });

  it('takes 50 characters and refuses 51', () => {
    expect(outcome(firstName, 'A'.repeat(50))).toEqual({ ok: true, value: 'A'.repeat(50) });
    expect(outcome(firstName, 'A'.repeat(51))).toEqual({
      ok: false,
      message: 'First name must be at most 50 characters',
    });
  });

  it('takes real names as typed', () => {
    for (const value of [
      "O'Brien",
      'Anne-Marie',
      'José',
      'Nguyễn',
      'St John-Smyth',
      'Dr. J. R.',
      'J.R.R.',
      'Mary Jane',
      'Zoë',
    ]) {
      expect(outcome(firstName, value), value).toEqual({ ok: true, value });
    }
  });
});

describe('emailAddress', () => {
  it.each(hostile)(
    'refuses %s with the message about invisible characters, not "Enter a valid email address"',
    (_label, character) => {
      expect(outcome(emailAddress, `sian${character}@example.co.uk`)).toEqual({ ok: false, message: MESSAGE });
    },
  );

  it('still accepts a real address and refuses a malformed one as before', () => {
    expect(outcome(emailAddress, ' sian@example.co.uk ')).toEqual({ ok: true, value: 'sian@example.co.uk' });
    expect(outcome(emailAddress, 'sian@')).toEqual({ ok: false, message: 'Enter a valid email address' });
  });
});

describe('optionalPhone', () => {
  it.each(hostile)('refuses %s with the message about invisible characters', (_label, character) => {
    expect(outcome(optionalPhone, `0113 ${character}496 0000`)).toEqual({ ok: false, message: MESSAGE });
  });

  it('still accepts a UK number and refuses letters as before', () => {
    expect(outcome(optionalPhone, '+44 (0)113 496 0000')).toEqual({ ok: true, value: '+44 (0)113 496 0000' });
    expect(outcome(optionalPhone, '0113 CALL ME')).toEqual({ ok: false, message: 'Enter a valid phone number' });
  });
});

const textFields: [string, ZodType][] = [
  ['requiredText', requiredText('Message', 5000)],
  ['optionalText', optionalText('Motivation', 3000)],
];

describe.each(textFields)('%s', (_name, schema) => {
  it.each(hostile)('refuses %s, wherever it is', (_label, character) => {
    expect(outcome(schema, `Hello${character} there`)).toEqual({ ok: false, message: MESSAGE });
    expect(outcome(schema, `Hello\nthere\n${character}\nfriend`)).toEqual({ ok: false, message: MESSAGE });
  });

  it('keeps line feeds and tabs, and stores a carriage return (alone or before a line feed) as a line feed', () => {
    expect(outcome(schema, 'Line one\nLine two\n\n\tIndented')).toEqual({
      ok: true,
      value: 'Line one\nLine two\n\n\tIndented',
    });
    expect(outcome(schema, 'One\r\nTwo\rThree\r\n\r\nFour')).toEqual({ ok: true, value: 'One\nTwo\nThree\n\nFour' });
  });

  it('accepts emoji and every script', () => {
    expect(outcome(schema, 'Our 🐕 daycare in Caerdydd — Siân 王')).toEqual({
      ok: true,
      value: 'Our 🐕 daycare in Caerdydd — Siân 王',
    });
  });
});

it('counts a line break sent as CR LF as one character against the limit, as the box does', () => {
  const schema = requiredText('Message', 9);
  expect(outcome(schema, 'abcd\r\nefgh')).toEqual({ ok: true, value: 'abcd\nefgh' });
  expect(outcome(schema, 'abcd\r\nefghi')).toEqual({ ok: false, message: 'Message must be at most 9 characters' });
});
