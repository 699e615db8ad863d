/**
 * The visitor keeps the booking, on the real local stack, with JavaScript off
 * and on (the booking page has no island, so held-back scripts change nothing
 * on it): a booking is made, its email arrives with the private link, the
 * booking page moves it to another free time and then cancels it, and each
 * change arrives as an updated invitation (METHOD:CANCEL for the last).
 */
import { describe, expect, it } from 'vitest';
import { type LocalEmail, waitForEmail } from '../support/local-mail';
import { workingDay } from '../support/london-dates';
import { baseUrl, islandFreeModes, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

interface Availability {
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

/** Two free slots, read from the availability the wizard reads, picked at random so parallel runs rarely meet. */
async function twoFreeSlots(): Promise<[{ date: string; time: string }, { date: string; time: string }]> {
  const answer = (await (
    await fetch(`${baseUrl()}/api/availability?from=${workingDay(2)}&days=40`)
  ).json()) as Availability;
  const free = answer.days.flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })),
  );
  const start = Math.floor(Math.random() * (free.length - 1));
  const first = free[start];
  const second = free.slice(start + 1).find((slot) => slot.date !== first?.date) ?? free[start + 1];
  if (!first || !second) throw new Error('no free slots to book');
  return [first, second];
}

const toVisitor = (address: string) => (email: LocalEmail) => email.to.some((to) => to.includes(address));

describe.each(islandFreeModes)('a booking, $name', (mode) => {
  it('arrives by email with its link; the booking page moves it and cancels it, and each change is emailed', async () => {
    const lastName = `Journey${Date.now()}`;
    const address = `${lastName.toLowerCase()}@example.co.uk`;
    const [slot, later] = await twoFreeSlots();
    const since = Date.now();
    const made = await fetch(`${baseUrl()}/api/consultation-bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl(),
        'cf-connecting-ip': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: JSON.stringify({
        firstName: 'Morgan',
        lastName,
        email: address,
        services: ['business-planning'],
        projectDetails: 'A small daycare in Cardiff.',
        preferredDate: slot.date,
        preferredTime: slot.time,
      }),
    });
    expect(made.status).toBe(201);

    const booked = await waitForEmail(
      (email) => toVisitor(address)(email) && email.subject.startsWith('Your free consultation:'),
      {
        since,
        origin: baseUrl(),
        timeoutMs: 20_000,
      },
    );
    expect(booked.attachments.find((attachment) => attachment.filename === 'consultation.ics')?.content).toContain(
      'METHOD:REQUEST',
    );
    const link = new RegExp(`${baseUrl()}/bookings/[A-Za-z0-9_-]{43}`).exec(booked.text)?.[0];
    expect(link).toBeDefined();

    const page = await newPage(new URL(link ?? '').pathname, mode.context, mode.visit);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Your free consultation');

    await page.getByLabel('Date', { exact: true }).fill(later.date);
    await page.getByRole('button', { name: 'Show free times' }).click();
    await page.waitForURL(/\?date=/);
    await page.locator(`input[name="time"][value="${later.time}"]`).check();
    await page.getByRole('button', { name: 'Move my consultation' }).click();
    await page.waitForURL(/notice=moved/);
    expect(await page.getByRole('status').innerText()).toContain('your consultation has moved');
    const moved = await waitForEmail(
      (email) => toVisitor(address)(email) && email.subject.startsWith('Your consultation has moved'),
      {
        since,
        origin: baseUrl(),
        timeoutMs: 20_000,
      },
    );
    expect(moved.attachments[0]?.content).toContain('SEQUENCE:1');
    const [row] = queryD1<{ preferred_date: string; preferred_time: string }>(
      `SELECT preferred_date, preferred_time FROM consultation_bookings WHERE email = '${address}'`,
    );
    expect(row).toEqual({ preferred_date: later.date, preferred_time: later.time });

    await page.getByRole('button', { name: 'Cancel my consultation' }).click();
    await page.waitForURL(/notice=cancelled/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Your consultation is cancelled');
    const cancelled = await waitForEmail(
      (email) => toVisitor(address)(email) && email.subject.startsWith('Cancelled:'),
      {
        since,
        origin: baseUrl(),
        timeoutMs: 20_000,
      },
    );
    expect(cancelled.attachments[0]?.content).toContain('METHOD:CANCEL');
    // The owner hears of both changes in one email, due 10 minutes after the first, so it tells where the booking ended up.
    const owner = queryD1<{ status: string; delay: number }>(
      `SELECT o.status, o.next_attempt_at - o.created_at AS delay FROM notification_outbox o JOIN consultation_bookings b ON b.id = o.item_id
        WHERE b.email = '${address}' AND o.message LIKE 'owner-changed:%'`,
    );
    expect(owner).toEqual([{ status: 'pending', delay: 10 * 60 * 1000 }]);
    expect(page.errors).toEqual([]);
  }, 120_000);
});
