import { freshSlot } from '../support/london-dates';
/**
 * Invisible and control characters through the whole Worker: a name or any
 * other one-line field carrying one (NUL, VT, FF, U+2028, U+202E, U+200D, a
 * lone surrogate) is refused with a message beside the field, in the JSON
 * error shape and on the page a plain post comes back to, and nothing is
 * stored; free text keeps its line breaks (CR LF stored as LF) and tabs.
 */
import { describe, expect, it } from 'vitest';
import { postJsonTextFromNewVisitor, postPlainFromNewVisitor, rowsMarked } from '../support/request';

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

let counter = 0;
/** A token no other test uses, to find this test's rows. */
const token = () => {
  counter += 1;
  return `inv${Date.now().toString(36)}${counter}`;
};

interface Form {
  path: string;
  table: string;
  /** A valid body whose email address starts with `mark`. */
  body(mark: string): Record<string, string | string[] | boolean>;
  /** One-line fields that must refuse the listed characters. */
  lineFields: string[];
  /** Free-text fields and the column each is stored in. */
  textFields: [string, string][];
  /** Extra fields a plain post sends (the wizard's last step). */
  plainExtras?: [string, string][];
  /** The id of the message beside a field on the no-JavaScript page. */
  errorId(field: string): string;
}

const forms: Form[] = [
  {
    path: '/api/contact-submissions',
    table: 'contact_submissions',
    body: (mark) => ({ firstName: 'Morag', lastName: 'Campbell', email: `${mark}@example.co.uk`, businessType: 'boarding', message: 'Day care next door.' }),
    lineFields: ['firstName', 'lastName', 'email'],
    textFields: [['message', 'message']],
    errorId: (field) => `contact-${field}-error`,
  },
  {
    path: '/api/consultation-bookings',
    table: 'consultation_bookings',
    body: (mark) => ({
      firstName: 'Aisha',
      lastName: 'Khan',
      email: `${mark}@example.co.uk`,
      phone: '0161 496 0456',
      businessType: 'startup',
      services: ['business-planning'],
      projectDetails: 'A daycare in Stockport.',
      ...freshSlot(),
    }),
    lineFields: ['firstName', 'lastName', 'email', 'phone'],
    textFields: [['projectDetails', 'project_details']],
    plainExtras: [['step', '3']],
    errorId: (field) => `booking-${field}-error`,
  },
  {
    path: '/api/recruitment-applications',
    table: 'recruitment_applications',
    body: (mark) => ({
      firstName: 'Siân',
      lastName: 'Evans',
      email: `${mark}@example.co.uk`,
      phone: '0113 496 0000',
      location: 'Swansea',
      currentRole: 'Kennel assistant',
      interestedRoles: ['Dog Walker'],
      petExperience: 'Rescue dogs.',
      qualifications: 'Level 2.',
      motivation: 'I love dogs.',
      additionalInfo: 'None.',
    }),
    lineFields: ['firstName', 'lastName', 'email', 'phone', 'location', 'currentRole'],
    textFields: [
      ['petExperience', 'pet_experience'],
      ['qualifications', 'qualifications'],
      ['motivation', 'motivation'],
      ['additionalInfo', 'additional_info'],
    ],
    errorId: (field) => `-${field}-error`,
  },
  {
    path: '/api/shop-notifications',
    table: 'shop_notifications',
    body: (mark) => ({ email: `${mark}@example.co.uk` }),
    lineFields: ['email'],
    textFields: [],
    errorId: () => '-error',
  },
  {
    path: '/api/resource-downloads',
    table: 'resource_downloads',
    body: (mark) => ({ resourceName: 'Marketing Calendar', email: `${mark}@example.co.uk` }),
    lineFields: ['email'],
    textFields: [],
    plainExtras: [['format', 'ics']],
    errorId: () => '-error',
  },
];

function postJson(path: string, body: unknown): Promise<Response> {
  return postJsonTextFromNewVisitor(path, JSON.stringify(body));
}

function postPlain(path: string, body: Record<string, string | string[] | boolean>, extras: [string, string][] = []): Promise<Response> {
  const fields = new URLSearchParams(extras);
  for (const [name, value] of Object.entries(body)) {
    for (const one of Array.isArray(value) ? value : [value]) fields.append(name, String(one));
  }
  return postPlainFromNewVisitor(path, fields);
}

/** The value with the character in its middle (emails: in the part before the @). */
function withCharacter(value: string, character: string): string {
  const at = value.indexOf('@');
  const middle = at > 0 ? at : Math.ceil(value.length / 2);
  return `${value.slice(0, middle)}${character}${value.slice(middle)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(forms)('$path', (form) => {
  it.each(listed)('refuses %s in every one-line field: 400, the message on that field only, nothing stored', async (_label, character) => {
    for (const field of form.lineFields) {
      const mark = token();
      const body = form.body(mark);
      body[field] = withCharacter(String(body[field]), character);
      const response = await postJson(form.path, body);
      expect(response.status, `${field}: ${await response.clone().text()}`).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      const error = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
      expect(error.error.code).toBe('validation_failed');
      expect(error.error.fields, field).toEqual({ [field]: MESSAGE });
      expect(await rowsMarked(form.table, mark)).toEqual([]);
    }
  });

  it.each(listedInForms)('refuses %s in a plain post: the page again with the message beside the field, nothing stored', async (_label, character) => {
    for (const field of form.lineFields) {
      const mark = token();
      const body = form.body(mark);
      body[field] = withCharacter(String(body[field]), character);
      const response = await postPlain(form.path, body, form.plainExtras);
      expect(response.status, field).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html, field).toMatch(new RegExp(`<p id="[^"]*${escapeRegExp(form.errorId(field))}"[^>]*>${escapeRegExp(MESSAGE)}</p>`));
      expect(await rowsMarked(form.table, mark)).toEqual([]);
    }
  });

  if (form.textFields.length > 0) {
    it.each(listed)('refuses %s in free text with the message on that field, nothing stored', async (_label, character) => {
      for (const [field] of form.textFields) {
        const mark = token();
        const body = { ...form.body(mark), [field]: `First line\n${character}second line` };
        const response = await postJson(form.path, body);
        expect(response.status, field).toBe(400);
        const error = (await response.json()) as { error: { fields?: Record<string, string> } };
        expect(error.error.fields, field).toEqual({ [field]: MESSAGE });
        expect(await rowsMarked(form.table, mark)).toEqual([]);
      }
    });

    it('keeps line breaks and tabs in free text, storing CR LF (as a form posts a text box) and a lone CR as LF', async () => {
      for (const send of [postJson, (path: string, body: Record<string, string | string[] | boolean>) => postPlain(path, body, form.plainExtras)]) {
        const mark = token();
        const body = form.body(mark);
        for (const [field] of form.textFields) body[field] = 'Line one\r\nLine two\rLine three\n\tindented';
        const response = await send(form.path, body);
        expect(response.status).toBeLessThan(400);
        const rows = await rowsMarked(form.table, mark);
        expect(rows).toHaveLength(1);
        for (const [, column] of form.textFields) expect(rows[0]?.[column]).toBe('Line one\nLine two\nLine three\n\tindented');
      }
    });
  }

  it('stores names and addresses in any script, with accents and emoji, exactly as sent', async () => {
    const mark = token();
    const body = form.body(mark);
    for (const field of form.lineFields) if (field === 'firstName' || field === 'lastName' || field === 'location') body[field] = 'Siân Łukasz 王 🐾';
    const response = await postJson(form.path, body);
    expect(response.status, await response.clone().text()).toBe(201);
    const rows = await rowsMarked(form.table, mark);
    expect(rows).toHaveLength(1);
    if (form.lineFields.includes('firstName')) expect(rows[0]?.first_name).toBe('Siân Łukasz 王 🐾');
  });
});
