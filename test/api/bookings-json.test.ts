import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeHtml, textOf } from './page-html';
import { hiddenFields, inputTag, stepPost, wizardOf } from './booking-wizard-html';
import { emptyTables, postForm, postFormWhileD1IsDown, postJson, request, unavailableDatabase, visitorAddress } from './request';
import { freshSlot, londonDateIn, londonToday, SLOT_TIMES, shiftDays, ukDayName, workingDay } from '../support/london-dates';
import { resetAvailability, setAvailability } from './availability-rules';

interface BookingRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  business_type: string | null;
  services: string;
  estimated_cost: string | null;
  project_details: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  status: string;
  created_at: number;
}

const booking = () => ({
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.co.uk',
  phone: '0161 496 0456',
  businessType: 'startup',
  services: ['business-planning', 'compliance'],
  estimatedCost: '£2,990',
  projectDetails: 'Planning a 25-dog daycare on an industrial unit in Stockport.',
  ...freshSlot(),
  website: '',
});

async function rows(): Promise<BookingRow[]> {
  return (await env.DB.prepare('SELECT * FROM consultation_bookings ORDER BY created_at').all<BookingRow>()).results;
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM consultation_bookings').run();
  await resetAvailability();
});

describe('POST /api/consultation-bookings', () => {
  it('stores the booking with status pending and answers 201 with its private page and calendar invitation', async () => {
    const body = booking();
    const response = await postJson('/api/consultation-bookings', body);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { ok: boolean; booking: { page: string; calendar: string } };
    expect(answer).toEqual({ ok: true, booking: { page: expect.stringMatching(/^\/bookings\/[A-Za-z0-9_-]{43}$/), calendar: expect.any(String) } });
    expect(answer.booking.calendar).toBe(`${answer.booking.page}/consultation.ics`);
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      first_name: 'Aisha',
      last_name: 'Khan',
      email: 'aisha@example.co.uk',
      phone: '0161 496 0456',
      business_type: 'startup',
      estimated_cost: '£2,990',
      project_details: 'Planning a 25-dog daycare on an industrial unit in Stockport.',
      preferred_date: body.preferredDate,
      preferred_time: body.preferredTime,
      status: 'pending',
    });
    expect(JSON.parse(row?.services ?? '')).toEqual(['business-planning', 'compliance']);
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs((row?.created_at ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('computes the estimate itself, ignoring the figure the client sends', async () => {
    const response = await postJson('/api/consultation-bookings', { ...booking(), services: ['website-design', 'bespoke-consultation'], estimatedCost: '£1' });
    expect(response.status).toBe(201);
    expect((await rows())[0]?.estimated_cost).toBe('From £2,295');
  });

  it('stores empty optional fields as NULL and accepts a booking without estimatedCost', async () => {
    const { estimatedCost: _ignored, ...rest } = booking();
    const response = await postJson('/api/consultation-bookings', { ...rest, phone: '', businessType: '', preferredDate: '', preferredTime: '' });
    expect(response.status).toBe(201);
    expect((await rows())[0]).toMatchObject({ phone: null, business_type: null, preferred_date: null, preferred_time: null, estimated_cost: '£2,990' });
  });

  it('takes today as London has it: a request for today without a time on a day the owner works, but no slot inside the minimum notice', async () => {
    const today = londonToday();
    // Whatever day the test runs on, the owner works it (every weekday, and today even if it is a bank holiday).
    await setAvailability({
      weeklyPattern: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, SLOT_TIMES])),
      openBankHolidays: [today],
    });
    expect((await postJson('/api/consultation-bookings', { ...booking(), preferredDate: today, preferredTime: '' })).status).toBe(201);
    // The day's last slot is at most 16 hours away (or past): inside the default 24 hours' notice.
    const tooSoon = await postJson('/api/consultation-bookings', { ...booking(), preferredDate: today, preferredTime: '16:00' });
    expect(tooSoon.status).toBe(400);
    const body = (await tooSoon.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['preferredTime']);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses an unknown service id with 400 and the field named', async () => {
    const response = await postJson('/api/consultation-bookings', { ...booking(), services: ['business-planning', 'dog-grooming'] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).some((key) => key.startsWith('services'))).toBe(true);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a date before today with 400', async () => {
    const response = await postJson('/api/consultation-bookings', { ...booking(), preferredDate: shiftDays(londonToday(), -1) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.preferredDate).toBe('Choose today or a later date');
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['no services', { services: [] }],
    ['a repeated service', { services: ['compliance', 'compliance'] }],
    ['a time slot not offered', { preferredTime: '12:30' }],
    ['an impossible date', { preferredDate: '2031-02-30' }],
    ['a missing first name', { firstName: '' }],
    ['a bad email', { email: 'aisha' }],
    ['missing project details', { projectDetails: '  ' }],
    ['a status set by the client', { status: 'confirmed' }],
  ])('refuses %s with 400', async (_case, change) => {
    const response = await postJson('/api/consultation-bookings', { ...booking(), ...change });
    expect(response.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('answers success to a bot that fills the honeypot, and stores nothing', async () => {
    const response = await postJson('/api/consultation-bookings', { ...booking(), website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a cross-site request', async () => {
    const response = await postJson('/api/consultation-bookings', booking(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses GET with 405', async () => {
    expect((await request('/api/consultation-bookings')).status).toBe(405);
  });
});

const chosenServices: [string, string][] = [
  ['services', 'business-planning'],
  ['services', 'compliance'],
  ['services', 'bespoke-consultation'],
];
const details: [string, string][] = [
  ['firstName', 'Aisha'],
  ['lastName', 'Khan'],
  ['email', 'aisha@example.co.uk'],
  ['phone', '0161 496 0456'],
  ['businessType', 'startup'],
  ['projectDetails', 'Planning a 25-dog daycare & "barn" <conversion> in Stockport.'],
];
/** A slot the default rules offer: a working day, whatever day the test runs on. */
const schedule = (): [string, string][] => [
  ['preferredDate', workingDay(4)],
  ['preferredTime', '14:00'],
];

describe('POST /api/consultation-bookings without JavaScript, one step at a time', () => {
  it('answers step 1 with no service chosen with step 1 again (400): the message beside the services, Continue enabled, nothing stored', async () => {
    const response = await postForm('/api/consultation-bookings', stepPost(1, []));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('1');
    expect(wizard.html).toMatch(/<fieldset[^>]*aria-describedby="booking-services-error"/);
    expect(wizard.html).toMatch(/<p id="booking-services-error"[^>]*>Choose at least one service<\/p>/);
    expect(wizard.html).toContain('data-form-notice="invalid"');
    // Without scripts Continue never waits for a choice: the server answers instead.
    expect(wizard.html).toMatch(/<button type="submit" class="btn-primary">Continue<\/button>/);
    expect(await rows()).toHaveLength(0);
  });

  it('answers step 1 with three services with step 2: the services as hidden fields and the estimate with its note', async () => {
    const response = await postForm('/api/consultation-bookings', stepPost(1, chosenServices));
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('2');
    expect(hiddenFields(wizard.html)).toEqual([['step', '2'], ...chosenServices]);
    const text = textOf(wizard.html);
    expect(text).toContain('Your Details');
    expect(text).toContain('Business Plan, Licence Inspection Preparation, Bespoke Consultation');
    // 1995 + 995 + 1500, "From" because bespoke work is chosen.
    expect(text).toContain('Estimated investment: From £4,490');
    expect(text).toContain('Final pricing is set during your consultation');
    expect(wizard.html).not.toContain('data-form-notice');
    expect(await rows()).toHaveLength(0);
  });

  it('answers step 2 with a bad email with step 2 again (400): the message beside the email, every value kept', async () => {
    const fields = stepPost(2, [...chosenServices, ...details.map(([name, value]): [string, string] => [name, name === 'email' ? 'aisha@example' : value])]);
    const response = await postForm('/api/consultation-bookings', fields);
    expect(response.status).toBe(400);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('2');
    expect(inputTag(wizard.html, 'booking-email')).toMatch(/(?=.*value="aisha@example")(?=.*aria-invalid="true")(?=.*aria-describedby="booking-email-error")/);
    expect(wizard.html).toMatch(/<p id="booking-email-error"[^>]*>Enter a valid email address<\/p>/);
    expect(inputTag(wizard.html, 'booking-firstName')).toContain('value="Aisha"');
    expect(inputTag(wizard.html, 'booking-firstName')).not.toContain('aria-invalid');
    expect(inputTag(wizard.html, 'booking-phone')).toContain('value="0161 496 0456"');
    expect(wizard.html).toMatch(/<option value="startup" selected="">/);
    expect(wizard.html).toContain('Planning a 25-dog daycare &amp; &quot;barn&quot; &lt;conversion&gt; in Stockport.</textarea>');
    expect(hiddenFields(wizard.html)).toEqual([['step', '2'], ...chosenServices]);
    expect(await rows()).toHaveLength(0);
  });

  it('answers a valid step 2 with step 3: services and details as hidden fields, nothing stored yet', async () => {
    const response = await postForm('/api/consultation-bookings', stepPost(2, [...chosenServices, ...details]));
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(textOf(wizard.html)).toContain('Estimated investment: From £4,490');
    // The defaults: 24 hours' notice, 60 days ahead.
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain(`min="${londonDateIn(24)}"`);
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain(`max="${shiftDays(londonToday(), 60)}"`);
    expect(await rows()).toHaveLength(0);
  });

  it('goes Back from step 3 to step 2 and from step 2 to step 1 with every entry kept, checking nothing', async () => {
    const fromSchedule = await postForm('/api/consultation-bookings', stepPost(3, [...chosenServices, ...details, ...schedule(), ['intent', 'back']]));
    expect(fromSchedule.status).toBe(200);
    const details2 = wizardOf(await fromSchedule.text());
    expect(details2.step).toBe('2');
    expect(inputTag(details2.html, 'booking-lastName')).toContain('value="Khan"');
    expect(hiddenFields(details2.html)).toEqual([['step', '2'], ...chosenServices, ...schedule()]);

    // Back from step 2 with a half-typed, invalid email: kept as typed, no message.
    const typed = details.map(([name, value]): [string, string] => [name, name === 'email' ? 'aisha@' : value]);
    const fromDetails = await postForm('/api/consultation-bookings', stepPost(2, [...chosenServices, ...typed, ...schedule(), ['intent', 'back']]));
    expect(fromDetails.status).toBe(200);
    const services = wizardOf(await fromDetails.text());
    expect(services.step).toBe('1');
    for (const [, id] of chosenServices) expect(inputTag(services.html, `booking-service-${id}`)).toContain('checked=""');
    expect(inputTag(services.html, 'booking-service-website-design')).not.toContain('checked');
    expect(hiddenFields(services.html)).toEqual([['step', '1'], ...typed, ...schedule()]);
    // Services already chosen: the server shows the estimate on step 1 too.
    expect(services.html).toMatch(/data-estimate="[^"]*"[^>]*>From £4,490</);
    expect(services.html).not.toContain('booking-services-error');
    expect(await rows()).toHaveLength(0);
  });

  it('stores the last step and answers with the confirmation: the name, the email and one pending booking with the server estimate', async () => {
    const when = schedule();
    const response = await postForm('/api/consultation-bookings', stepPost(3, [...chosenServices, ...details, ...when, ['website', '']]));
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('4');
    const text = textOf(wizard.html);
    expect(text).toContain('Consultation Booked');
    expect(text).toContain('Thank you, Aisha. We have your request and will contact you at aisha@example.co.uk within 24 hours');
    // Book Another Consultation works without scripts: a fresh wizard.
    expect(wizard.html).toMatch(/<a href="\/#book-consultation"[^>]*>Book Another Consultation<\/a>/);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      first_name: 'Aisha',
      email: 'aisha@example.co.uk',
      business_type: 'startup',
      estimated_cost: 'From £4,490',
      preferred_date: when[0]?.[1],
      preferred_time: '14:00',
      status: 'pending',
    });
    expect(JSON.parse(stored[0]?.services ?? '')).toEqual(['business-planning', 'compliance', 'bespoke-consultation']);
  });

  it('sends a refused last step back to the earliest step with a message (400), stores nothing', async () => {
    const badDetails = details.map(([name, value]): [string, string] => [name, name === 'email' ? 'aisha' : value]);
    const response = await postForm(
      '/api/consultation-bookings',
      stepPost(3, [...chosenServices, ...badDetails, ['preferredDate', shiftDays(londonToday(), -1)]]),
    );
    expect(response.status).toBe(400);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('2');
    expect(wizard.html).toMatch(/<p id="booking-email-error"[^>]*>Enter a valid email address<\/p>/);
    expect(hiddenFields(wizard.html)).toContainEqual(['preferredDate', shiftDays(londonToday(), -1)]);

    const pastDate = await postForm(
      '/api/consultation-bookings',
      stepPost(3, [...chosenServices, ...details, ['preferredDate', shiftDays(londonToday(), -1)], ['preferredTime', '10:00']]),
    );
    expect(pastDate.status).toBe(400);
    const schedulePage = wizardOf(await pastDate.text());
    expect(schedulePage.step).toBe('3');
    expect(inputTag(schedulePage.html, 'booking-preferredDate')).toMatch(/(?=.*aria-invalid="true")(?=.*value="\d{4}-\d{2}-\d{2}")/);
    expect(schedulePage.html).toMatch(/<p id="booking-preferredDate-error"[^>]*>Choose today or a later date<\/p>/);
    // Nothing can be booked on a past date: its slots are shown unavailable and the chosen time is let go.
    expect(schedulePage.html).toMatch(/<input(?=[^>]*value="10:00")(?=[^>]*disabled="")[^>]*>/);
    expect(schedulePage.html).not.toMatch(/<input(?=[^>]*value="10:00")(?=[^>]*checked="")[^>]*>/);

    const noServices = await postForm('/api/consultation-bookings', stepPost(3, [...details, ...schedule()]));
    expect(noServices.status).toBe(400);
    expect(wizardOf(await noServices.text()).step).toBe('1');
    expect(await rows()).toHaveLength(0);
  });

  it('answers a storage failure with step 3 again (503): entries kept and what to do', async () => {
    const response = await postFormWhileD1IsDown('/api/consultation-bookings', stepPost(3, [...chosenServices, ...details, ...schedule()]));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(wizard.html).toContain('data-form-notice="failed"');
    expect(textOf(wizard.html)).toContain('we could not save your booking just now');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(wizard.html).toMatch(/<input(?=[^>]*value="14:00")(?=[^>]*checked="")[^>]*>/);
  });

  it('shows a bot that fills the honeypot the confirmation but stores nothing', async () => {
    const response = await postForm(
      '/api/consultation-bookings',
      stepPost(3, [...chosenServices, ...details, ...schedule(), ['website', 'http://spam.example']]),
    );
    expect(wizardOf(await response.text()).step).toBe('4');
    expect(await rows()).toHaveLength(0);
  });

  it('hands the island the state the server rendered, so a step 2 after a plain post hydrates as step 2', async () => {
    const html = await (await postForm('/api/consultation-bookings', stepPost(1, chosenServices))).text();
    const props = /data-island="booking-wizard"[^>]*data-props="([^"]*)"/.exec(html)?.[1];
    expect(JSON.parse(decodeHtml(props ?? '{}')).view).toEqual({
      step: 2,
      form: { values: { services: chosenServices.map(([, id]) => id) }, errors: {}, notice: null },
      day: null,
      booking: null,
    });
  });
});

/** The wizard's props as the island receives them from the page. */
function islandProps(html: string): { view: { step: number; day: unknown } | null; dates: { earliest: string; latest: string } } {
  return JSON.parse(decodeHtml(/data-island="booking-wizard"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? '{}'));
}

/** Each slot radio of step 3 as the page shows it: its time, whether it can be chosen, whether it is chosen, and its label's words. */
function slotsShown(fragment: string): { time: string; open: boolean; chosen: boolean; words: string }[] {
  return [...fragment.matchAll(/<label[^>]*>(<input(?=[^>]*name="preferredTime")[^>]*>)([\s\S]*?)<\/label>/g)].map(([, tag = '', rest = '']) => ({
    time: /value="([^"]*)"/.exec(tag)?.[1] ?? '',
    open: !tag.includes('disabled=""'),
    chosen: tag.includes('checked=""'),
    words: textOf(rest),
  }));
}

/** The free-times line beside the slots. */
const freeTimesLine = (fragment: string) => textOf(/<p id="booking-free-times"[^>]*>([\s\S]*?)<\/p>/.exec(fragment)?.[1] ?? '');

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
  const post = (fields: URLSearchParams) => postForm('/api/consultation-bookings', fields, { 'cf-connecting-ip': visitorAddress() });
  const showFreeTimes = (date: string, time?: string) =>
    post(
      stepPost(3, [
        ...chosenServices,
        ...details,
        ['preferredDate', date],
        ...(time ? [['preferredTime', time] as [string, string]] : []),
        ['intent', 'free-times'],
      ]),
    );

  it('first shows step 3 with every slot open and nothing said: the server judges the time when the booking is sent', async () => {
    const wizard = wizardOf(await (await post(stepPost(2, [...chosenServices, ...details]))).text());
    expect(wizard.step).toBe('3');
    expect(slotsShown(wizard.html)).toEqual(['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map(open));
    expect(freeTimesLine(wizard.html)).toBe('');
    expect(wizard.html).toMatch(/<button(?=[^>]*name="intent")(?=[^>]*value="free-times")(?=[^>]*formNoValidate="")[^>]*>Show free times<\/button>/);
  });

  it('Show free times: the same step with the taken slot unavailable in words, the chosen time and every entry kept, nothing stored', async () => {
    const response = await showFreeTimes('2026-12-03', '10:00');
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(slotsShown(wizard.html)).toEqual([open('9:00'), { ...open('10:00'), chosen: true }, open('11:00'), taken('14:00'), open('15:00'), open('16:00')]);
    expect(wizard.html).toMatch(/<span class="line-through">14:00<\/span>/);
    expect(freeTimesLine(wizard.html)).toBe('5 free times on Thursday 3 December 2026.');
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain('value="2026-12-03"');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM consultation_bookings').first('n')).toBe(1);
  });

  it('lets go of a chosen time that is taken', async () => {
    const wizard = wizardOf(await (await showFreeTimes('2026-12-03', '14:00')).text());
    expect(slotsShown(wizard.html).filter((slot) => slot.chosen)).toEqual([]);
    expect(slotsShown(wizard.html)[3]).toEqual(taken('14:00'));
  });

  it('keeps the minimum notice: at 10:30 on 1 December, 9:00 and 10:00 on 2 December are unavailable', async () => {
    const wizard = wizardOf(await (await showFreeTimes('2026-12-02')).text());
    expect(slotsShown(wizard.html)).toEqual([taken('9:00'), taken('10:00'), open('11:00'), open('14:00'), open('15:00'), open('16:00')]);
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

  const book = (date: string, time?: string) =>
    post(stepPost(3, [...chosenServices, ...details, ['preferredDate', date], ...(time ? [['preferredTime', time] as [string, string]] : [])]));

  it('answers a booking of a slot taken meanwhile with step 3 again (409): the message beside the time, the slots as they are now, every entry kept', async () => {
    const response = await book('2026-12-03', '14:00');
    expect(response.status).toBe(409);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(wizard.html).toMatch(/<p id="booking-preferredTime-error"[^>]*>That time has just been taken. Choose another time.<\/p>/);
    expect(slotsShown(wizard.html)).toEqual([open('9:00'), open('10:00'), open('11:00'), taken('14:00'), open('15:00'), open('16:00')]);
    expect(freeTimesLine(wizard.html)).toBe('5 free times on Thursday 3 December 2026.');
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain('value="2026-12-03"');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM consultation_bookings').first('n')).toBe(1);
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

describe('step 4 without JavaScript: where the booking can be found again', () => {
  // The real clock: the private link is made for a booking stored just now.
  const book = (date: string, time?: string) =>
    postForm(
      '/api/consultation-bookings',
      stepPost(3, [...chosenServices, ...details, ['preferredDate', date], ...(time ? [['preferredTime', time] as [string, string]] : [])]),
      { 'cf-connecting-ip': visitorAddress() },
    );
  /** "14:00" as the UK says it: "2:00pm". */
  const saidAs = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
  };

  it('confirms a booking with a slot: the slot, the invitation to download and the private booking page', async () => {
    const { preferredDate, preferredTime } = freshSlot();
    const response = await book(preferredDate, preferredTime);
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('4');
    const text = textOf(wizard.html);
    expect(text).toContain('Thank you, Aisha. We have your request and will contact you at aisha@example.co.uk within 24 hours');
    expect(text).toContain(`You chose ${ukDayName(preferredDate)} at ${saidAs(preferredTime)} (UK time)`);
    const calendar = /<a href="(\/bookings\/[A-Za-z0-9_-]{43}\/consultation\.ics)" download=""[^>]*>Add it to your calendar<\/a>/.exec(wizard.html)?.[1];
    expect(calendar).toBeDefined();
    expect(wizard.html).toContain(`<a href="${calendar?.replace('/consultation.ics', '')}" class="btn-outline">Your booking page</a>`);
    expect(text).toContain(
      'The same link is in the email we have sent to aisha@example.co.uk. Use it to move or cancel your consultation until 24 hours before it starts.',
    );
  });

  it('acknowledges a request without a time: a time will be proposed, the booking page but no invitation', async () => {
    const { preferredDate } = freshSlot();
    const wizard = wizardOf(await (await book(preferredDate)).text());
    expect(wizard.step).toBe('4');
    const text = textOf(wizard.html);
    expect(text).toContain(
      `Thank you, Aisha. We have received your request for ${ukDayName(preferredDate)} and will propose a time by email to aisha@example.co.uk within 24 hours.`,
    );
    expect(text).not.toContain('Add it to your calendar');
    expect(wizard.html).toMatch(/<a href="\/bookings\/[A-Za-z0-9_-]{43}" class="btn-outline">Your booking page<\/a>/);
    expect(text).not.toContain('move or cancel');
  });
});
