/**
 * Property-based tests (fast-check) with hostile input on every public form:
 * field names every JavaScript object inherits (constructor, __proto__, ...)
 * mixed into valid bodies, control and format characters and lone surrogates
 * in text fields. No answer may be a 5xx; a valid plain post with extra
 * fields is stored once; a one-line field with an invisible character is
 * refused beside the field and nothing is stored; free text keeps only line
 * feeds and tabs. The back office: test/api/properties-hostile-back-office.test.ts.
 *
 * Every list here (names, characters) is written out in this file or in
 * test/support/hostile-input.ts, never taken from the code under test.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openYearRound, resetAvailability } from '../support/availability-rules';
import {
  eachEndpoint,
  type FormBody,
  formEndpoints,
  lineErrorKey,
  type PerKind,
  plainFieldsOf,
  publishFormEvents,
  withLine,
} from '../support/form-endpoints';
import { inheritedNames, invisible, invisibleInForm } from '../support/hostile-input';
import { freshYearRoundSlot } from '../support/london-dates';
import { newMark, postJsonTextFromNewVisitor, postPlainFromNewVisitor, rowsMarked } from '../support/request';

const MESSAGE = 'Please remove invisible or control characters.';

const extraName = fc.constantFrom(...inheritedNames, 'extra', 'notes', 'utm_source');

const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéâłŁ王'),
    minLength: min,
    maxLength: max,
  });

/**
 * Letters with one or two invisible characters between them: never at an edge, so trimming cannot remove them, and
 * never two side by side, so two surrogates cannot make a pair. At most 22 UTF-16 units.
 */
const lettersWith = (characters: fc.Arbitrary<string>) =>
  fc
    .tuple(letters(1, 6), fc.array(fc.tuple(characters, letters(1, 3)), { minLength: 1, maxLength: 2 }), letters(1, 6))
    .map(
      ([start, middle, end]) => `${start}${middle.map(([character, text]) => `${character}${text}`).join('')}${end}`,
    );

/** As the back office and the CSV would meet it: a control, format or separator character, or a lone surrogate (not \n or \t). */
const hasInvisibleOutsideLines = (value: string) => /[^\n\t\P{Cc}]|[\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(value);

/** A mark no other run uses, at the start of the run's email address. */
const nextMark = () => newMark('p');

interface Generated {
  /** A valid body with a generated name and the mark at the start of its address. */
  valid: fc.Arbitrary<(mark: string) => FormBody>;
}

const name = letters(1, 20).map((text) => `N${text}`);
const text = fc
  .string({ unit: fc.constantFrom(...'abcdefghij klmnop,.!?£\n'), minLength: 1, maxLength: 80 })
  .map((value) => `Note ${value} end`);
const inName = (_mark: string, inside: string) => `N${inside}n`;
const inEmail = (mark: string, inside: string) => `${mark}${inside}z@example.co.uk`;
/** Eight digits around at most 22 units: within the phone's 30 characters, so only the characters can refuse it. */
const inPhone = (_mark: string, inside: string) => `011349${inside}60`;
/** How to put a string inside a one-line field without making it invalid otherwise. */
const inField = (field: string) => (field === 'email' ? inEmail : field === 'phone' ? inPhone : inName);

const generated: PerKind<Generated> = {
  contact: {
    valid: fc.record({ firstName: name, lastName: name, message: text }).map(
      (fields) =>
        (mark: string): FormBody => ({ ...fields, email: `${mark}@example.co.uk`, businessType: 'boarding' }),
    ),
  },
  booking: {
    valid: fc.record({ firstName: name, lastName: name, projectDetails: text }).map(
      (fields) =>
        (mark: string): FormBody => ({
          ...fields,
          email: `${mark}@example.co.uk`,
          phone: '0161 496 0456',
          businessType: 'startup',
          services: ['business-planning'],
          ...freshYearRoundSlot(),
        }),
    ),
  },
  application: {
    valid: fc
      .record({
        firstName: name,
        lastName: name,
        location: name,
        currentRole: name,
        motivation: text,
        petExperience: text,
      })
      .map(
        (fields) =>
          (mark: string): FormBody => ({
            ...fields,
            email: `${mark}@example.co.uk`,
            phone: '0113 496 0000',
            interestedRoles: ['Dog Walker'],
          }),
      ),
  },
  'waiting-list': { valid: fc.constant((mark: string): FormBody => ({ email: `${mark}@example.co.uk` })) },
  download: {
    valid: fc.constant(
      (mark: string): FormBody => ({ resourceName: 'Marketing Calendar', email: `${mark}@example.co.uk` }),
    ),
  },
  'retreat-booking': {
    valid: fc
      .record({
        firstName: name,
        lastName: name,
        needs: text,
        attendees: fc.array(name, { minLength: 1, maxLength: 4 }),
      })
      .map(
        ({ attendees, ...fields }) =>
          (mark: string): FormBody => ({
            ...formEndpoints['retreat-booking'].body(`${mark}@example.co.uk`),
            ...fields,
            places: attendees.length,
            attendees,
          }),
      ),
  },
  'retreat-waiting-list': {
    valid: fc.constant((mark: string): FormBody => formEndpoints['retreat-waiting-list'].body(`${mark}@example.co.uk`)),
  },
  'early-bird-list': {
    valid: fc.constant((mark: string): FormBody => formEndpoints['early-bird-list'].body(`${mark}@example.co.uk`)),
  },
};
const forms = eachEndpoint(generated);

/** A JSON object with these extra members written by hand, so "__proto__" is an own key as a client would send it. */
function jsonWithExtras(body: FormBody, extras: [string, unknown][]): string {
  const members = [...Object.entries(body), ...extras].map(
    ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  return `{${members.join(',')}}`;
}

const extraValue = fc.oneof(fc.string({ maxLength: 10 }), fc.constant(''), fc.constant('[object Object]'));
const extras = fc.array(fc.tuple(extraName, extraValue), { minLength: 1, maxLength: 6 });

const RUNS = 60;

// Each generated booking holds a slot of its own, more than 60 days of weekdays offer: the owner takes bookings every day, a year ahead.
beforeAll(openYearRound);
beforeAll(publishFormEvents);
afterAll(resetAvailability);

describe.each(forms)('$path under hostile input', (form) => {
  it('a valid plain post with extra fields named like inherited properties is answered as valid and stored exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        form.valid,
        extras,
        fc.boolean(),
        fc.boolean(),
        async (valid, extraFields, extrasFirst, twice) => {
          const mark = nextMark();
          const fields = extrasFirst
            ? plainFieldsOf(form, valid(mark), [], extraFields)
            : plainFieldsOf(form, valid(mark), extraFields);
          const response = await postPlainFromNewVisitor(form.path, fields);
          expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
          expect(response.status).toBeLessThan(400);
          if (twice) expect((await postPlainFromNewVisitor(form.path, fields)).status).toBe(response.status);
          expect(await rowsMarked(form.table, mark)).toHaveLength(1);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('a valid JSON body with such keys is refused as any unknown key: 400 naming them, nothing stored; without them it is stored once', async () => {
    await fc.assert(
      fc.asyncProperty(
        form.valid,
        fc.array(fc.tuple(extraName, fc.jsonValue({ maxDepth: 2 })), { maxLength: 5 }),
        async (valid, extraMembers) => {
          const mark = nextMark();
          const response = await postJsonTextFromNewVisitor(form.path, jsonWithExtras(valid(mark), extraMembers));
          expect(response.status).toBeLessThan(500);
          if (extraMembers.length === 0) {
            expect(response.status, await response.clone().text()).toBe(201);
            expect(await rowsMarked(form.table, mark)).toHaveLength(1);
            return;
          }
          expect(response.status).toBe(400);
          const error = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
          expect(error.error.code).toBe('validation_failed');
          for (const [key] of extraMembers) expect(error.error.fields?._).toContain(JSON.stringify(key));
          expect(await rowsMarked(form.table, mark)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('a one-line field with control or format characters or a lone surrogate is refused beside that field (JSON), nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        form.valid,
        fc.constantFrom(...form.lineFields),
        lettersWith(invisible),
        async (valid, field, inside) => {
          const mark = nextMark();
          const body = withLine(valid(mark), field, () => inField(field)(mark, inside));
          const response = await postJsonTextFromNewVisitor(form.path, JSON.stringify(body));
          expect(response.status, JSON.stringify(inside)).toBe(400);
          const error = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
          expect(error.error.fields).toEqual({ [lineErrorKey(body, field)]: MESSAGE });
          expect(await rowsMarked(form.table, mark)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('the same in a plain post: 400, the page again with the message, nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        form.valid,
        fc.constantFrom(...form.lineFields),
        lettersWith(invisibleInForm),
        extras,
        async (valid, field, inside, extraFields) => {
          const mark = nextMark();
          const body = withLine(valid(mark), field, () => inField(field)(mark, inside));
          const response = await postPlainFromNewVisitor(form.path, plainFieldsOf(form, body, extraFields));
          expect(response.status, JSON.stringify(inside)).toBe(400);
          expect(await response.text()).toContain(MESSAGE);
          expect(await rowsMarked(form.table, mark)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  const textColumns = Object.entries(form.textFields);
  if (textColumns.length > 0) {
    it('free text with any characters: stored with only line feeds and tabs (CR LF as LF), or refused beside the field when it holds others', async () => {
      const character = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...'abc XYZ.é🐾') },
        { weight: 2, arbitrary: fc.constantFrom('\n', '\r', '\r\n', '\t') },
        { weight: 1, arbitrary: invisible },
      );
      await fc.assert(
        fc.asyncProperty(
          form.valid,
          fc.constantFrom(...textColumns),
          fc.string({ unit: character, maxLength: 40 }),
          async (valid, [field, column], middle) => {
            const mark = nextMark();
            const value = `Start ${middle} end`;
            const response = await postJsonTextFromNewVisitor(
              form.path,
              JSON.stringify({ ...valid(mark), [field]: value }),
            );
            expect(response.status).toBeLessThan(500);
            const kept = value.replace(/\r\n?/g, '\n');
            if (hasInvisibleOutsideLines(kept)) {
              expect(response.status).toBe(400);
              const error = (await response.json()) as { error: { fields?: Record<string, string> } };
              expect(error.error.fields).toEqual({ [field]: MESSAGE });
              expect(await rowsMarked(form.table, mark)).toEqual([]);
            } else {
              expect(response.status, await response.clone().text()).toBe(201);
              const rows = await rowsMarked(form.table, mark);
              expect(rows).toHaveLength(1);
              expect(rows[0]?.[column]).toBe(kept);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 60_000);
  }
});
