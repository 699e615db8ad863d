/**
 * Paying for the Academy in a real browser (issue 33), with JavaScript off and on: a demo learner subscribes, reaches
 * Stripe's checkout (the local stand-in), Stripe's signed events arrive, and a module that was locked opens; an
 * employer buys three seats, invites three people, and the fourth invitation is refused with the way to add seats.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitForEmail } from '../support/local-mail';
import { checkoutCompletion, signedEvent } from '../support/stripe-events';
import { baseUrl, executeD1, islandFreeModes, queryD1, useBrowser, type VisitMode } from './browser';

const { newPage } = useBrowser();
/** The second module of an employee course: the demo opens only the first of each. */
function lockedForTheDemo(): string {
  const [category] = queryD1<{ id: number }>(
    "SELECT id FROM training_categories WHERE required_tier = 'employee' AND is_active = 1 ORDER BY display_order, id LIMIT 1",
  );
  const [, second] = queryD1<{ slug: string }>(
    `SELECT slug FROM training_modules WHERE category_id = ${category?.id} AND is_active = 1 ORDER BY display_order, id LIMIT 2`,
  );
  return `/training/module/${second?.slug}`;
}

async function signIn(page: Page, address: string): Promise<void> {
  const since = Date.now();
  await page.goto(`${baseUrl()}/training/sign-in`);
  await page.locator('#sign-in-email').fill(address);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByText('Check your email').waitFor();
  const email = await waitForEmail(
    (message) => message.to.some((to) => to.includes(address)) && message.subject.includes('sign-in link'),
    { since, origin: baseUrl(), timeoutMs: 20_000 },
  );
  const link = new RegExp(`${baseUrl()}/training/sign-in/confirm\\?token=[A-Za-z0-9_-]+`).exec(email.text)?.[0];
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/training\/me$/);
}

/** Subscribes from the form and ends on the stand-in's checkout page. */
async function subscribe(page: Page, plan: string, seats?: number): Promise<void> {
  await page.goto(`${baseUrl()}/training/subscribe?plan=${plan}`);
  if (seats) await page.getByLabel('Seats (Employer plans only)').fill(String(seats));
  await page.getByRole('checkbox', { name: /I ask for access to start/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page
    .waitForURL(new RegExp(`^${inject('stripeBase')}/checkout/cs_test_`), { timeout: 10_000 })
    .catch(async (error) => {
      throw new Error(`${error}: ${page.url()} ${(await page.locator('main').innerText()).slice(0, 1500)}`);
    });
  await page.getByRole('heading', { name: 'Stripe Checkout (test stand-in)' }).waitFor();
}

/** Stripe, once the card is taken: the subscription as its API will describe it, then the signed event. */
async function stripeCompletesTheCheckout(email: string): Promise<void> {
  const [checkout] = queryD1<{ id: string; tier: string; billing: string; seats: number }>(
    `SELECT id, tier, billing, seats FROM academy_checkouts WHERE email = '${email}' ORDER BY created_at DESC LIMIT 1`,
  );
  if (!checkout) throw new Error('no checkout stored');
  const { subscription, event } = checkoutCompletion(checkout);
  await fetch(`${inject('stripeBase')}/__stand-in/subscriptions`, {
    method: 'POST',
    body: JSON.stringify(subscription),
  });
  const { payload, signature } = await signedEvent(event);
  const response = await fetch(`${baseUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
}

function demoLearner(address: string, company = ''): void {
  executeD1(
    `INSERT INTO training_users (email, first_name, last_name, company_name, created_at) VALUES ('${address}', 'Dana', 'Demo', ${company ? `'${company}'` : 'NULL'}, ${Date.now()})`,
  );
}

describe.each(islandFreeModes)('paying for the Academy, $name', (mode: VisitMode) => {
  it('a demo learner subscribes, pays on Stripe, and the locked employee module opens', async () => {
    const address = `payer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
    demoLearner(address);
    const page = await newPage('/training/sign-in', mode.context, mode.visit);
    await signIn(page, address);
    const locked = lockedForTheDemo();
    await page.goto(`${baseUrl()}${locked}`);
    expect(await page.locator('[data-locked-module]').count()).toBe(1);

    await subscribe(page, 'employee-month');
    await stripeCompletesTheCheckout(address);
    await page.goto(`${baseUrl()}${locked}`);
    expect(await page.locator('[data-locked-module]').count()).toBe(0);
    await page.locator('article h2').first().waitFor();
    await page.goto(`${baseUrl()}/training/me`);
    expect(await page.locator('[data-subscription]').innerText()).toContain('Employee, monthly');
    expect(page.errors).toEqual([]);
  }, 120_000);

  it('an employer buys three seats, invites three people, and the fourth is refused with the way to add seats', async () => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const address = `boss-${stamp}@example.co.uk`;
    demoLearner(address, `Seat Test Kennels ${stamp}`);
    const page = await newPage('/training/sign-in', mode.context, mode.visit);
    await signIn(page, address);
    await subscribe(page, 'employer-month', 3);
    await stripeCompletesTheCheckout(address);

    await page.goto(`${baseUrl()}/training/team`);
    for (const person of ['one', 'two', 'three']) {
      await page.getByLabel('Their email address').fill(`${person}-${stamp}@example.co.uk`);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${person}-${stamp}@example.co.uk`).waitFor();
    }
    await page.getByLabel('Their email address').fill(`four-${stamp}@example.co.uk`);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('All 3 of your seats are in use').waitFor();
    expect(await page.locator('[data-seats]').getAttribute('data-seats')).toBe('3/3');
    expect(await page.getByRole('link', { name: 'Add seats' }).getAttribute('href')).toBe(
      '/training/subscription/manage?from=team',
    );
    expect(page.errors).toEqual([]);
  }, 120_000);
});
