/**
 * Invisible and control characters through the whole Worker: a name or any
 * other one-line field carrying one (NUL, VT, FF, U+2028, U+202E, U+200D, a
 * lone surrogate) is refused with a message beside the field, in the JSON
 * error shape and on the page a plain post comes back to, and nothing is
 * stored; free text keeps its line breaks (CR LF stored as LF) and tabs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type FormBody,
  formEndpoints,
  lineErrorKey,
  plainFieldsOf,
  publishFormEvents,
  withLine,
} from '../support/form-endpoints';
import { escapeRegExp } from '../support/page-html';
import { newMark, postJsonFromNewVisitor, postPlainFromNewVisitor, rowsMarked } from '../support/request';

const MESSAGE = 'Please remove invisible or control characters.';

/** The characters the back office used to receive raw; written here, not taken from the code. */
const listed: [string, string][] = [
  ['NUL', '\u0000'],
  ['VT', '\u000B'],
  ['FF', '\u000C'],
  ['U+2028 line separator', '\u2028'],
  ['U+202E right-to-left override', '\u202E'],
  ['U+200D zero-width joiner', '\u200D'],
  ['lone high surrogate', '\uD83D'],
  ['lone low surrogate', '\uDC3E'],
];
/** A form post is UTF-8: a lone surrogate cannot travel in one (it arrives as U+FFFD), so plain posts use the others. */
const listedInForms = listed.filter(([label]) => !label.includes('surrogate'));

/** A token no other test uses, to find this test's rows. */
const token = () => newMark('inv');

/** The value with the character in its middle (emails: in the part before the @). */
function withCharacter(value: string, character: string): string {
  const at = value.indexOf('@');
  const middle = at > 0 ? at : Math.ceil(value.length / 2);
  return `${value.slice(0, middle)}${character}${value.slice(middle)}`;
}

beforeAll(publishFormEvents);

describe.each(Object.values(formEndpoints))('$path', (form) => {
  const body = (mark: string) => form.body(`${mark}@example.co.uk`);
  const postPlain = (path: string, fields: FormBody) => postPlainFromNewVisitor(path, plainFieldsOf(form, fields));
  const textFields = Object.entries(form.textFields);

  it.each(listed)(
    'refuses %s in every one-line field: 400, the message on that field only, nothing stored',
    async (_label, character) => {
      for (const field of form.lineFields) {
        const mark = token();
        const sent = withLine(body(mark), field, (value) => withCharacter(value, character));
        const response = await postJsonFromNewVisitor(form.path, sent);
        expect(response.status, `${field}: ${await response.clone().text()}`).toBe(400);
        expect(response.headers.get('content-type')).toContain('application/json');
        const error = (await response.json()) as {
          error: { code: string; message: string; fields?: Record<string, string> };
        };
        expect(error.error.code).toBe('validation_failed');
        expect(error.error.fields, field).toEqual({ [lineErrorKey(sent, field)]: MESSAGE });
        expect(await rowsMarked(form.table, mark)).toEqual([]);
      }
    },
  );

  it.each(listedInForms)(
    'refuses %s in a plain post: the page again with the message beside the field, nothing stored',
    async (_label, character) => {
      for (const field of form.lineFields) {
        const mark = token();
        const sent = withLine(body(mark), field, (value) => withCharacter(value, character));
        const response = await postPlain(form.path, sent);
        expect(response.status, field).toBe(400);
        expect(response.headers.get('content-type')).toContain('text/html');
        const html = await response.text();
        expect(html, field).toMatch(
          new RegExp(`<p id="[^"]*${escapeRegExp(form.errorId(field))}"[^>]*>${escapeRegExp(MESSAGE)}</p>`),
        );
        expect(await rowsMarked(form.table, mark)).toEqual([]);
      }
    },
  );

  if (textFields.length > 0) {
    it.each(listed)(
      'refuses %s in free text with the message on that field, nothing stored',
      async (_label, character) => {
        for (const [field] of textFields) {
          const mark = token();
          const sent = { ...body(mark), [field]: `First line\n${character}second line` };
          const response = await postJsonFromNewVisitor(form.path, sent);
          expect(response.status, field).toBe(400);
          const error = (await response.json()) as { error: { fields?: Record<string, string> } };
          expect(error.error.fields, field).toEqual({ [field]: MESSAGE });
          expect(await rowsMarked(form.table, mark)).toEqual([]);
        }
      },
    );

    it('keeps line breaks and tabs in free text, storing CR LF (as a form posts a text box) and a lone CR as LF', async () => {
      for (const send of [postJsonFromNewVisitor, postPlain]) {
        const mark = token();
        const sent = body(mark);
        for (const [field] of textFields) sent[field] = 'Line one\r\nLine two\rLine three\n\tindented';
        const response = await send(form.path, sent);
        expect(response.status).toBeLessThan(400);
        const rows = await rowsMarked(form.table, mark);
        expect(rows).toHaveLength(1);
        for (const [, column] of textFields)
          expect(rows[0]?.[column]).toBe('Line one\nLine two\nLine three\n\tindented');
      }
    });
  }

  it('stores names and addresses in any script, with accents and emoji, exactly as sent', async () => {
    const mark = token();
    let sent = body(mark);
    for (const field of form.lineFields)
      if (['firstName', 'lastName', 'location', 'attendees'].includes(field))
        sent = withLine(sent, field, () => 'Siân Łukasz 王 🐾');
    const response = await postJsonFromNewVisitor(form.path, sent);
    expect(response.status, await response.clone().text()).toBe(201);
    const rows = await rowsMarked(form.table, mark);
    expect(rows).toHaveLength(1);
    if (form.lineFields.includes('firstName')) expect(rows[0]?.first_name).toBe('Siân Łukasz 王 🐾');
    // The first attendee's name, as the attendee list will show it.
    if (form.lineFields.includes('attendees'))
      expect((JSON.parse(String(rows[0]?.attendees)) as string[])[0]).toBe('Siân Łukasz 王 🐾');
  });
});
