/**
 * Step 3 of the booking wizard without JavaScript: the free times of the
 * chosen date (Show free times), the minimum notice, days not offered, a slot
 * taken meanwhile, and the dates of the owner's settings.
 * The other steps: bookings-form-steps.test.ts.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeHtml, textOf } from '../../../test/support/page-html';
import { hiddenFields, inputTag, stepPost, wizardOf } from '../../../test/support/booking-wizard-html';
import {
  emptyTables,
  postForm,
  request,
  unavailableDatabase,
  visitorAddress,
  count,
} from '../../../test/support/request';
import { chosenServices, details } from '../../../test/support/booking-fixtures';
import { resetAvailability } from '../../../test/support/availability-rules';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM consultation_bookings').run();
  await resetAvailability();
});

/** The wizard's props as the island receives them from the page. */
function islandProps(html: string): {
  view: { step: number; day: unknown } | null;
  dates: { earliest: string; latest: string };
} {
  return JSON.parse(decodeHtml(/data-island="booking-wizard"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? '{}'));
}

/** Each slot radio of step 3 as the page shows it: its time, whether it can be chosen, whether it is chosen, and its label's words. */
function slotsShown(fragment: string): { time: string; open: boolean; chosen: boolean; words: string }[] {
  return [...fragment.matchAll(/<label[^>]*>(<input(?=[^>]*name="preferredTime")[^>]*>)([\s\S]*?)<\/label>/g)].map(
    ([, tag = '', rest = '']) => ({
      time: /value="([^"]*)"/.exec(tag)?.[1] ?? '',
      open: !tag.includes('disabled=""'),
      chosen: tag.includes('checked=""'),
      words: textOf(rest),
    }),
  );
}

/** The free-times line beside the slots. */
const freeTimesLine = (fragment: string) =>
  textOf(/<p id="booking-free-times"[^>]*>([\s\S]*?)<\/p>/.exec(fragment)?.[1] ?? '');

/** Step 3's plain post with every entry of steps 1 and 2, the date and (if chosen) the time, then `more`. */
const scheduleStep = (date: string, time?: string, more: [string, string][] = []) =>
  stepPost(3, [
    ...chosenServices,
    ...details,
    ['preferredDate', date],
    ...(time ? [['preferredTime', time] as [string, string]] : []),
    ...more,
  ]);

describe('step 3 without JavaScript: the free times of the chosen date', () => {
  const open = (time: string) => ({ time, open: true, chosen: false, words: time });
  const taken = (time: string) => ({ time, open: false, chosen: false, words: `${time} Unavailable` });

  beforeEach(async () => {
    await emptyTables('consultation_bookings', 'availability_settings', 'blocked_dates');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:30:00Z'));
    // 14:00 on Thursday 3 December 2026 (GMT) is held.
    await env.DB.prepare(
      "INSERT INTO consultation_bookings (id, first_name, last_name, email, services, slot_starts_at) VALUES ('held', 'Sam', 'Held', 'held@example.co.uk', '[\"compliance\"]', ?)",
    )
      .bind(Date.UTC(2026, 11, 3, 14, 0))
      .run();
  });
  afterEach(() => vi.useRealTimers());

  // Each post from a visitor of its own: the per-visitor rate limit is not what these check.
  const post = (fields: URLSearchParams) =>
    postForm('/api/consultation-bookings', fields, { 'cf-connecting-ip': visitorAddress() });
  const showFreeTimes = (date: string, time?: string) => post(scheduleStep(date, time, [['intent', 'free-times']]));

  it('first shows step 3 with every slot open and nothing said: the server judges the time when the booking is sent', async () => {
    const wizard = wizardOf(await (await post(stepPost(2, [...chosenServices, ...details]))).text());
    expect(wizard.step).toBe('3');
    expect(slotsShown(wizard.html)).toEqual(['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map(open));
    expect(freeTimesLine(wizard.html)).toBe('');
    expect(wizard.html).toMatch(
      /<button(?=[^>]*name="intent")(?=[^>]*value="free-times")(?=[^>]*formNoValidate="")[^>]*>Show free times<\/button>/,
    );
  });

  it('Show free times: the same step with the taken slot unavailable in words, the chosen time and every entry kept, nothing stored', async () => {
    const response = await showFreeTimes('2026-12-03', '10:00');
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(slotsShown(wizard.html)).toEqual([
      open('9:00'),
      { ...open('10:00'), chosen: true },
      open('11:00'),
      taken('14:00'),
      open('15:00'),
      open('16:00'),
    ]);
    expect(wizard.html).toMatch(/<span class="line-through">14:00<\/span>/);
    expect(freeTimesLine(wizard.html)).toBe('5 free times on Thursday 3 December 2026.');
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain('value="2026-12-03"');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(1);
  });

  it('lets go of a chosen time that is taken', async () => {
    const wizard = wizardOf(await (await showFreeTimes('2026-12-03', '14:00')).text());
    expect(slotsShown(wizard.html).filter((slot) => slot.chosen)).toEqual([]);
    expect(slotsShown(wizard.html)[3]).toEqual(taken('14:00'));
  });

  it('keeps the minimum notice: at 10:30 on 1 December, 9:00 and 10:00 on 2 December are unavailable', async () => {
    const wizard = wizardOf(await (await showFreeTimes('2026-12-02')).text());
    expect(slotsShown(wizard.html)).toEqual([
      taken('9:00'),
      taken('10:00'),
      open('11:00'),
      open('14:00'),
      open('15:00'),
      open('16:00'),
    ]);
    expect(freeTimesLine(wizard.html)).toBe('4 free times on Wednesday 2 December 2026.');
  });

  it.each([
    ['a Saturday', '2026-12-05'],
    ['Christmas Day', '2026-12-25'],
    ['a date in the past', '2026-11-30'],
  ])('says there are no free times on %s', async (_name, date) => {
    const response = await showFreeTimes(date, '9:00');
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(slotsShown(wizard.html)).toEqual(['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map(taken));
    expect(freeTimesLine(wizard.html)).toBe('No free times on that day: choose another date.');
  });

  it('asks for a date when there is none (400), every entry kept', async () => {
    const response = await showFreeTimes('', '11:00');
    expect(response.status).toBe(400);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(wizard.html).toMatch(/<p id="booking-preferredDate-error"[^>]*>Choose a date to see its free times.<\/p>/);
    expect(slotsShown(wizard.html)[2]).toEqual({ ...open('11:00'), chosen: true });
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
  });

  it('offers the dates of the owner’s settings, on the home page and on step 3', async () => {
    const dates = async () => islandProps(await (await request('/')).text()).dates;
    // The defaults: from the day 24 hours ahead to 60 days ahead.
    expect(await dates()).toEqual({ earliest: '2026-12-02', latest: '2027-01-30' });
    await env.DB.prepare(
      `INSERT INTO availability_settings (id, weekly_pattern, minimum_notice_hours, horizon_days, updated_at) VALUES (1, '{"1":["9:00"]}', 48, 30, ?)`,
    )
      .bind(Date.now())
      .run();
    // Kept at most a minute by the page cache.
    vi.setSystemTime(new Date('2026-12-01T10:31:01Z'));
    expect(await dates()).toEqual({ earliest: '2026-12-03', latest: '2026-12-31' });
    const wizard = wizardOf(await (await post(stepPost(2, [...chosenServices, ...details]))).text());
    expect(inputTag(wizard.html, 'booking-preferredDate')).toMatch(/(?=.*min="2026-12-03")(?=.*max="2026-12-31")/);
  });

  const book = (date: string, time?: string) => post(scheduleStep(date, time));

  it('answers a booking of a slot taken meanwhile with step 3 again (409): the message beside the time, the slots as they are now, every entry kept', async () => {
    const response = await book('2026-12-03', '14:00');
    expect(response.status).toBe(409);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(wizard.html).toMatch(
      /<p id="booking-preferredTime-error"[^>]*>That time has just been taken. Choose another time.<\/p>/,
    );
    expect(slotsShown(wizard.html)).toEqual([
      open('9:00'),
      open('10:00'),
      open('11:00'),
      taken('14:00'),
      open('15:00'),
      open('16:00'),
    ]);
    expect(freeTimesLine(wizard.html)).toBe('5 free times on Thursday 3 December 2026.');
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain('value="2026-12-03"');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(await count('SELECT count(*) AS n FROM consultation_bookings')).toBe(1);
  });

  it('answers a booking on a day that is not offered with step 3 again (400), its slots shown unavailable', async () => {
    const response = await book('2026-12-05', '9:00');
    expect(response.status).toBe(400);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(wizard.html).toMatch(/<p id="booking-preferredDate-error"[^>]*>[^<]+<\/p>/);
    expect(slotsShown(wizard.html)).toEqual(['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map(taken));
  });

  it('still shows the home page while D1 cannot be read, offering the default dates', async () => {
    const down = await request('/', {}, { DB: unavailableDatabase });
    expect(down.status).toBe(200);
    expect(islandProps(await down.text()).dates).toEqual({ earliest: '2026-12-02', latest: '2027-01-30' });
  });
});
