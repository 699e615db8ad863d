/**
 * The owner's availability (/admin/availability): the weekly pattern, notice
 * and horizon, blocked dates and bank holidays. Each change is a CSRF-checked
 * post, validated, audited, and seen where it matters: in what visitors may
 * book (readAvailability, the rules' own reads) and in the week view.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { availabilityFrom, isDayOpen } from '../../submissions/consultation-booking/availability';
import { readAvailability } from '../../submissions/consultation-booking/availability-store';
import { govUkBankHolidays, londonToday, shiftDays } from '../../../test/support/london-dates';
import { type Browser, send, signedInBrowser, tagsNamed } from '../../../test/support/admin';
import { decodeHtml, pageText, textOf } from '../../../test/support/page-html';
import { auditOf } from '../../../test/support/inbox-items';
import { emptyTables } from '../../../test/support/request';

const allSlots = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}

/** The first date at least `after` days from today that falls on this ISO weekday. */
function next(weekday: number, after = 3): string {
  let date = shiftDays(londonToday(), after);
  while (weekdayOf(date) !== weekday) date = shiftDays(date, 1);
  return date;
}

/** Free slots of one date, as visitors are offered them. */
async function freeSlots(date: string): Promise<string[]> {
  const input = await readAvailability(database(env.DB), date, 1);
  const [day] = availabilityFrom(date, 1, input);
  return (day?.slots ?? []).filter((slot) => slot.available).map((slot) => slot.time);
}

async function settingsRows() {
  return (await env.DB.prepare('SELECT * FROM availability_settings').all<Record<string, unknown>>()).results;
}

/** The ticked boxes of the weekly pattern on the page. */
function tickedBoxes(html: string): string[] {
  return tagsNamed(html, 'input')
    .filter((input) => input.name === 'slot' && 'checked' in input)
    .map((input) => input.value ?? '');
}

beforeEach(async () => {
  await emptyTables('availability_settings', 'blocked_dates', 'audit_events', 'consultation_bookings');
});

describe('/admin/availability', () => {
  it('needs a session, and is in the back office menu', async () => {
    const response = await send('/admin/availability');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('/admin/sign-in');
    const refused = await send('/admin/availability/pattern', { form: { slot: '1-9:00' } });
    expect(refused.status).toBe(303);
    expect(await settingsRows()).toEqual([]);

    const browser = await signedInBrowser();
    const page = await browser.get('/admin/availability');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const menu = tagsNamed(html, 'a').filter((link) => link.href === '/admin/availability');
    expect(menu[0]?.['aria-current']).toBe('page');
    expect(tagsNamed(html, 'a').some((link) => link.href === '/admin/calendar')).toBe(true);
  });

  it('shows the defaults until the owner changes anything: Monday to Friday, all six slots, 24 hours, 60 days', async () => {
    const browser = await signedInBrowser();
    const html = await (await browser.get('/admin/availability')).text();
    const expected = ['1', '2', '3', '4', '5'].flatMap((weekday) => allSlots.map((time) => `${weekday}-${time}`));
    expect(tickedBoxes(html).sort()).toEqual(expected.sort());
    expect(tagsNamed(html, 'input').filter((input) => input.name === 'slot')).toHaveLength(42);
    // Each box is named by its day and time.
    expect(decodeHtml(html)).toContain('<span class="sr-only">Saturday<!-- --> <!-- -->16:00</span>');
    const inputs = tagsNamed(html, 'input');
    expect(inputs.find((input) => input.name === 'minimumNoticeHours')?.value).toBe('24');
    expect(inputs.find((input) => input.name === 'horizonDays')?.value).toBe('60');
  });
});

describe('the weekly pattern', () => {
  it('saves the ticked slots in one post: unticked ones are no longer offered, newly ticked ones are; audited; the page shows them', async () => {
    const browser = await signedInBrowser();
    const tuesday = next(2);
    const saturday = next(6);
    expect(await freeSlots(tuesday)).toEqual(allSlots);
    expect(await freeSlots(saturday)).toEqual([]);

    // Monday, Wednesday to Friday as before; Tuesday none; Saturday mornings.
    const boxes = [
      ...['1', '3', '4', '5'].flatMap((weekday) => allSlots.map((time) => `${weekday}-${time}`)),
      '6-9:00',
      '6-10:00',
    ];
    const body = new URLSearchParams([['csrf', browser.csrf], ...boxes.map((box): [string, string] => ['slot', box])]);
    const response = await rawPost(browser, '/admin/availability/pattern', body);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/availability?notice=pattern-saved');

    expect(await freeSlots(tuesday)).toEqual([]);
    expect(await freeSlots(saturday)).toEqual(['9:00', '10:00']);
    const input = await readAvailability(database(env.DB), tuesday, 1);
    expect(isDayOpen(tuesday, input)).toBe(false);

    const [audit, ...more] = await auditOf('availability.pattern');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actor_user_id: browser.userId });
    expect(audit?.from_status).toContain('Tue 9:00 10:00 11:00 14:00 15:00 16:00');
    expect(audit?.to_status).toContain('Tue none');
    expect(audit?.to_status).toContain('Sat 9:00 10:00');

    const page = await (await browser.get('/admin/availability?notice=pattern-saved')).text();
    expect(tickedBoxes(page).sort()).toEqual([...boxes].sort());
    expect(decodeHtml(page)).toMatch(/<p role="status"[^>]*>Weekly pattern saved/);
    // The week view agrees.
    const week = pageText(await (await browser.get(`/admin/calendar?from=${tuesday}`)).text());
    expect(week).toContain('9:00 Not a working day');
  });

  it('refuses a post without the CSRF token, and a slot no form offers; nothing changes', async () => {
    const browser = await signedInBrowser();
    const forged = await rawPost(
      browser,
      '/admin/availability/pattern',
      new URLSearchParams([['csrf', 'not-the-token']]),
    );
    expect(forged.status).toBe(403);
    const foreign = await rawPost(browser, '/admin/availability/pattern', new URLSearchParams([['slot', '1-9:00']]), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const unknown = await rawPost(
      browser,
      '/admin/availability/pattern',
      new URLSearchParams([
        ['csrf', browser.csrf],
        ['slot', '1-9:00'],
        ['slot', '8-9:00'],
        ['slot', '1-12:00'],
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(await settingsRows()).toEqual([]);
    expect(await auditOf('availability.pattern')).toEqual([]);
  });
});

describe('minimum notice and booking horizon', () => {
  it('keeps what was typed and says beside each field what is wrong', async () => {
    const browser = await signedInBrowser();
    const cases: [Record<string, string>, string, string][] = [
      [{ minimumNoticeHours: 'abc', horizonDays: '60' }, 'minimum-notice', 'whole number of hours'],
      [{ minimumNoticeHours: '', horizonDays: '60' }, 'minimum-notice', 'Enter the minimum notice in hours'],
      [{ minimumNoticeHours: '337', horizonDays: '60' }, 'minimum-notice', 'between 0 and 336 hours'],
      [{ minimumNoticeHours: '24', horizonDays: '0' }, 'horizon', 'between 1 and 365 days'],
      [{ minimumNoticeHours: '24', horizonDays: '366' }, 'horizon', 'between 1 and 365 days'],
      [{ minimumNoticeHours: '2.5', horizonDays: '60' }, 'minimum-notice', 'whole number of hours'],
      [{ minimumNoticeHours: '48', horizonDays: '2' }, 'minimum-notice', 'shorter than the booking horizon'],
    ];
    for (const [fields, id, message] of cases) {
      const response = await browser.post('/admin/availability/notice', { csrf: browser.csrf, ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      const field = tagsNamed(html, 'input').find((input) => input.id === id);
      expect(field?.['aria-invalid'], JSON.stringify(fields)).toBe('true');
      expect(field?.['aria-describedby']).toContain(`${id}-error`);
      const error = new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '';
      expect(textOf(error), JSON.stringify(fields)).toContain(message);
      // Both entries as typed.
      expect(tagsNamed(html, 'input').find((input) => input.name === 'minimumNoticeHours')?.value).toBe(
        fields.minimumNoticeHours,
      );
      expect(tagsNamed(html, 'input').find((input) => input.name === 'horizonDays')?.value).toBe(fields.horizonDays);
      expect(html).toContain('role="alert"');
    }
    expect(await settingsRows()).toEqual([]);
    expect(await auditOf('availability.notice')).toEqual([]);
  });

  it('saves them (audited), and visitors are offered slots accordingly', async () => {
    const browser = await signedInBrowser();
    const forged = await browser.post('/admin/availability/notice', { minimumNoticeHours: '0', horizonDays: '10' });
    expect(forged.status).toBe(403);

    const inTwoWeeks = next(3, 14);
    expect(await freeSlots(inTwoWeeks)).toEqual(allSlots);
    const response = await browser.post('/admin/availability/notice', {
      csrf: browser.csrf,
      minimumNoticeHours: ' 72 ',
      horizonDays: '10',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/availability?notice=notice-saved');
    const [row] = await settingsRows();
    expect(row).toMatchObject({ id: 1, minimum_notice_hours: 72, horizon_days: 10 });
    // The other settings were written with their defaults.
    expect(JSON.parse(String(row?.weekly_pattern))).toMatchObject({ '1': allSlots, '5': allSlots });

    // Beyond the 10-day horizon: nothing; within 72 hours: nothing; a weekday 4 to 10 days ahead: everything.
    expect(await freeSlots(inTwoWeeks)).toEqual([]);
    expect(await freeSlots(shiftDays(londonToday(), 2))).toEqual([]);
    const weekdayAhead =
      [4, 5, 6, 7, 8].map((days) => shiftDays(londonToday(), days)).find((date) => weekdayOf(date) <= 5) ?? '';
    expect(await freeSlots(weekdayAhead)).toEqual(allSlots);

    expect(await auditOf('availability.notice')).toEqual([
      expect.objectContaining({
        actor_user_id: browser.userId,
        from_status: '24 h notice, 60 days ahead',
        to_status: '72 h notice, 10 days ahead',
      }),
    ]);
    const page = await (await browser.get('/admin/availability?notice=notice-saved')).text();
    expect(tagsNamed(page, 'input').find((input) => input.name === 'minimumNoticeHours')?.value).toBe('72');
    expect(pageText(page)).toContain('Minimum notice and booking horizon saved.');
  });
});

describe('blocked dates', () => {
  it('says what is missing or wrong beside the field and keeps the entries', async () => {
    const browser = await signedInBrowser();
    const today = londonToday();
    const cases: [Record<string, string>, string, string][] = [
      [{ startsOn: shiftDays(today, 5), endsOn: '', reason: '' }, 'block-reason', 'Reason is required'],
      [{ startsOn: '', endsOn: '', reason: 'Away' }, 'block-from', 'Enter the first day as a date'],
      [{ startsOn: '2026-02-30', endsOn: '', reason: 'Away' }, 'block-from', 'Enter the first day as a date'],
      [
        { startsOn: shiftDays(today, 5), endsOn: shiftDays(today, 4), reason: 'Away' },
        'block-to',
        'on or after the first day',
      ],
      [
        { startsOn: shiftDays(today, -5), endsOn: shiftDays(today, -1), reason: 'Away' },
        'block-to',
        'These days have passed',
      ],
      [
        { startsOn: shiftDays(today, 5), endsOn: '', reason: 'x'.repeat(201) },
        'block-reason',
        'at most 200 characters',
      ],
    ];
    for (const [fields, id, message] of cases) {
      const response = await browser.post('/admin/availability/blocks', { csrf: browser.csrf, ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(tagsNamed(html, 'input').find((input) => input.id === id)?.['aria-invalid'], JSON.stringify(fields)).toBe(
        'true',
      );
      const error = new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '';
      expect(textOf(error)).toContain(message);
      for (const name of ['startsOn', 'endsOn', 'reason']) {
        expect(tagsNamed(html, 'input').find((input) => input.name === name)?.value ?? '').toBe(fields[name]);
      }
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM blocked_dates').first<{ n: number }>())?.n).toBe(0);
  });

  it('blocks a range (audited, without the reason), shows it, closes those days to visitors; Remove opens them again, once', async () => {
    const browser = await signedInBrowser();
    const first = next(1);
    const last = shiftDays(first, 2);
    const forged = await browser.post('/admin/availability/blocks', {
      csrf: 'wrong',
      startsOn: first,
      endsOn: last,
      reason: 'Conference',
    });
    expect(forged.status).toBe(403);

    const response = await browser.post('/admin/availability/blocks', {
      csrf: browser.csrf,
      startsOn: first,
      endsOn: last,
      reason: 'Pet Industry Federation conference',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/availability?notice=dates-blocked');
    for (const date of [first, shiftDays(first, 1), last]) expect(await freeSlots(date), date).toEqual([]);
    expect(await freeSlots(shiftDays(last, 1))).toEqual(allSlots);

    const [block] = (
      await env.DB.prepare('SELECT * FROM blocked_dates').all<{
        id: string;
        starts_on: string;
        ends_on: string;
        reason: string;
      }>()
    ).results;
    expect(block).toMatchObject({ starts_on: first, ends_on: last, reason: 'Pet Industry Federation conference' });
    const [audit] = await auditOf('availability.block');
    expect(audit).toMatchObject({
      actor_user_id: browser.userId,
      item_id: block?.id,
      from_status: first,
      to_status: last,
    });
    expect(JSON.stringify(audit)).not.toContain('conference');

    const page = await (await browser.get('/admin/availability?notice=dates-blocked')).text();
    expect(pageText(page)).toContain('Pet Industry Federation conference');
    expect(pageText(page)).toContain('Dates blocked');
    const week = pageText(await (await browser.get(`/admin/calendar?from=${first}`)).text());
    expect(week).toContain('10:00 Blocked: Pet Industry Federation conference');

    const removeAction = `/admin/availability/blocks/${block?.id}/remove`;
    expect(tagsNamed(page, 'form').some((form) => form.action === removeAction)).toBe(true);
    expect((await browser.post(removeAction, { csrf: 'wrong' })).status).toBe(403);
    const removed = await browser.post(removeAction, { csrf: browser.csrf });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/admin/availability?notice=dates-unblocked');
    expect(await freeSlots(first)).toEqual(allSlots);
    expect(await auditOf('availability.unblock')).toEqual([
      expect.objectContaining({
        actor_user_id: browser.userId,
        item_id: block?.id,
        from_status: first,
        to_status: last,
      }),
    ]);
    const again = await browser.post(removeAction, { csrf: browser.csrf });
    expect(again.status).toBe(404);
    expect(await auditOf('availability.unblock')).toHaveLength(1);
  });

  it('blocks a single day when To is left empty', async () => {
    const browser = await signedInBrowser();
    const day = next(4);
    const response = await browser.post('/admin/availability/blocks', {
      csrf: browser.csrf,
      startsOn: day,
      endsOn: '',
      reason: 'Vet appointment',
    });
    expect(response.status).toBe(303);
    expect(await freeSlots(day)).toEqual([]);
    expect(await freeSlots(shiftDays(day, 1))).toEqual(allSlots);
  });
});

describe('bank holidays', () => {
  it('lists the next ones as blocked; "Open this day" offers its slots and "Block again" takes them away, each audited', async () => {
    const browser = await signedInBrowser();
    // A bank holiday far enough ahead, and a horizon that reaches it.
    const holiday = govUkBankHolidays.find((date) => date >= shiftDays(londonToday(), 3)) ?? '';
    expect(holiday, 'the test list needs dates beyond today').not.toBe('');
    expect(
      (
        await browser.post('/admin/availability/notice', {
          csrf: browser.csrf,
          minimumNoticeHours: '24',
          horizonDays: '365',
        })
      ).status,
    ).toBe(303);

    const page = await (await browser.get('/admin/availability')).text();
    const item = new RegExp(`<li[^>]*data-bank-holiday="${holiday}"[^>]*>(.*?)</li>`, 's').exec(page)?.[1] ?? '';
    expect(textOf(item)).toContain('Blocked: no slots offered');
    expect(textOf(item)).toContain('Open this day');
    expect(await freeSlots(holiday)).toEqual([]);

    const forged = await browser.post('/admin/availability/bank-holidays', {
      csrf: 'wrong',
      date: holiday,
      open: 'yes',
    });
    expect(forged.status).toBe(403);
    const opened = await browser.post('/admin/availability/bank-holidays', {
      csrf: browser.csrf,
      date: holiday,
      open: 'yes',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/admin/availability?notice=bank-holiday-opened');
    expect(await freeSlots(holiday)).toEqual(allSlots);
    const after = await (await browser.get('/admin/availability')).text();
    const openedItem = new RegExp(`<li[^>]*data-bank-holiday="${holiday}"[^>]*>(.*?)</li>`, 's').exec(after)?.[1] ?? '';
    expect(textOf(openedItem)).toContain('Open: visitors can book its slots');
    expect(textOf(openedItem)).toContain('Block again');

    // Pressed twice: recorded once.
    expect(
      (await browser.post('/admin/availability/bank-holidays', { csrf: browser.csrf, date: holiday, open: 'yes' }))
        .status,
    ).toBe(303);
    const blocked = await browser.post('/admin/availability/bank-holidays', {
      csrf: browser.csrf,
      date: holiday,
      open: 'no',
    });
    expect(blocked.headers.get('location')).toBe('/admin/availability?notice=bank-holiday-blocked');
    expect(await freeSlots(holiday)).toEqual([]);
    expect(await auditOf('availability.bank-holiday')).toEqual([
      expect.objectContaining({
        actor_user_id: browser.userId,
        item_kind: 'bank-holiday',
        item_id: holiday,
        from_status: 'blocked',
        to_status: 'open',
      }),
      expect.objectContaining({ item_id: holiday, from_status: 'open', to_status: 'blocked' }),
    ]);
  });

  it('refuses a date that is not a bank holiday, or an unknown choice', async () => {
    const browser = await signedInBrowser();
    const ordinary = next(3);
    expect(
      (await browser.post('/admin/availability/bank-holidays', { csrf: browser.csrf, date: ordinary, open: 'yes' }))
        .status,
    ).toBe(400);
    const holiday = govUkBankHolidays.find((date) => date >= londonToday()) ?? '';
    expect(
      (await browser.post('/admin/availability/bank-holidays', { csrf: browser.csrf, date: holiday, open: 'maybe' }))
        .status,
    ).toBe(400);
    expect(await settingsRows()).toEqual([]);
  });

  it('shows every bank holiday of the next two years, and warns only when the list ends within a year', async () => {
    const browser = await signedInBrowser();
    const page = await (await browser.get('/admin/availability')).text();
    const today = londonToday();
    const shown = [...page.matchAll(/data-bank-holiday="([^"]+)"/g)].map(([, date]) => date);
    const twoYears = shiftDays(today, 730);
    expect(shown).toEqual(govUkBankHolidays.filter((date) => date >= today && date <= twoYears));
    const listEnds = govUkBankHolidays.at(-1) ?? '';
    expect(page.includes('data-bank-holidays-end'), 'warning').toBe(listEnds < shiftDays(today, 365));
  });
});

describe('under hostile input', () => {
  it('answers any fields posted to any of its forms with a redirect back or a 4xx page, never a 5xx', async () => {
    const browser = await signedInBrowser();
    const names = fc.constantFrom(
      'slot',
      'minimumNoticeHours',
      'horizonDays',
      'startsOn',
      'endsOn',
      'reason',
      'date',
      'open',
      'constructor',
      '__proto__',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '1-9:00',
        '7-16:00',
        '2026-12-25',
        '9999-12-31',
        '0000-00-00',
        'yes',
        'no',
        '-1',
        '1e3',
        '99999999999999999999',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/pattern',
          '/notice',
          '/blocks',
          '/bank-holidays',
          '/blocks/no-such-block/remove',
          '/blocks/%2e%2e/remove',
        ),
        fc.array(fc.tuple(names, values), { maxLength: 8 }),
        async (path, fields) => {
          const response = await browser.post(
            `/admin/availability${path}`,
            new URLSearchParams([['csrf', browser.csrf], ...fields]),
          );
          expect([303, 400, 404], `${path} ${JSON.stringify(fields)}`).toContain(response.status);
          if (response.status === 303)
            expect(response.headers.get('location')).toMatch(/^\/admin\/availability\?notice=[a-z-]+$/);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);
});

/** A form post with the body exactly as given (repeated fields included), from the signed-in browser. */
function rawPost(
  browser: Browser,
  path: string,
  body: URLSearchParams,
  options: { origin?: string } = {},
): Promise<Response> {
  return browser.post(path, body, options);
}
