import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeHtml, textOf } from './page-html';
import { hiddenFields, inputTag, stepPost, wizardOf } from './booking-wizard-html';
import { postForm, postFormWhileD1IsDown, postJson, request } from './request';
import { freshSlot, londonToday, SLOT_TIMES, shiftDays, workingDay } from '../support/london-dates';
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
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain(`min="${londonToday()}"`);
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
    expect(schedulePage.html).toMatch(/<input(?=[^>]*value="10:00")(?=[^>]*checked="")[^>]*>/);

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
    });
  });
});
