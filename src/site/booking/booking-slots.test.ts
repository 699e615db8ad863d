/**
 * A booking holds a real slot (issue 22): one booking per slot even when
 * twenty visitors press Book at once, a repeat answered as the original, a
 * cancelled booking's slot given back, a taken slot without JavaScript, the
 * owner's rules refusing what cannot be booked (and allowing it once they
 * change), the private link in the answer (only its hash stored), and the
 * visitor's email on record once per booking.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AvailabilityRules, setAvailability } from '../../../test/support/availability-rules';
import { hiddenFields, inputTag, stepPost, wizardOf } from '../../../test/support/booking-wizard-html';
import {
  count,
  emptyTables,
  expectErrorShape,
  postForm,
  postJson,
  visitorAddress,
} from '../../../test/support/request';
import { bookableSlot, nextBankHoliday, nextWeekday, SLOT_TIMES, workingDay } from '../../../test/support/london-dates';

const PATH = '/api/consultation-bookings';
const TAKEN_MESSAGE = 'That time has just been taken. Choose another time.';

interface Slot {
  preferredDate: string;
  preferredTime: string;
}

interface BookedAnswer {
  ok: boolean;
  booking?: { page: string; calendar?: string };
}

let people = 0;

/** A booking by a visitor of their own (name, address, submission id) for this slot. */
function visitor(slot: Slot) {
  people += 1;
  return {
    firstName: 'Visitor',
    lastName: `Number ${people}`,
    email: `visitor.${people}@example.co.uk`,
    phone: '',
    businessType: 'startup',
    services: ['compliance'],
    projectDetails: 'A daycare for 20 dogs.',
    ...slot,
    website: '',
    submissionId: crypto.randomUUID(),
  };
}

/** Stored bookings that hold this slot (any status but cancelled). */
async function holders(slot: Slot): Promise<{ id: string; email: string }[]> {
  return (
    await env.DB.prepare(
      "SELECT id, email FROM consultation_bookings WHERE preferred_date = ? AND preferred_time = ? AND status <> 'cancelled'",
    )
      .bind(slot.preferredDate, slot.preferredTime)
      .all<{ id: string; email: string }>()
  ).results;
}

/** The booking stored for this address. */
async function bookingOf(email: string): Promise<string> {
  return (
    (await env.DB.prepare('SELECT id FROM consultation_bookings WHERE email = ?').bind(email).first<{ id: string }>())
      ?.id ?? ''
  );
}

/** SHA-256 of text as lower-case hex, worked out here. */
async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The token in a booking page's address, /bookings/{token}. */
const tokenOf = (page: string | undefined) => /^\/bookings\/([^/]+)$/.exec(page ?? '')?.[1] ?? '';

beforeEach(async () => {
  await emptyTables(
    'consultation_bookings',
    'booking_links',
    'notification_outbox',
    'availability_settings',
    'blocked_dates',
  );
});

describe('one booking per slot', () => {
  it('20 simultaneous bookings of one free slot: one stored and answered 201, 19 answered 409 slot_taken beside the time; a repeat of the winner is answered as it was', async () => {
    const slot = bookableSlot(7);
    const bodies = Array.from({ length: 20 }, () => visitor(slot));
    const answers = await Promise.all(bodies.map((body) => postJson(PATH, body)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      const body = await expectErrorShape(refused, 409, 'slot_taken');
      expect(body.error.fields).toEqual({ preferredTime: TAKEN_MESSAGE });
    }
    const winner = bodies[answers.findIndex((answer) => answer.status === 201)];
    const [held, ...others] = await holders(slot);
    expect(others).toEqual([]);
    expect(held?.email).toBe(winner?.email);
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(1);
    // The losers' batches left nothing behind: no link, no email on record.
    expect(await count('SELECT count(*) AS n FROM booking_links WHERE booking_id <> ?', held?.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM notification_outbox WHERE item_id <> ?', held?.id)).toBe(0);

    // The winner's browser sends the same submission again (a retry after a lost answer): 201 with a link, still one row.
    const again = await postJson(PATH, winner);
    expect(again.status).toBe(201);
    const answer = (await again.json()) as BookedAnswer;
    expect(answer.booking?.page).toMatch(/^\/bookings\/[A-Za-z0-9_-]{43}$/);
    expect(answer.booking?.calendar).toBe(`${answer.booking?.page}/consultation.ics`);
    expect(
      await count(
        'SELECT count(*) AS n FROM booking_links WHERE token_hash = ? AND booking_id = ?',
        await sha256(tokenOf(answer.booking?.page)),
        held?.id,
      ),
    ).toBe(1);
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(1);
    expect(await count("SELECT count(*) AS n FROM notification_outbox WHERE message = 'visitor-booked'")).toBe(1);
  });

  it('gives a cancelled booking’s slot back: the next visitor books it', async () => {
    const slot = bookableSlot(8);
    const first = visitor(slot);
    expect((await postJson(PATH, first)).status).toBe(201);
    await expectErrorShape(await postJson(PATH, visitor(slot)), 409, 'slot_taken');

    await env.DB.prepare("UPDATE consultation_bookings SET status = 'cancelled' WHERE email = ?")
      .bind(first.email)
      .run();
    const next = visitor(slot);
    expect((await postJson(PATH, next)).status).toBe(201);
    expect((await holders(slot)).map((row) => row.email)).toEqual([next.email]);
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(2);
  });

  it('without JavaScript, a slot taken meanwhile answers step 3 again (409): the message beside the time, every entry kept, nothing stored', async () => {
    const slot = bookableSlot(9);
    expect((await postJson(PATH, visitor(slot))).status).toBe(201);
    const services: [string, string][] = [
      ['services', 'business-planning'],
      ['services', 'compliance'],
    ];
    const details: [string, string][] = [
      ['firstName', 'Gwen'],
      ['lastName', 'Morgan'],
      ['email', 'gwen.morgan@example.co.uk'],
      ['phone', '029 2018 0000'],
      ['businessType', 'boarding'],
      ['projectDetails', 'Ten kennels & a "paddock" in Cardiff.'],
    ];
    const response = await postForm(
      PATH,
      stepPost(3, [
        ...services,
        ...details,
        ['preferredDate', slot.preferredDate],
        ['preferredTime', slot.preferredTime],
        ['website', ''],
      ]),
      { 'cf-connecting-ip': visitorAddress() },
    );
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toContain('text/html');
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(wizard.html).toMatch(/<fieldset[^>]*aria-describedby="(?:[^"]* )?booking-preferredTime-error[" ]/);
    expect(/<p id="booking-preferredTime-error"[^>]*>([^<]*)<\/p>/.exec(wizard.html)?.[1]).toBe(TAKEN_MESSAGE);
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...services, ...details]);
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain(`value="${slot.preferredDate}"`);
    expect(
      await count('SELECT count(*) AS n FROM consultation_bookings WHERE email = ?', 'gwen.morgan@example.co.uk'),
    ).toBe(0);
  });
});

describe("the owner's rules", () => {
  const everyDay = (weekdays: string[]) => Object.fromEntries(weekdays.map((weekday) => [weekday, SLOT_TIMES]));

  const cases: {
    name: string;
    slot: () => Slot;
    field: 'preferredDate' | 'preferredTime';
    /** The owner's rules when refused (the defaults unless given), and the change that makes the same slot bookable. */
    refusedUnder?: Partial<AvailabilityRules>;
    allowedUnder: Partial<AvailabilityRules>;
    blocked?: () => [string, string];
  }[] = [
    {
      name: 'a Saturday',
      slot: () => ({ preferredDate: nextWeekday(6), preferredTime: '10:00' }),
      field: 'preferredDate',
      allowedUnder: { weeklyPattern: everyDay(['1', '2', '3', '4', '5', '6']) },
    },
    {
      name: 'a bank holiday',
      slot: () => ({ preferredDate: nextBankHoliday() ?? '', preferredTime: '11:00' }),
      field: 'preferredDate',
      // The next one may be months away: the owner takes bookings a year ahead.
      refusedUnder: { horizonDays: 365 },
      allowedUnder: { horizonDays: 365, openBankHolidays: [nextBankHoliday() ?? ''] },
    },
    {
      name: 'a day in a blocked range',
      slot: () => ({ preferredDate: workingDay(3), preferredTime: '14:00' }),
      field: 'preferredDate',
      blocked: () => [workingDay(2), workingDay(4)],
      allowedUnder: {},
    },
    {
      name: 'a slot inside the minimum notice',
      // At most a week and 15 hours away (over a weekend and bank holidays): inside 10 days' notice, outside the default 24 hours.
      slot: () => ({ preferredDate: workingDay(0), preferredTime: '15:00' }),
      field: 'preferredTime',
      refusedUnder: { minimumNoticeHours: 240 },
      allowedUnder: {},
    },
    {
      name: 'a date beyond the horizon',
      slot: () => ({ preferredDate: workingDay(0, 61), preferredTime: '9:00' }),
      field: 'preferredDate',
      allowedUnder: { horizonDays: 365 },
    },
  ];

  it.each(cases)(
    'refuses $name with 400 naming $field, stores nothing, and books it once the owner allows it',
    async (refusal) => {
      const slot = refusal.slot();
      if (refusal.refusedUnder) await setAvailability(refusal.refusedUnder);
      const range = refusal.blocked?.();
      if (range) {
        await env.DB.prepare(
          "INSERT INTO blocked_dates (id, starts_on, ends_on, reason) VALUES ('away', ?, ?, 'Away at a conference')",
        )
          .bind(...range)
          .run();
      }
      const body = visitor(slot);
      const refused = await expectErrorShape(await postJson(PATH, body), 400, 'validation_failed');
      expect(Object.keys(refused.error.fields ?? {})).toEqual([refusal.field]);
      expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(0);

      await env.DB.prepare('DELETE FROM blocked_dates').run();
      await setAvailability(refusal.allowedUnder);
      expect((await postJson(PATH, visitor(slot))).status).toBe(201);
      expect(await holders(slot)).toHaveLength(1);
    },
  );

  it('refuses a request for a closed day even without a time, beside the date', async () => {
    const refused = await expectErrorShape(
      await postJson(PATH, visitor({ preferredDate: nextWeekday(7), preferredTime: '' })),
      400,
      'validation_failed',
    );
    expect(Object.keys(refused.error.fields ?? {})).toEqual(['preferredDate']);
  });

  it('takes a date without a time on an open day as a request: 201 with the booking page but no invitation, holding no slot', async () => {
    const body = visitor({ preferredDate: workingDay(1), preferredTime: '' });
    const response = await postJson(PATH, body);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as BookedAnswer;
    expect(answer).toEqual({ ok: true, booking: { page: expect.stringMatching(/^\/bookings\/[A-Za-z0-9_-]{43}$/) } });
    expect(
      await env.DB.prepare('SELECT slot_starts_at FROM consultation_bookings WHERE email = ?')
        .bind(body.email)
        .first('slot_starts_at'),
    ).toBeNull();
  });

  it('takes neither date nor time: 201 with the booking page, the owner proposes a time', async () => {
    const response = await postJson(PATH, visitor({ preferredDate: '', preferredTime: '' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as BookedAnswer).booking?.page).toMatch(/^\/bookings\/[A-Za-z0-9_-]{43}$/);
  });
});

describe('the private link and the visitor’s email', () => {
  /** Every value of every table of ours, as one text to search. */
  async function everythingStored(): Promise<string> {
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    ).all<{
      name: string;
    }>();
    const rows = await Promise.all(
      tables.results.map(async ({ name }) => (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results),
    );
    return JSON.stringify(rows);
  }

  it('answers each booking with a token of its own: 43 base64url characters, never stored, only its SHA-256, kept for that booking', async () => {
    const first = visitor(bookableSlot(10));
    const second = visitor(bookableSlot(11));
    const answers: BookedAnswer[] = [];
    for (const body of [first, second]) {
      const response = await postJson(PATH, body);
      expect(response.status).toBe(201);
      answers.push((await response.json()) as BookedAnswer);
    }
    const tokens = answers.map((answer) => tokenOf(answer.booking?.page));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens[0]).not.toBe(tokens[1]);

    const stored = await everythingStored();
    for (const token of tokens) expect(stored).not.toContain(token);
    for (const [index, body] of [first, second].entries()) {
      const links = await env.DB.prepare('SELECT token_hash FROM booking_links WHERE booking_id = ?')
        .bind(await bookingOf(body.email))
        .all<{ token_hash: string }>();
      expect(links.results.map((link) => link.token_hash)).toEqual([await sha256(tokens[index] ?? '')]);
    }
  });

  it('puts the visitor’s email on record once per booking, a repeat included', async () => {
    const withSlot = visitor(bookableSlot(12));
    const request = visitor({ preferredDate: workingDay(2), preferredTime: '' });
    const open = visitor({ preferredDate: '', preferredTime: '' });
    for (const body of [withSlot, request, open, withSlot]) expect((await postJson(PATH, body)).status).toBe(201);
    const rows = await env.DB.prepare(
      "SELECT item_kind, item_id, channel FROM notification_outbox WHERE message = 'visitor-booked' ORDER BY item_id",
    ).all<{
      item_kind: string;
      item_id: string;
      channel: string;
    }>();
    const ids = await Promise.all([withSlot, request, open].map((body) => bookingOf(body.email)));
    expect(rows.results).toEqual(ids.sort().map((id) => ({ item_kind: 'booking', item_id: id, channel: 'email' })));
  });
});
