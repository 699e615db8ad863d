/**
 * POST /api/consultation-bookings with JSON, as the booking wizard's island
 * sends it: what is stored, what is refused, the honeypot and the origin check.
 * The same form posted without JavaScript: bookings-form-steps.test.ts and
 * bookings-form-free-times.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { postJson, request } from '../../../test/support/request';
import { freshSlot, londonToday, SLOT_TIMES, shiftDays } from '../../../test/support/london-dates';
import { rows } from '../../../test/support/booking-fixtures';
import { resetAvailability, setAvailability } from '../../../test/support/availability-rules';

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
    expect(answer).toEqual({
      ok: true,
      booking: { page: expect.stringMatching(/^\/bookings\/[A-Za-z0-9_-]{43}$/), calendar: expect.any(String) },
    });
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
    const response = await postJson('/api/consultation-bookings', {
      ...booking(),
      services: ['website-design', 'bespoke-consultation'],
      estimatedCost: '£1',
    });
    expect(response.status).toBe(201);
    expect((await rows())[0]?.estimated_cost).toBe('From £2,295');
  });

  it('stores empty optional fields as NULL and accepts a booking without estimatedCost', async () => {
    const { estimatedCost: _ignored, ...rest } = booking();
    const response = await postJson('/api/consultation-bookings', {
      ...rest,
      phone: '',
      businessType: '',
      preferredDate: '',
      preferredTime: '',
    });
    expect(response.status).toBe(201);
    expect((await rows())[0]).toMatchObject({
      phone: null,
      business_type: null,
      preferred_date: null,
      preferred_time: null,
      estimated_cost: '£2,990',
    });
  });

  it('takes today as London has it: a request for today without a time on a day the owner works, but no slot inside the minimum notice', async () => {
    const today = londonToday();
    // Whatever day the test runs on, the owner works it (every weekday, and today even if it is a bank holiday).
    await setAvailability({
      weeklyPattern: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, SLOT_TIMES])),
      openBankHolidays: [today],
    });
    expect(
      (await postJson('/api/consultation-bookings', { ...booking(), preferredDate: today, preferredTime: '' })).status,
    ).toBe(201);
    // The day's last slot is at most 16 hours away (or past): inside the default 24 hours' notice.
    const tooSoon = await postJson('/api/consultation-bookings', {
      ...booking(),
      preferredDate: today,
      preferredTime: '16:00',
    });
    expect(tooSoon.status).toBe(400);
    const body = (await tooSoon.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['preferredTime']);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses an unknown service id with 400 and the field named', async () => {
    const response = await postJson('/api/consultation-bookings', {
      ...booking(),
      services: ['business-planning', 'dog-grooming'],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).some((key) => key.startsWith('services'))).toBe(true);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a date before today with 400', async () => {
    const response = await postJson('/api/consultation-bookings', {
      ...booking(),
      preferredDate: shiftDays(londonToday(), -1),
    });
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
