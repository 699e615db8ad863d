/**
 * The booking wizard without JavaScript, one plain post a step: each step
 * answered with the next (or the same one with its messages), every entry
 * kept, Back, the last step stored, and step 4's confirmation with where the
 * booking can be found again. Step 3's free times: bookings-form-free-times.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeHtml, textOf } from '../../../test/support/page-html';
import { hiddenFields, inputTag, stepPost, wizardOf } from '../../../test/support/booking-wizard-html';
import { postForm, postFormWhileD1IsDown, visitorAddress } from '../../../test/support/request';
import {
  freshSlot,
  londonDateIn,
  londonToday,
  shiftDays,
  ukDayName,
  workingDay,
} from '../../../test/support/london-dates';
import { chosenServices, details, rows } from '../../../test/support/booking-fixtures';
import { resetAvailability } from '../../../test/support/availability-rules';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM consultation_bookings').run();
  await resetAvailability();
});

/** A slot the default rules offer: a working day, whatever day the test runs on. */
const schedule = (): [string, string][] => [
  ['preferredDate', workingDay(4)],
  ['preferredTime', '14:00'],
];

/** Back pressed on this step without JavaScript, with these entries: answered (200) with the wizard it shows. */
async function backFrom(step: number, fields: [string, string][]) {
  const response = await postForm('/api/consultation-bookings', stepPost(step, [...fields, ['intent', 'back']]));
  expect(response.status).toBe(200);
  return wizardOf(await response.text());
}

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
    expect(text).toContain('Estimate for the packages you chose: From £4,490');
    expect(text).toContain(
      'Your 30-minute consultation is free. Final pricing is set during your consultation, once we understand your business and goals.',
    );
    expect(wizard.html).not.toContain('data-form-notice');
    expect(await rows()).toHaveLength(0);
  });

  it('answers step 2 with a bad email with step 2 again (400): the message beside the email, every value kept', async () => {
    const fields = stepPost(2, [
      ...chosenServices,
      ...details.map(([name, value]): [string, string] => [name, name === 'email' ? 'aisha@example' : value]),
    ]);
    const response = await postForm('/api/consultation-bookings', fields);
    expect(response.status).toBe(400);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('2');
    expect(inputTag(wizard.html, 'booking-email')).toMatch(
      /(?=.*value="aisha@example")(?=.*aria-invalid="true")(?=.*aria-describedby="booking-email-error")/,
    );
    expect(wizard.html).toMatch(/<p id="booking-email-error"[^>]*>Enter a valid email address<\/p>/);
    expect(inputTag(wizard.html, 'booking-firstName')).toContain('value="Aisha"');
    expect(inputTag(wizard.html, 'booking-firstName')).not.toContain('aria-invalid');
    expect(inputTag(wizard.html, 'booking-phone')).toContain('value="0161 496 0456"');
    expect(wizard.html).toMatch(/<option value="startup" selected="">/);
    expect(wizard.html).toContain(
      'Planning a 25-dog daycare &amp; &quot;barn&quot; &lt;conversion&gt; in Stockport.</textarea>',
    );
    expect(hiddenFields(wizard.html)).toEqual([['step', '2'], ...chosenServices]);
    expect(await rows()).toHaveLength(0);
  });

  it('answers a valid step 2 with step 3: services and details as hidden fields, nothing stored yet', async () => {
    const response = await postForm('/api/consultation-bookings', stepPost(2, [...chosenServices, ...details]));
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('3');
    expect(hiddenFields(wizard.html)).toEqual([['step', '3'], ...chosenServices, ...details]);
    expect(textOf(wizard.html)).toContain('Estimate for the packages you chose: From £4,490');
    // The defaults: 24 hours' notice, 60 days ahead.
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain(`min="${londonDateIn(24)}"`);
    expect(inputTag(wizard.html, 'booking-preferredDate')).toContain(`max="${shiftDays(londonToday(), 60)}"`);
    expect(await rows()).toHaveLength(0);
  });

  it('goes Back from step 3 to step 2 and from step 2 to step 1 with every entry kept, checking nothing', async () => {
    const details2 = await backFrom(3, [...chosenServices, ...details, ...schedule()]);
    expect(details2.step).toBe('2');
    expect(inputTag(details2.html, 'booking-lastName')).toContain('value="Khan"');
    expect(hiddenFields(details2.html)).toEqual([['step', '2'], ...chosenServices, ...schedule()]);

    // Back from step 2 with a half-typed, invalid email: kept as typed, no message.
    const typed = details.map(([name, value]): [string, string] => [name, name === 'email' ? 'aisha@' : value]);
    const services = await backFrom(2, [...chosenServices, ...typed, ...schedule()]);
    expect(services.step).toBe('1');
    for (const [, id] of chosenServices)
      expect(inputTag(services.html, `booking-service-${id}`)).toContain('checked=""');
    expect(inputTag(services.html, 'booking-service-website-design')).not.toContain('checked');
    expect(hiddenFields(services.html)).toEqual([['step', '1'], ...typed, ...schedule()]);
    // Services already chosen: the server shows the estimate on step 1 too.
    expect(services.html).toMatch(/data-estimate="[^"]*"[^>]*>From £4,490</);
    expect(services.html).not.toContain('booking-services-error');
    expect(await rows()).toHaveLength(0);
  });

  it('stores the last step and answers with the confirmation: the name, the email and one pending booking with the server estimate', async () => {
    const when = schedule();
    const response = await postForm(
      '/api/consultation-bookings',
      stepPost(3, [...chosenServices, ...details, ...when, ['website', '']]),
    );
    expect(response.status).toBe(200);
    const wizard = wizardOf(await response.text());
    expect(wizard.step).toBe('4');
    const text = textOf(wizard.html);
    expect(text).toContain('Consultation Booked');
    expect(text).toContain(
      'Thank you, Aisha. We have your request and will contact you at aisha@example.co.uk within 24 hours',
    );
    // Beside the free consultation, what the estimate is for.
    expect(text).toContain(
      'Your initial 30-minute consultation is free. Estimate for the packages you chose: From £4,490; final pricing is set during the consultation.',
    );
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
      stepPost(3, [
        ...chosenServices,
        ...details,
        ['preferredDate', shiftDays(londonToday(), -1)],
        ['preferredTime', '10:00'],
      ]),
    );
    expect(pastDate.status).toBe(400);
    const schedulePage = wizardOf(await pastDate.text());
    expect(schedulePage.step).toBe('3');
    expect(inputTag(schedulePage.html, 'booking-preferredDate')).toMatch(
      /(?=.*aria-invalid="true")(?=.*value="\d{4}-\d{2}-\d{2}")/,
    );
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
    const response = await postFormWhileD1IsDown(
      '/api/consultation-bookings',
      stepPost(3, [...chosenServices, ...details, ...schedule()]),
    );
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

describe('step 4 without JavaScript: where the booking can be found again', () => {
  // The real clock: the private link is made for a booking stored just now.
  const book = (date: string, time?: string) =>
    postForm(
      '/api/consultation-bookings',
      stepPost(3, [
        ...chosenServices,
        ...details,
        ['preferredDate', date],
        ...(time ? [['preferredTime', time] as [string, string]] : []),
      ]),
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
    expect(text).toContain(
      'Thank you, Aisha. We have your request and will contact you at aisha@example.co.uk within 24 hours',
    );
    expect(text).toContain(`You chose ${ukDayName(preferredDate)} at ${saidAs(preferredTime)} (UK time)`);
    const calendar =
      /<a href="(\/bookings\/[A-Za-z0-9_-]{43}\/consultation\.ics)" download=""[^>]*>Add it to your calendar<\/a>/.exec(
        wizard.html,
      )?.[1];
    expect(calendar).toBeDefined();
    expect(wizard.html).toContain(
      `<a href="${calendar?.replace('/consultation.ics', '')}" class="btn-outline">Your booking page</a>`,
    );
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
