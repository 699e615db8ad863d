import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../src/lib/uk-date';
import { postJson, request } from './request';

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

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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
  preferredDate: shiftDays(todayInLondon(), 7),
  preferredTime: '14:00',
  website: '',
});

async function rows(): Promise<BookingRow[]> {
  return (await env.DB.prepare('SELECT * FROM consultation_bookings ORDER BY created_at').all<BookingRow>()).results;
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM consultation_bookings').run();
});

describe('POST /api/consultation-bookings', () => {
  it('stores the booking with status pending and answers 201 { ok: true }', async () => {
    const body = booking();
    const response = await postJson('/api/consultation-bookings', body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
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
      preferred_time: '14:00',
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

  it('accepts today in London time', async () => {
    expect((await postJson('/api/consultation-bookings', { ...booking(), preferredDate: todayInLondon() })).status).toBe(201);
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
    const response = await postJson('/api/consultation-bookings', { ...booking(), preferredDate: shiftDays(todayInLondon(), -1) });
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
