/**
 * Property-based tests (fast-check) with hostile input in the back office:
 * arbitrary searches and arbitrary status moves, one by one or in bulk, with
 * field names every JavaScript object inherits (constructor, __proto__, ...),
 * control and format characters and lone surrogates. No answer may be a 5xx,
 * and only the moves the workflows allow are recorded. The public forms:
 * test/api/properties-hostile-forms.test.ts.
 *
 * Every list here (names, characters, statuses, moves) is written out in this
 * file or in test/support/hostile-input.ts, never taken from the code under test.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionKind } from '../../src/submissions/registry';
import { type Browser, insert, signedInBrowser } from '../support/admin';
import { openYearRound, resetAvailability } from '../support/availability-rules';
import { formEndpoints, type PerKind } from '../support/form-endpoints';
import { inheritedNames, invisible } from '../support/hostile-input';
import { request } from '../support/request';

// The owner takes bookings every day, a year ahead, as for the forms (test/api/properties-hostile-forms.test.ts).
beforeAll(openYearRound);
afterAll(resetAvailability);

/** Statuses and the moves the workflow allows, written out from the owner's point of view. */
const allowedMoves: PerKind<[string, string][]> = {
  booking: [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
  ],
  contact: [
    ['new', 'replied'],
    ['replied', 'closed'],
  ],
  application: [
    ['new', 'reviewing'],
    ['new', 'declined'],
    ['reviewing', 'shortlisted'],
    ['reviewing', 'declined'],
    ['shortlisted', 'hired'],
    ['shortlisted', 'declined'],
  ],
  'waiting-list': [['active', 'unsubscribed']],
  download: [],
  'retreat-booking': [['reserved', 'paid']],
  'retreat-waiting-list': [['waiting', 'left']],
  'early-bird-list': [
    ['unconfirmed', 'unsubscribed'],
    ['confirmed', 'unsubscribed'],
  ],
};
interface RecordedMove {
  item_kind: string;
  item_id: string;
  from_status: string;
  to_status: string;
}

/** The status moves the audit trail holds, of every item or of those whose id is LIKE `itemIds`. */
async function recordedStatusMoves(itemIds = '%'): Promise<RecordedMove[]> {
  return (
    await env.DB.prepare(
      "SELECT item_kind, item_id, from_status, to_status FROM audit_events WHERE action = 'status' AND item_id LIKE ?",
    )
      .bind(itemIds)
      .all<RecordedMove>()
  ).results;
}

/** The moves a kind's workflow allows; undefined for a name that is not a kind. */
const movesOf = (kind: string): [string, string][] | undefined =>
  Object.hasOwn(allowedMoves, kind) ? allowedMoves[kind as SubmissionKind] : undefined;

/** Each recorded move is one its kind's workflow allows. */
function expectOnlyWorkflowMoves(moves: readonly RecordedMove[]): void {
  for (const row of moves) {
    expect(
      movesOf(row.item_kind)?.some(([from, to]) => from === row.from_status && to === row.to_status),
      JSON.stringify(row),
    ).toBe(true);
  }
}
const statusWords = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'new',
  'replied',
  'closed',
  'reviewing',
  'shortlisted',
  'hired',
  'declined',
  'active',
  'unsubscribed',
];

/** Any text, including lone surrogates, control characters and strings up to maxLength (often long: size max). */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'binary', maxLength, size: 'max' }),
    fc.string({ unit: fc.oneof(fc.constantFrom(...'aAzZ%_\\\'" .@-'), invisible), maxLength, size: 'max' }),
    fc.string({ unit: 'grapheme', maxLength, size: 'max' }),
  );

/** Text as a URL can carry it: a lone surrogate becomes U+FFFD, as a browser would send it. */
const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, '\uFFFD');

describe('the back office under hostile input', () => {
  let owner: Browser;
  beforeAll(async () => {
    owner = await signedInBrowser();
    // One item of every kind, so every search is run against rows whatever else this file stored.
    const oneOfEach: PerKind<string> = {
      booking:
        "INSERT INTO consultation_bookings (id, first_name, last_name, email, services, estimated_cost, project_details, status, created_at) VALUES ('hs-b', 'Sé', 'Arch', 'hs-b@example.co.uk', '[\"compliance\"]', '£995', 'x', 'pending', ?)",
      contact:
        "INSERT INTO contact_submissions (id, first_name, last_name, email, message, status, created_at) VALUES ('hs-c', 'Sé', 'Arch', 'hs-c@example.co.uk', 'x', 'new', ?)",
      application:
        "INSERT INTO recruitment_applications (id, first_name, last_name, email, interested_roles, status, created_at) VALUES ('hs-a', 'Sé', 'Arch', 'hs-a@example.co.uk', '[\"Dog Walker\"]', 'new', ?)",
      'waiting-list':
        "INSERT INTO shop_notifications (id, email, status, created_at) VALUES ('hs-w', 'hs-w@example.co.uk', 'active', ?)",
      download:
        "INSERT INTO resource_downloads (id, resource_name, email, downloaded_at) VALUES ('hs-d', 'Marketing Calendar', 'hs-d@example.co.uk', ?)",
      'retreat-booking':
        "INSERT INTO retreat_bookings (id, event_slug, places, first_name, last_name, email, attendees, status, created_at) VALUES ('hs-r', 'spring-business-intensive', 1, 'Sé', 'Arch', 'hs-r@example.co.uk', '[\"Sé Arch\"]', 'reserved', ?)",
      'retreat-waiting-list':
        "INSERT INTO retreat_waiting_list (id, event_slug, email, places, status, created_at) VALUES ('hs-q', 'spring-business-intensive', 'hs-q@example.co.uk', 1, 'waiting', ?)",
      'early-bird-list':
        "INSERT INTO early_bird_list (id, email, status, created_at) VALUES ('hs-e', 'hs-e@example.co.uk', 'unconfirmed', ?)",
    };
    const now = Date.now();
    for (const sql of Object.values(oneOfEach)) await insert(sql, now);
  });

  it('answers any search on the inbox, its JSON and its CSV export with a page, never a 5xx', async () => {
    const rawQuery = fc.oneof(
      anyText(160).map((search) => new URLSearchParams({ q: search }).toString()),
      // Percent-escapes of any bytes, including ones that are not UTF-8.
      fc
        .uint8Array({ maxLength: 80, size: 'max' })
        .map((bytes) => `q=${[...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`),
      fc.tuple(anyText(30), anyText(30)).map(([key, value]) => new URLSearchParams([[key, value]]).toString()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/admin/inbox', '/api/admin/inbox', '/admin/inbox/export.csv'),
        rawQuery,
        fc.constantFrom('', '&kind=contact', '&kind=booking', '&kind=download', '&status=new&page=2'),
        async (path, query, filters) => {
          const response = await owner.get(`${path}?${query}${filters}`);
          expect(response.status, `${path}?${query}`).toBe(200);
          await response.arrayBuffer();
        },
      ),

      { numRuns: 150 },
    );
  }, 60_000);

  it('finds a stored name by any text in it up to the box’s 100 characters, ASCII letters in either case', async () => {
    const searchable = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom(..."abcXYZ%_\\' .@-é"),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        ),
        minLength: 1,
        maxLength: 100,
      })
      .map((value) => value.trim())
      .filter(
        (value) =>
          value.length > 0 && value.length <= 100 && !/\p{Cs}/u.test(value) && !value.includes(String.fromCharCode(0)),
      );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(searchable, fc.boolean(), async (search, upper) => {
        run += 1;
        const id = `hostile-search-${Date.now()}-${run}`;
        await insert(
          'INSERT INTO contact_submissions (id, first_name, last_name, email, message, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          id,
          `«${search}»`,
          'Searched',
          `${id}@example.co.uk`,
          'Hello',
          'new',
          // Newest of all, so it is on the first page.
          4_000_000_000_000 + Date.now() + run,
        );
        const asked = upper ? search.replace(/[a-z]/g, (letter) => letter.toUpperCase()) : search;
        const response = await owner.get(`/api/admin/inbox?${new URLSearchParams({ q: asked, kind: 'contact' })}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { rows: { id: string }[] };
        expect(body.rows.map((row) => row.id)).toContain(id);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('answers any status move (any kind, id, from and to) with 2xx, 3xx or 4xx, and records only moves the workflow allows', async () => {
    const now = Date.now();
    const items: [SubmissionKind, string, string][] = [
      ['booking', 'hb-1', 'pending'],
      ['booking', 'hb-2', 'confirmed'],
      ['contact', 'hc-1', 'new'],
      ['application', 'ha-1', 'new'],
      ['waiting-list', 'hw-1', 'active'],
    ];
    await insert(
      "INSERT INTO consultation_bookings (id, first_name, last_name, email, services, estimated_cost, project_details, status, created_at) VALUES ('hb-1', 'A', 'B', 'hb1@example.co.uk', '[\"compliance\"]', '£995', 'x', 'pending', ?), ('hb-2', 'A', 'B', 'hb2@example.co.uk', '[\"compliance\"]', '£995', 'x', 'confirmed', ?)",
      now,
      now,
    );
    await insert(
      "INSERT INTO contact_submissions (id, first_name, last_name, email, message, status, created_at) VALUES ('hc-1', 'A', 'B', 'hc1@example.co.uk', 'x', 'new', ?)",
      now,
    );
    await insert(
      "INSERT INTO recruitment_applications (id, first_name, last_name, email, interested_roles, status, created_at) VALUES ('ha-1', 'A', 'B', 'ha1@example.co.uk', '[\"Dog Walker\"]', 'new', ?)",
      now,
    );
    await insert(
      "INSERT INTO shop_notifications (id, email, status, created_at) VALUES ('hw-1', 'hw1@example.co.uk', 'active', ?)",
      now,
    );
    await insert(
      "INSERT INTO resource_downloads (id, resource_name, email, downloaded_at) VALUES ('hd-1', 'Marketing Calendar', 'hd1@example.co.uk', ?)",
      now,
    );

    const kind = fc.oneof(fc.constantFrom(...Object.keys(allowedMoves), ...inheritedNames), anyText(20));
    const id = fc.oneof(fc.constantFrom(...items.map(([, itemId]) => itemId), 'hd-1', ...inheritedNames), anyText(40));
    const status = fc.oneof(fc.constantFrom(...statusWords, ...inheritedNames, ''), anyText(60));
    const form = fc.record({ from: status, to: status }, { requiredKeys: [] });
    const answers = new Set<number>();
    await fc.assert(
      fc.asyncProperty(kind, id, form, async (itemKind, itemId, fields) => {
        const path = `/admin/items/${encodeURIComponent(wellFormed(itemKind))}/${encodeURIComponent(wellFormed(itemId))}/status`;
        const posted: Record<string, string> = { csrf: owner.csrf };
        if (fields.from !== undefined) posted.from = fields.from;
        if (fields.to !== undefined) posted.to = fields.to;
        const response = await owner.post(path, posted);
        expect(response.status, `${path} ${JSON.stringify(fields)}`).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        answers.add(response.status);
      }),
      { numRuns: 200 },
    );
    // Refused as unknown statuses (400) and as items that are not there (404), at the least.
    expect([...answers]).toEqual(expect.arrayContaining([400, 404]));
    // Also a JSON body, a repeated field and no body at all: refused, never a 5xx.
    for (const [contentType, body] of [
      ['application/json', '{"csrf":"x","from":"constructor","to":"__proto__"}'],
      ['application/x-www-form-urlencoded', ''],
      [
        'application/x-www-form-urlencoded',
        `csrf=${encodeURIComponent(owner.csrf)}&from=pending&to=confirmed&from=__proto__&to=constructor`,
      ],
      ['text/plain', '\u0000'],
    ] as const) {
      const response = await request('/admin/items/booking/hb-1/status', {
        method: 'POST',
        headers: { cookie: owner.cookie, origin: 'https://www.pawsperity.co.uk', 'content-type': contentType },
        body,
        redirect: 'manual',
      });
      expect(response.status, `${contentType} ${body}`).toBeLessThan(500);
    }

    expectOnlyWorkflowMoves(await recordedStatusMoves());
    const finalStatuses = await Promise.all(
      items.map(async ([itemKind, itemId]) => {
        const { table } = formEndpoints[itemKind];
        return [
          itemKind,
          (await env.DB.prepare(`SELECT status FROM ${table} WHERE id = ?`).bind(itemId).first<{ status: string }>())
            ?.status,
        ] as const;
      }),
    );
    for (const [itemKind, finalStatus] of finalStatuses) {
      const reachable = new Set(allowedMoves[itemKind].flat());
      expect(reachable.has(finalStatus ?? ''), `${itemKind} ${finalStatus}`).toBe(true);
    }
  }, 60_000);

  it('answers any bulk status change (any status, any lines, any way back) with a redirect or a 4xx, and records only moves the workflows allow', async () => {
    const now = Date.now();
    await insert(
      "INSERT INTO consultation_bookings (id, first_name, last_name, email, services, estimated_cost, project_details, status, created_at) VALUES ('bulk-b1', 'A', 'B', 'bb1@example.co.uk', '[\"compliance\"]', '£995', 'x', 'pending', ?), ('bulk-b2', 'A', 'B', 'bb2@example.co.uk', '[\"compliance\"]', '£995', 'x', 'confirmed', ?)",
      now,
      now,
    );
    await insert(
      "INSERT INTO contact_submissions (id, first_name, last_name, email, message, status, created_at) VALUES ('bulk-c1', 'A', 'B', 'bc1@example.co.uk', 'x', 'new', ?)",
      now,
    );
    await insert(
      "INSERT INTO recruitment_applications (id, first_name, last_name, email, interested_roles, status, created_at) VALUES ('bulk-a1', 'A', 'B', 'ba1@example.co.uk', '[\"Dog Walker\"]', 'new', ?)",
      now,
    );
    await insert(
      "INSERT INTO shop_notifications (id, email, status, created_at) VALUES ('bulk-w1', 'bw1@example.co.uk', 'active', ?)",
      now,
    );
    await insert(
      "INSERT INTO resource_downloads (id, resource_name, email, downloaded_at) VALUES ('bulk-d1', 'Marketing Calendar', 'bd1@example.co.uk', ?)",
      now,
    );
    const stored: [SubmissionKind, string][] = [
      ['booking', 'bulk-b1'],
      ['booking', 'bulk-b2'],
      ['contact', 'bulk-c1'],
      ['application', 'bulk-a1'],
      ['waiting-list', 'bulk-w1'],
      ['download', 'bulk-d1'],
    ];

    // Lines as the inbox makes them (a kind, an id, one of the kind's statuses), mostly naming the items above; any text now and then.
    const statusesOf = (itemKind: SubmissionKind) => {
      const statuses = [...new Set(allowedMoves[itemKind].flat())];
      return statuses.length ? statuses : [''];
    };
    const storedLine = fc
      .constantFrom(...stored)
      .chain(([itemKind, itemId]) =>
        fc.constantFrom(...statusesOf(itemKind)).map((seen) => `${itemKind}:${itemId}:${seen}`),
      );
    const madeUpLine = fc
      .constantFrom(...(Object.keys(allowedMoves) as SubmissionKind[]))
      .chain((itemKind) =>
        fc
          .tuple(fc.oneof(fc.constantFrom(...inheritedNames), anyText(40)), fc.constantFrom(...statusesOf(itemKind)))
          .map(([itemId, seen]) => `${itemKind}:${itemId}:${seen}`),
      );
    const inboxLine = fc.oneof({ weight: 4, arbitrary: storedLine }, { weight: 1, arbitrary: madeUpLine });
    const lines = fc.oneof(
      { weight: 3, arbitrary: fc.array(inboxLine, { maxLength: 60 }) },
      {
        weight: 1,
        arbitrary: fc.array(fc.oneof(inboxLine, anyText(60), fc.constantFrom(...inheritedNames)), { maxLength: 60 }),
      },
    );
    const status = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...statusWords) },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...inheritedNames, ''), anyText(30)) },
    );
    const fields = fc.record(
      { to: status, lines, view: fc.oneof(anyText(60), fc.constantFrom('?kind=booking&page=2', '?q=%', '?page=-1')) },
      { requiredKeys: ['lines'] },
    );
    const answers = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fields, async ({ to, lines, view }) => {
        const posted: [string, string][] = [
          ['csrf', owner.csrf],
          ...lines.map((value): [string, string] => ['item', value]),
        ];
        if (to !== undefined) posted.push(['to', to]);
        if (view !== undefined) posted.push(['view', view]);
        const response = await request('/admin/inbox/bulk-status', {
          method: 'POST',
          headers: {
            cookie: owner.cookie,
            origin: 'https://www.pawsperity.co.uk',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(posted.map(([key, value]) => [key, wellFormed(value)])).toString(),
          redirect: 'manual',
        });
        expect(response.status, JSON.stringify({ to, lines: lines.slice(0, 3), view })).toBeGreaterThanOrEqual(300);
        expect(response.status).toBeLessThan(500);
        // The way back is always to our own inbox.
        if (response.status === 303) expect(response.headers.get('location')).toMatch(/^\/admin\/inbox\?/);
        answers.add(response.status);
        await response.arrayBuffer();
      }),
      { numRuns: 150 },
    );
    expect([...answers]).toEqual(expect.arrayContaining([303, 400]));

    const audit = await recordedStatusMoves('bulk-%');
    // Some posts did move the stored items (so the check below is not of nothing), and only along their workflows.
    expect(audit.length).toBeGreaterThan(0);
    expectOnlyWorkflowMoves(audit);
  }, 60_000);
});
