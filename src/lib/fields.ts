/**
 * Field rules shared by every form schema: trimmed strings with maximum
 * lengths, no line breaks in single-line fields, no invisible or control
 * characters, real email addresses, plausible phone numbers. Used by the
 * forms and by the API alike.
 */
import { z } from 'zod';

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

const INVISIBLE_CHARACTERS_MESSAGE = 'Please remove invisible or control characters.';

/**
 * Control (Cc) and format (Cf) characters, line and paragraph separators
 * (Zl, Zp) and lone surrogates (Cs: in a `u` regex a well-formed pair is one
 * character, never Cs). None is ever typed on purpose; some reorder or hide
 * text when the owner reads it (U+202E, U+200D), some break exports.
 */
const invisibleInLine = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The same, less the line feed and tab that free text keeps (a carriage return is made a line feed first). */
const invisibleInText = /[^\n\t\P{Cc}]|[\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** True when a single-line value has none of the characters above. */
const isCleanLine = (value: string) => !invisibleInLine.test(value);
/** True when free text has none of them but line feeds and tabs. */
const isCleanText = (value: string) => !invisibleInText.test(value);
/** Line breaks as a line feed, however the browser or script sent them (a form posts a textarea's lines with CR LF). */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

/** A required single-line text field. */
export function requiredLine(label: string, max = 100) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noLineBreaks, `${label} must be on one line`)
    .refine(isCleanLine, INVISIBLE_CHARACTERS_MESSAGE);
}

/** The most a first or a last name may be: room for real names, none for a sentence. */
export const PERSON_NAME_MAX = 50;

/**
 * Web and email addresses in any shape a mail client or a reader could take for a link: a scheme, www., an @, or a
 * host name (a letter or digit, a dot of any script, then two letters: evil.shop, x.ai, evil。com). Dots in real names
 * are followed by a space or a single initial (Dr. J. R., J.R.R.).
 */
const looksLikeAddress = /:\/\/|www[.。．｡]|[@＠]|[\p{L}\p{N}][.。．｡]\p{L}{2}/iu;

/**
 * A first or a last name, in every form of the site and the Academy: a name is
 * printed in emails from our domain, on certificates and on public pages, so it
 * can never carry a web or an email address (a lure), and is at most 50 characters.
 */
export function personName(label: 'First name' | 'Last name') {
  return nameOfPerson(label, PERSON_NAME_MAX);
}

/** A person's whole name (an attendee's), with the same rules as a first or a last name. */
export function fullName(label: string) {
  return nameOfPerson(label, PERSON_NAME_MAX * 2);
}

function nameOfPerson(label: string, max: number) {
  // The address check comes before the length: a lure is often long too, and the field shows the first message, which should say why.
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => !looksLikeAddress.test(value), `${label} cannot contain a web or an email address`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noLineBreaks, `${label} must be on one line`)
    .refine(isCleanLine, INVISIBLE_CHARACTERS_MESSAGE);
}

/** An optional single-line text field; empty means not given. */
export function optionalLine(label: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noLineBreaks, `${label} must be on one line`)
    .refine(isCleanLine, INVISIBLE_CHARACTERS_MESSAGE)
    .optional()
    .default('');
}

/** Free text that may span lines: line breaks become line feeds (each counts as one character), tabs stay. */
export function requiredText(label: string, max = 5000) {
  return z
    .string({ error: `${label} is required` })
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanText, INVISIBLE_CHARACTERS_MESSAGE);
}

export function optionalText(label: string, max = 5000) {
  return z
    .string()
    .overwrite(normaliseLineBreaks)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanText, INVISIBLE_CHARACTERS_MESSAGE)
    .optional()
    .default('');
}

export const emailAddress = z
  .string({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'Email address is too long')
  .refine(isCleanLine, INVISIBLE_CHARACTERS_MESSAGE)
  .pipe(z.email('Enter a valid email address'));

/** UK or international numbers: digits, spaces, +, -, brackets; 7 to 15 digits. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .refine(isCleanLine, INVISIBLE_CHARACTERS_MESSAGE)
  .refine(
    (value) =>
      value === '' ||
      (/^\+?[\d\s()-]+$/.test(value) &&
        (value.match(/\d/g)?.length ?? 0) >= 7 &&
        (value.match(/\d/g)?.length ?? 0) <= 15),
    'Enter a valid phone number',
  )
  .optional()
  .default('');

/** An optional choice from a fixed list; an empty string means "not chosen". */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .union([z.enum(values, { error: `Choose a valid ${label}` }), z.literal('')])
    .optional()
    .default('');
}

/**
 * An optional choice stored as its stable code. Accepts the code (what the
 * form sends) or, for clients written against the old labels, the label;
 * always gives the code. An empty string means "not chosen".
 */
export function optionalCodedChoice<const Code extends string>(
  options: readonly { code: Code; label: string }[],
  label: string,
) {
  const byText = new Map<string, Code>(
    options.flatMap((option) => [[option.code, option.code] as const, [option.label, option.code] as const]),
  );
  return z
    .string({ error: `Choose a valid ${label}` })
    .optional()
    .default('')
    .transform((value, context) => {
      if (value === '') return '' as const;
      const code = byText.get(value);
      if (code === undefined) {
        context.addIssue({ code: 'custom', message: `Choose a valid ${label}` });
        return z.NEVER;
      }
      return code;
    });
}
