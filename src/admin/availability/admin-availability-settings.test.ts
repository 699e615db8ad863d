/**
 * The owner's availability (/admin/availability): the page, the weekly
 * pattern, and minimum notice and horizon. Each change is a CSRF-checked post,
 * validated, audited, and seen where it matters: in what visitors may book
 * (readAvailability, the rules' own reads) and in the week view.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { isDayOpen } from '../../submissions/consultation-booking/availability';
import { readAvailability } from '../../submissions/consultation-booking/availability-store';
import { londonToday, nextWeekday, shiftDays } from '../../../test/support/london-dates';
import { type Browser, send, signedInBrowser, tagsNamed } from '../../../test/support/admin';
import {
  allSlots,
  emptyAvailabilityTables,
  freeSlots,
  settingsRows,
  tickedBoxes,
  weekdayOf,
} from '../../../test/support/admin-availability';
import { expectSentToSignIn, openedFromMenu } from '../../../test/support/admin-page-checks';
import { expectOnlyRedirectsOr4xx } from '../../../test/support/admin-hostile-posts';
import { decodeHtml, pageText, textOf } from '../../../test/support/page-html';
import { auditOf } from '../../../test/support/inbox-items';

beforeEach(emptyAvailabilityTables);

describe('/admin/availability', () => {
  it('needs a session, and is in the back office menu', async () => {
    await expectSentToSignIn('/admin/availability');
    const refused = await send('/admin/availability/pattern', { form: { slot: '1-9:00' } });
    expect(refused.status).toBe(303);
    expect(await settingsRows()).toEqual([]);

    const browser = await signedInBrowser();
    const html = await openedFromMenu(browser, '/admin/availability');
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
    const tuesday = nextWeekday(2);
    const saturday = nextWeekday(6);
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

    const inTwoWeeks = nextWeekday(3, 14);
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

describe('under hostile input', () => {
  it('answers any fields posted to any of its forms with a redirect back or a 4xx page, never a 5xx', async () => {
    await expectOnlyRedirectsOr4xx(await signedInBrowser(), {
      area: '/admin/availability',
      paths: [
        '/pattern',
        '/notice',
        '/blocks',
        '/bank-holidays',
        '/blocks/no-such-block/remove',
        '/blocks/%2e%2e/remove',
      ],
      names: [
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
      ],
      values: [
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
      ],
      redirect: /^\/admin\/availability\?notice=[a-z-]+$/,
      runs: 120,
    });
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
