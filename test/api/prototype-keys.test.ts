import { freshSlot } from '../support/london-dates';
/**
 * Fields named like the properties every JavaScript object inherits
 * (constructor, __proto__, toString, ...): a form or a script may send one
 * as an extra field. It is a field like any other: a valid submission that
 * carries one is answered and stored exactly as without it, once.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { postJsonTextFromNewVisitor, postPlainFromNewVisitor } from '../support/request';

/** Written here, not taken from the code under test. */
const inheritedNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

let counter = 0;
const uniqueEmail = (label: string) => {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@example.co.uk`;
};

interface FormCase {
  path: string;
  table: string;
  /** A valid plain post with this email address, as the page's form sends it. */
  plain(email: string): [string, string][];
  /** A valid JSON body with this email address, as the island sends it. */
  json(email: string): Record<string, unknown>;
  /** What a valid plain post is answered with. */
  plainStatus: number;
}

const cases: FormCase[] = [
  {
    path: '/api/contact-submissions',
    table: 'contact_submissions',
    plain: (email) => [
      ['firstName', 'Morag'],
      ['lastName', 'Campbell'],
      ['email', email],
      ['businessType', 'boarding'],
      ['message', 'We want to add day care.'],
      ['website', ''],
    ],
    json: (email) => ({ firstName: 'Morag', lastName: 'Campbell', email, businessType: 'boarding', message: 'We want to add day care.' }),
    plainStatus: 303,
  },
  {
    path: '/api/consultation-bookings',
    table: 'consultation_bookings',
    plain: (email) => [
      ['step', '3'],
      ['services', 'business-planning'],
      ['firstName', 'Aisha'],
      ['lastName', 'Khan'],
      ['email', email],
      ['phone', ''],
      ['businessType', 'startup'],
      ['projectDetails', 'A daycare in Stockport.'],
      ...Object.entries(freshSlot()),
      ['website', ''],
    ],
    json: (email) => ({
      firstName: 'Aisha',
      lastName: 'Khan',
      email,
      phone: '',
      businessType: 'startup',
      services: ['business-planning'],
      estimatedCost: 'From £1,995',
      projectDetails: 'A daycare in Stockport.',
      ...freshSlot(),
    }),
    plainStatus: 200,
  },
  {
    path: '/api/resource-downloads',
    table: 'resource_downloads',
    plain: (email) => [
      ['resourceName', 'Marketing Calendar'],
      ['email', email],
      ['format', 'ics'],
      ['website', ''],
    ],
    json: (email) => ({ resourceName: 'Marketing Calendar', email }),
    plainStatus: 200,
  },
  {
    path: '/api/shop-notifications',
    table: 'shop_notifications',
    plain: (email) => [
      ['email', email],
      ['website', ''],
    ],
    json: (email) => ({ email }),
    plainStatus: 303,
  },
  {
    path: '/api/recruitment-applications',
    table: 'recruitment_applications',
    plain: (email) => [
      ['firstName', 'Siân'],
      ['lastName', 'Evans'],
      ['email', email],
      ['location', 'Swansea'],
      ['experienceLevel', 'entry'],
      ['interestedRoles', 'Dog Walker'],
      ['availability', 'part-time'],
      ['website', ''],
    ],
    json: (email) => ({
      firstName: 'Siân',
      lastName: 'Evans',
      email,
      location: 'Swansea',
      experienceLevel: 'entry',
      interestedRoles: ['Dog Walker'],
      availability: 'part-time',
      relocateWilling: false,
    }),
    plainStatus: 303,
  },
];

async function storedWith(table: string, email: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE email = ?`).bind(email).first<{ n: number }>())?.n ?? 0;
}

describe.each(cases)('$path with a field named like an inherited property', (form) => {
  it.each(inheritedNames)('a plain post with an extra "%s" field is answered and stored as a valid post, once', async (extra) => {
    const email = uniqueEmail('plain');
    const fields: [string, string][] = [...form.plain(email), [extra, 'x']];
    const response = await postPlainFromNewVisitor(form.path, fields);
    expect(response.status, await response.clone().text()).toBe(form.plainStatus);
    expect(await storedWith(form.table, email)).toBe(1);

    // The same post again (a double click: the same entries, the same slot) is still answered the same way and stored once.
    const again = await postPlainFromNewVisitor(form.path, fields);
    expect(again.status).toBe(form.plainStatus);
    expect(await storedWith(form.table, email)).toBe(1);
  });

  it('a plain post with every such field, some repeated, is stored once', async () => {
    const email = uniqueEmail('every');
    const extras = inheritedNames.flatMap((name): [string, string][] => [
      [name, ''],
      [name, 'second'],
    ]);
    const response = await postPlainFromNewVisitor(form.path, [...form.plain(email), ...extras]);
    expect(response.status, await response.clone().text()).toBe(form.plainStatus);
    expect(await storedWith(form.table, email)).toBe(1);
  });

  it('an invalid plain post with such fields is answered 400 with the page again, and nothing is stored', async () => {
    const email = uniqueEmail('invalid');
    const fields = form.plain(email).map(([name, value]): [string, string] => [name, name === 'email' ? `${email}@` : value]);
    const response = await postPlainFromNewVisitor(form.path, [...fields, ...inheritedNames.map((name): [string, string] => [name, 'x'])]);
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
      const body = `${JSON.stringify(form.json(email)).slice(0, -1)},${extras}}`;
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
        `${JSON.stringify(form.json(email)).slice(0, -1)},${JSON.stringify(name)}:{"polluted":true}}`,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields?._).toContain(`"${name}"`);
      expect(await storedWith(form.table, email)).toBe(0);
    }
    // The same body without them is stored once: nothing leaked into later requests.
    const email = uniqueEmail('after');
    const clean = await postJsonTextFromNewVisitor(form.path, JSON.stringify(form.json(email)));
    expect(clean.status).toBe(201);
    expect(await storedWith(form.table, email)).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('inherited property names as the values of choice fields', () => {
  const choices: { path: string; table: string; body: (email: string, name: string) => Record<string, unknown>; field: string }[] = [
    {
      path: '/api/contact-submissions',
      table: 'contact_submissions',
      field: 'businessType',
      body: (email, name) => ({ ...cases[0]?.json(email), businessType: name }),
    },
    {
      path: '/api/consultation-bookings',
      table: 'consultation_bookings',
      field: 'services',
      body: (email, name) => ({ ...cases[1]?.json(email), services: [name] }),
    },
    {
      path: '/api/consultation-bookings',
      table: 'consultation_bookings',
      field: 'preferredTime',
      body: (email, name) => ({ ...cases[1]?.json(email), preferredTime: name }),
    },
    { path: '/api/resource-downloads', table: 'resource_downloads', field: 'resourceName', body: (email, name) => ({ email, resourceName: name }) },
    {
      path: '/api/recruitment-applications',
      table: 'recruitment_applications',
      field: 'experienceLevel',
      body: (email, name) => ({ ...cases[4]?.json(email), experienceLevel: name }),
    },
    {
      path: '/api/recruitment-applications',
      table: 'recruitment_applications',
      field: 'interestedRoles',
      body: (email, name) => ({ ...cases[4]?.json(email), interestedRoles: [name] }),
    },
  ];
  it.each(choices)('$path refuses $field set to any of them with a message beside it, in JSON and in a plain post', async (choice) => {
    for (const name of inheritedNames) {
      const email = uniqueEmail('choice');
      const json = await postJsonTextFromNewVisitor(choice.path, JSON.stringify(choice.body(email, name)));
      expect(json.status, `${name}: ${await json.clone().text()}`).toBe(400);
      const error = (await json.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(error.error.code).toBe('validation_failed');
      expect(Object.keys(error.error.fields ?? {}).some((key) => key.split('.')[0] === choice.field)).toBe(true);

      const fields: [string, string][] = Object.entries(choice.body(email, name)).flatMap(([key, value]): [string, string][] =>
        Array.isArray(value) ? value.map((one): [string, string] => [key, String(one)]) : [[key, String(value)]],
      );
      const plain = await postPlainFromNewVisitor(choice.path, choice.path.includes('bookings') ? [['step', '3'], ...fields] : fields);
      expect(plain.status, name).toBe(400);
      expect(plain.headers.get('content-type')).toContain('text/html');
      expect(await storedWith(choice.table, email)).toBe(0);
    }
  });
});
