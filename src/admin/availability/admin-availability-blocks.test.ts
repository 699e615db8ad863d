/**
 * The owner's blocked dates and bank holidays on /admin/availability: each
 * change is a CSRF-checked post, validated, audited, and seen in what visitors
 * may book and in the week view.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  govUkBankHolidays,
  londonToday,
  nextBankHoliday,
  nextWeekday,
  shiftDays,
} from '../../../test/support/london-dates';
import { signedInBrowser, tagsNamed } from '../../../test/support/admin';
import { allSlots, emptyAvailabilityTables, freeSlots, settingsRows } from '../../../test/support/admin-availability';
import { expectForgedPostRefused } from '../../../test/support/admin-forged-posts';
import { pageText, textOf } from '../../../test/support/page-html';
import { auditOf } from '../../../test/support/inbox-items';

beforeEach(emptyAvailabilityTables);

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
    const first = nextWeekday(1);
    const last = shiftDays(first, 2);
    await expectForgedPostRefused(browser, '/admin/availability/blocks', {
      startsOn: first,
      endsOn: last,
      reason: 'Conference',
    });

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
    await expectForgedPostRefused(browser, removeAction);
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
    const day = nextWeekday(4);
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
    const holiday = nextBankHoliday() ?? '';
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

    await expectForgedPostRefused(browser, '/admin/availability/bank-holidays', { date: holiday, open: 'yes' });
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
    const ordinary = nextWeekday(3);
    expect(
      (await browser.post('/admin/availability/bank-holidays', { csrf: browser.csrf, date: ordinary, open: 'yes' }))
        .status,
    ).toBe(400);
    const holiday = nextBankHoliday(0) ?? '';
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
