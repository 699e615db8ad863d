/**
 * Hostile input that test/api/properties-hostile-forms.test.ts and
 * test/api/properties-hostile-back-office.test.ts both generate (fast-check):
 * field names every JavaScript object inherits, and characters no one-line
 * field may keep. Every list is written out here, never taken from the code
 * under test.
 */
import fc from 'fast-check';

/** Names that Object.prototype (or a function) carries, and a few harmless ones. */
export const inheritedNames = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'isPrototypeOf',
  '__defineGetter__',
];

/** Control characters but line feed and carriage return (those have their own "one line" message). */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0x00, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .filter((code) => code !== 0x0a && code !== 0x0d)
  .map((code) => String.fromCharCode(code));
/** Format characters (Unicode category Cf), written out. */
const formatCharacter = fc.constantFrom(
  '\u00AD',
  '\u0600',
  '\u0605',
  '\u061C',
  '\u06DD',
  '\u070F',
  '\u0890',
  '\u08E2',
  '\u180E',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u206A',
  '\u206F',
  '\uFEFF',
  '\uFFF9',
  '\uFFFA',
  '\uFFFB',
  '\u{110BD}',
  '\u{1BCA0}',
  '\u{1D173}',
  '\u{E0001}',
  '\u{E0020}',
  '\u{E007F}',
);
const separator = fc.constantFrom('\u2028', '\u2029');
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Characters no one-line field may keep. */
export const invisible = fc.oneof(controlCharacter, formatCharacter, separator, loneSurrogate);
/** The same, as a form can carry them: UTF-8 has no lone surrogates (a browser sends U+FFFD). */
export const invisibleInForm = fc.oneof(controlCharacter, formatCharacter, separator);
