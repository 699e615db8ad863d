/**
 * Fields named like the properties every JavaScript object inherits
 * (constructor, __proto__, toString, ...): a form or a script may send one
 * as an extra field. It is a field like any other: a valid submission that
 * carries one is answered and stored exactly as without it, once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type FormBody,
  type FormEndpoint,
  eachEndpoint,
  formEndpoints,
  type PerKind,
  plainFieldsOf,
  publishFormEvents,
} from '../support/form-endpoints';
import { count, postJsonTextFromNewVisitor, postPlainFromNewVisitor } from '../support/request';

/** Written here, not taken from the code under test. */
const inheritedNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

let counter = 0;
const uniqueEmail = (label: string) => {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@example.co.uk`;
};

/** A valid plain post with this email address, as the page's form sends it (its honeypot left empty). */
const plainPost = (form: FormEndpoint, email: string): [string, string][] => [
  ...plainFieldsOf(form, form.body(email), [['website', '']]),
];

beforeAll(publishFormEvents);

const storedWith = (table: string, email: string): Promise<number> =>
  count(`SELECT count(*) AS n FROM ${table} WHERE email = ?`, email);

describe.each(Object.values(formEndpoints))('$path with a field named like an inherited property', (form) => {
  it.each(inheritedNames)(
    'a plain post with an extra "%s" field is answered and stored as a valid post, once',
    async (extra) => {
      const email = uniqueEmail('plain');
      const fields: [string, string][] = [...plainPost(form, email), [extra, 'x']];
      const response = await postPlainFromNewVisitor(form.path, fields);
      expect(response.status, await response.clone().text()).toBe(form.plainStatus);
      expect(await storedWith(form.table, email)).toBe(1);

      // The same post again (a double click: the same entries, the same slot) is still answered the same way and stored once.
      const again = await postPlainFromNewVisitor(form.path, fields);
      expect(again.status).toBe(form.plainStatus);
      expect(await storedWith(form.table, email)).toBe(1);
    },
  );

  it('a plain post with every such field, some repeated, is stored once', async () => {
    const email = uniqueEmail('every');
    const extras = inheritedNames.flatMap((name): [string, string][] => [
      [name, ''],
      [name, 'second'],
    ]);
    const response = await postPlainFromNewVisitor(form.path, [...plainPost(form, email), ...extras]);
    expect(response.status, await response.clone().text()).toBe(form.plainStatus);
    expect(await storedWith(form.table, email)).toBe(1);
  });

  it('an invalid plain post with such fields is answered 400 with the page again, and nothing is stored', async () => {
    const email = uniqueEmail('invalid');
    const fields = plainPost(form, email).map(([name, value]): [string, string] => [
      name,
      name === 'email' ? `${email}@` : value,
    ]);
    const response = await postPlainFromNewVisitor(form.path, [
      ...fields,
      ...inheritedNames.map((name): [string, string] => [name, 'x']),
    ]);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Enter a valid email address');
    expect(await storedWith(form.table, `${email}@`)).toBe(0);
  });

  it('a JSON body with such keys is refused like any unknown key (400, the one error shape naming them), stores nothing, and changes nothing for the next one', async () => {
    for (const value of ['x', null, {}, { status: 'confirmed', polluted: true }, []]) {
      const email = uniqueEmail('json');
      // Written by hand: JSON.stringify of an object literal would not carry an own "__proto__" key.
      const extras = inheritedNames.map((name) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',');
      const body = `${JSON.stringify(form.body(email)).slice(0, -1)},${extras}}`;
      const response = await postJsonTextFromNewVisitor(form.path, body);
      expect(response.status, `${JSON.stringify(value)}: ${await response.clone().text()}`).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      const error = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(error.error.code).toBe('validation_failed');
      for (const name of inheritedNames) expect(error.error.fields?._).toContain(`"${name}"`);
      expect(await storedWith(form.table, email)).toBe(0);
    }
    for (const name of inheritedNames) {
      const email = uniqueEmail('one-key');
      const response = await postJsonTextFromNewVisitor(
        form.path,
        `${JSON.stringify(form.body(email)).slice(0, -1)},${JSON.stringify(name)}:{"polluted":true}}`,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields?._).toContain(
        `"${name}"`,
      );
      expect(await storedWith(form.table, email)).toBe(0);
    }
    // The same body without them is stored once: nothing leaked into later requests.
    const email = uniqueEmail('after');
    const clean = await postJsonTextFromNewVisitor(form.path, JSON.stringify(form.body(email)));
    expect(clean.status).toBe(201);
    expect(await storedWith(form.table, email)).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('inherited property names as the values of choice fields', () => {
  /** Each form's fields that take one of a list of choices (none for the waiting list), and how a body sets one. */
  const choiceFields: PerKind<{ choices: { field: string; set: (name: string) => FormBody }[] }> = {
    contact: { choices: [{ field: 'businessType', set: (name) => ({ businessType: name }) }] },
    booking: {
      choices: [
        { field: 'services', set: (name) => ({ services: [name] }) },
        { field: 'preferredTime', set: (name) => ({ preferredTime: name }) },
      ],
    },
    download: { choices: [{ field: 'resourceName', set: (name) => ({ resourceName: name }) }] },
    application: {
      choices: [
        { field: 'experienceLevel', set: (name) => ({ experienceLevel: name }) },
        { field: 'interestedRoles', set: (name) => ({ interestedRoles: [name] }) },
      ],
    },
    'waiting-list': { choices: [] },
    'retreat-booking': {
      choices: [
        { field: 'eventSlug', set: (name) => ({ eventSlug: name }) },
        { field: 'places', set: (name) => ({ places: name }) },
      ],
    },
    'retreat-waiting-list': {
      choices: [
        { field: 'eventSlug', set: (name) => ({ eventSlug: name }) },
        { field: 'places', set: (name) => ({ places: name }) },
      ],
    },
    'early-bird-list': { choices: [] },
  };
  const choices = eachEndpoint(choiceFields).flatMap((form) =>
    form.choices.map((choice) => ({ ...choice, form, path: form.path })),
  );

  it.each(choices)(
    '$path refuses $field set to any of them with a message beside it, in JSON and in a plain post',
    async ({ form, field, set }) => {
      for (const name of inheritedNames) {
        const email = uniqueEmail('choice');
        const body = { ...form.body(email), ...set(name) };
        const json = await postJsonTextFromNewVisitor(form.path, JSON.stringify(body));
        expect(json.status, `${name}: ${await json.clone().text()}`).toBe(400);
        const error = (await json.json()) as { error: { code: string; fields?: Record<string, string> } };
        expect(error.error.code).toBe('validation_failed');
        expect(Object.keys(error.error.fields ?? {}).some((key) => key.split('.')[0] === field)).toBe(true);

        const plain = await postPlainFromNewVisitor(form.path, plainFieldsOf(form, body));
        expect(plain.status, name).toBe(400);
        expect(plain.headers.get('content-type')).toContain('text/html');
        expect(await storedWith(form.table, email)).toBe(0);
      }
    },
  );
});
