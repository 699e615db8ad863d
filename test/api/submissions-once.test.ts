/**
 * Nothing stored twice, nothing lost: a repeated submission (double click,
 * retry after a timeout, a resent plain form) is stored once and answered
 * exactly as the original; a passing D1 failure is retried before the
 * visitor is told to try again.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/worker';
import { postForm, postJson, count } from '../support/request';

const contact = {
  firstName: 'Hamish',
  lastName: 'Reid',
  email: 'hamish@example.co.uk',
  businessType: 'daycare',
  message: 'Licence renewal questions for a 25-dog daycare.',
};

async function contactRows(email: string): Promise<number> {
  return (
    (await env.DB.prepare('SELECT count(*) AS n FROM contact_submissions WHERE email = ?')
      .bind(email)
      .first<number>('n')) ?? 0
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a submission is stored once', () => {
  it('stores a JSON submission sent twice with the same id once, and answers both the same way', async () => {
    const body = { ...contact, email: 'twice-json@example.co.uk', submissionId: crypto.randomUUID() };
    const first = await postJson('/api/contact-submissions', body);
    const second = await postJson('/api/contact-submissions', body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await contactRows('twice-json@example.co.uk')).toBe(1);
  });

  it('stores the same waiting-list, application and plain contact submissions once when resent', async () => {
    const id = crypto.randomUUID();
    await postJson('/api/shop-notifications', { email: 'twice-shop@example.co.uk', submissionId: id });
    await postJson('/api/shop-notifications', { email: 'twice-shop@example.co.uk', submissionId: id });
    expect(
      await count('SELECT count(*) AS n FROM shop_notifications WHERE email = ?', 'twice-shop@example.co.uk'),
    ).toBe(1);

    const application = {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'twice-apply@example.co.uk',
      interestedRoles: ['Dog Walker'],
      submissionId: crypto.randomUUID(),
    };
    expect((await postJson('/api/recruitment-applications', application)).status).toBe(201);
    expect((await postJson('/api/recruitment-applications', application)).status).toBe(201);
    expect(
      await count('SELECT count(*) AS n FROM recruitment_applications WHERE email = ?', 'twice-apply@example.co.uk'),
    ).toBe(1);
  });

  it('recognises a plain post sent twice (no id of its own) by its content, and answers both with the same page', async () => {
    const fields = { ...contact, email: 'twice-plain@example.co.uk' };
    const first = await postForm('/api/contact-submissions', fields);
    const second = await postForm('/api/contact-submissions', fields);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await contactRows('twice-plain@example.co.uk')).toBe(1);
    // Different words are a different message.
    await postForm('/api/contact-submissions', { ...fields, message: 'A second, different question.' });
    expect(await contactRows('twice-plain@example.co.uk')).toBe(2);
  });

  it('keeps two people who send different details apart, and refuses an id that is not one', async () => {
    const id = crypto.randomUUID();
    await postJson('/api/contact-submissions', {
      ...contact,
      email: 'own-id-a@example.co.uk',
      submissionId: crypto.randomUUID(),
    });
    await postJson('/api/contact-submissions', { ...contact, email: 'own-id-b@example.co.uk', submissionId: id });
    expect((await contactRows('own-id-a@example.co.uk')) + (await contactRows('own-id-b@example.co.uk'))).toBe(2);
    const refused = await postJson('/api/contact-submissions', { ...contact, submissionId: 'x' });
    expect(refused.status).toBe(400);
    expect(
      ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.submissionId,
    ).toBeTruthy();
  });
});

/** D1 whose first `failures` statements fail, as a passing outage would. */
function flakyDatabase(failures: number): D1Database {
  let left = failures;
  return new Proxy(env.DB, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (query: string) => {
          if (left > 0) {
            left -= 1;
            throw new Error('D1_ERROR: Network connection lost.');
          }
          return target.prepare(query);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function postContactTo(database: D1Database, body: unknown) {
  return app.request(
    'https://www.pawsperity.co.uk/api/contact-submissions',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://www.pawsperity.co.uk',
        'cf-connecting-ip': '192.0.2.140',
      },
      body: JSON.stringify(body),
    },
    { ...env, DB: database },
  );
}

describe('a passing D1 failure loses nothing', () => {
  it('retries the insert and stores the submission once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await postContactTo(flakyDatabase(2), {
      ...contact,
      email: 'flaky@example.co.uk',
      submissionId: crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    expect(await contactRows('flaky@example.co.uk')).toBe(1);
  });

  it('answers 503 with Retry-After when D1 stays down, after three tries', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void logged.push(parts.join(' ')));
    const response = await postContactTo(flakyDatabase(10), { ...contact, email: 'down@example.co.uk' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    expect(logged.filter((line) => line.startsWith('storage_failed'))).toHaveLength(3);
    expect(logged.join('\n')).not.toContain('down@example.co.uk');
    expect(await contactRows('down@example.co.uk')).toBe(0);
  });
});

describe('a booking sent twice', () => {
  it('is stored once, with the same answer both times', async () => {
    const booking = {
      firstName: 'Gwen',
      lastName: 'Price',
      email: 'twice-booking@example.co.uk',
      services: ['compliance'],
      projectDetails: 'Licence inspection next month.',
      submissionId: crypto.randomUUID(),
    };
    const first = await postJson('/api/consultation-bookings', booking);
    const second = await postJson('/api/consultation-bookings', booking);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(
      await count('SELECT count(*) AS n FROM consultation_bookings WHERE email = ?', 'twice-booking@example.co.uk'),
    ).toBe(1);
  });
});

describe('a download recorded twice', () => {
  it('is recorded once for one submission id', async () => {
    const body = {
      resourceName: 'Marketing Calendar',
      email: 'twice-download@example.co.uk',
      submissionId: crypto.randomUUID(),
    };
    expect((await postJson('/api/resource-downloads', body)).status).toBe(201);
    expect((await postJson('/api/resource-downloads', body)).status).toBe(201);
    expect(
      await count('SELECT count(*) AS n FROM resource_downloads WHERE email = ?', 'twice-download@example.co.uk'),
    ).toBe(1);
  });
});
