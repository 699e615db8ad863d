/**
 * Booking retreat places in a real browser (issue 34). In every way the booking form's island is tried (scripts off;
 * every script 3 s late while the visitor acts at once; island code late; normal) a visitor books 2 places, reaches
 * Stripe's checkout (the local stand-in), Stripe's signed event arrives and their booking page reads Paid, with its
 * calendar file. With scripts off and on they rename an attendee and cancel inside the refund window, refunded in full;
 * and a sold-out event takes a waiting-list sign-up whose person is offered the place a cancellation frees.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { londonToday, shiftDays } from '../support/london-dates';
import { waitForEmail } from '../support/local-mail';
import { signedEvent, stripeEvent } from '../support/stripe-events';
import { axeViolations, baseUrl, danglingAriaReferences, executeD1, queryD1, useBrowser, visitModes } from './browser';

const { newPage } = useBrowser();

let made = 0;
/** Publishes a dated one-day event, as the owner's form stores one; returns its slug. */
function publishEvent(title: string, capacity: number): string {
  made += 1;
  const slug = `browser-retreat-${Date.now().toString(36)}-${made}`;
  const start = shiftDays(londonToday(), 45);
  const document = {
    title,
    format: 'one-day-intensive',
    length: 'One day',
    startDate: start,
    endDate: start,
    startTime: '09:30',
    endTime: '17:00',
    place: 'The Corn Exchange, Leeds',
    venueAddress: 'Call Lane, Leeds LS1 7BR',
    mapLink: '',
    summary: 'A practical day on pricing, cash flow and rotas, worked through with your own figures.',
    capacity,
    price: 249,
  };
  const now = Date.now();
  executeD1(
    `INSERT INTO content_items (id, kind, slug, position, status, publish_at, document, version, created_at, updated_at)
     VALUES ('${crypto.randomUUID()}', 'retreat-event', '${slug}', 90, 'published', ${now - 60_000}, '${JSON.stringify(document)}', 1, ${now}, ${now});
     INSERT INTO content_state (id, version, updated_at) VALUES (1, 1, ${now})
       ON CONFLICT (id) DO UPDATE SET version = version + 1, updated_at = excluded.updated_at;`,
  );
  return slug;
}

interface RecordedCall {
  path: string;
  params: Record<string, string>;
}

async function standInCalls(path: string): Promise<RecordedCall[]> {
  const calls = (await (await fetch(`${inject('stripeBase')}/__stand-in/calls`)).json()) as RecordedCall[];
  return calls.filter((call) => call.path === path);
}

/** Fills the event page's booking form for two people and presses its button; ends on Stripe's checkout. */
async function bookTwoPlaces(page: Page, email: string): Promise<void> {
  await page.locator('#book-places').selectOption('2');
  await page.locator('#book-firstName').fill('Morag');
  await page.locator('#book-lastName').fill('Campbell');
  await page.locator('#book-email').fill(email);
  await page.locator('#book-attendee1').fill('Morag Campbell');
  await page.locator('#book-attendee2').fill('Euan Campbell');
  await page.locator('#book-needs').fill('One vegetarian lunch, please.');
  await page.getByRole('button', { name: 'Book and pay' }).click();
  await page.waitForURL(new RegExp(`^${inject('stripeBase')}/checkout/cs_test_`), { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Stripe Checkout (test stand-in)' }).waitFor();
}

/** Stripe takes the card: its signed event for the booking's Checkout reaches the webhook. Returns the booking page. */
async function stripeTakesPayment(email: string): Promise<{ pageUrl: string; amount: number; paymentIntent: string }> {
  const [booking] = queryD1<{ id: string; checkout_session_id: string; amount: number; event_slug: string }>(
    `SELECT id, checkout_session_id, amount, event_slug FROM retreat_bookings WHERE email = '${email}'`,
  );
  if (!booking) throw new Error(`no booking for ${email}`);
  const paymentIntent = `pi_test_${booking.id.slice(0, 8)}`;
  const session = {
    id: booking.checkout_session_id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntent,
    amount_total: booking.amount,
    currency: 'gbp',
    customer: null,
    created: Math.floor(Date.now() / 1000),
    metadata: { purpose: 'retreat', booking: booking.id, event: booking.event_slug },
  };
  const { payload, signature } = await signedEvent(stripeEvent('checkout.session.completed', session));
  const response = await fetch(`${baseUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
  const created = (await standInCalls('/v1/checkout/sessions')).find(
    (call) => call.params.client_reference_id === booking.id,
  );
  return { pageUrl: created?.params.success_url ?? '', amount: booking.amount, paymentIntent };
}

describe.each(visitModes)('booking retreat places, $name', (mode) => {
  const renamesAndCancels = mode.name === 'without JavaScript' || mode.name === 'with JavaScript';

  it('books two places, pays at Stripe and reads Paid on the booking page, with its calendar file', async () => {
    const title = `Pricing Day ${mode.name}`;
    const slug = publishEvent(title, 10);
    const email = `retreat.${Date.now()}@example.co.uk`;
    const page = await newPage(`/retreats/${slug}`, mode.context, mode.visit);
    await bookTwoPlaces(page, email);
    const { pageUrl, amount, paymentIntent } = await stripeTakesPayment(email);
    expect(amount).toBe(2 * 249 * 100);
    // Stripe sends the buyer back to the booking page.
    await page.goto(pageUrl);
    await page.getByText('Payment received: your places are booked.').waitFor();
    const details = await page.locator('main').innerText();
    expect(details).toContain('Paid');
    expect(details).toContain('Morag Campbell, Euan Campbell');
    expect(details).toContain('£498.00');
    const calendar = await fetch(`${pageUrl.replace(/\?.*$/, '')}/retreat.ics`);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    const invitation = await calendar.text();
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain('TZID=Europe/London');
    expect(page.errors).toEqual([]);

    if (mode.name === 'with JavaScript') {
      // The confirmation arrives with the invitation attached, and the page is accessible.
      const confirmation = await waitForEmail((message) => message.to.some((to) => to.includes(email)), {
        origin: baseUrl(),
        timeoutMs: 20_000,
      });
      expect(confirmation.subject).toContain(title);
      expect(confirmation.attachments.map((attachment) => attachment.filename)).toContain('retreat.ics');
      expect(await axeViolations(page)).toEqual([]);
      expect(await danglingAriaReferences(page)).toEqual([]);
    }
    if (!renamesAndCancels) return;

    await page.locator('#rename-attendee2').fill('Isla Campbell');
    await page.getByRole('button', { name: 'Save names' }).click();
    await page.getByText('Done: the attendees’ names are changed.').waitFor();
    expect(await page.locator('main').innerText()).toContain('Morag Campbell, Isla Campbell');

    // 45 days before the event: inside the 14-day window, refunded in full.
    expect(await page.locator('main').innerText()).toContain('Cancelling now refunds £498.00 in full');
    await page.getByRole('checkbox', { name: /I want to cancel all 2 places/ }).check();
    await page.getByRole('button', { name: 'Cancel my booking' }).click();
    await page.getByText('Done: your booking is cancelled.').waitFor();
    const after = await page.locator('main').innerText();
    expect(after).toContain('Cancelled');
    expect(after).toMatch(/Refunded\s+£498\.00/);
    const refunds = (await standInCalls('/v1/refunds')).filter((call) => call.params.payment_intent === paymentIntent);
    expect(refunds.map((call) => call.params.amount)).toEqual(['49800']);
  }, 90_000);
});

describe.each([visitModes[0], visitModes[3]])('a sold-out retreat event, $name', (mode) => {
  it('takes a waiting-list sign-up, and offers its person the places a cancellation frees', async () => {
    const title = `Rota Clinic ${mode.name}`;
    const slug = publishEvent(title, 2);
    // Someone holds both places while they pay.
    const held = await fetch(`${baseUrl()}/api/retreat-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), 'cf-connecting-ip': '198.18.200.1' },
      body: JSON.stringify({
        eventSlug: slug,
        places: 2,
        firstName: 'Kirsty',
        lastName: 'Boyd',
        email: `first.${Date.now()}@example.co.uk`,
        attendees: ['Kirsty Boyd', 'Ross Boyd'],
      }),
    });
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { page: string } };

    const waiter = `waiting.${Date.now()}@example.co.uk`;
    const page = await newPage(`/retreats/${slug}`, mode.context, mode.visit);
    expect(await page.locator('main').innerText()).toContain('Sold out — join the waiting list');
    await page.locator('#waiting-list-email').fill(waiter);
    await page.locator('#waiting-list-places').selectOption('2');
    await page.locator('#waiting-list-consent').check();
    await page.getByRole('button', { name: 'Join the Waiting List' }).click();
    await page.getByText('You are on the waiting list').first().waitFor();

    // The first booker cancels on their own page: the two places free up and go to the waiting list.
    const theirs = await newPage(booking.page, mode.context, mode.visit);
    await theirs.getByRole('checkbox', { name: /I want to cancel all 2 places/ }).check();
    await theirs.getByRole('button', { name: 'Cancel my booking' }).click();
    await theirs.getByText('Done: your booking is cancelled.').waitFor();

    const offer = await waitForEmail((message) => message.to.some((to) => to.includes(waiter)), {
      origin: baseUrl(),
      timeoutMs: 20_000,
    });
    expect(offer.subject).toBe(`2 places have freed up on ${title}`);
    const link = new RegExp(`${baseUrl()}/retreats/${slug}\\?offer=[\\w.-]+`).exec(offer.text)?.[0];
    if (!link) throw new Error(`no offer link in: ${offer.text}`);
    await page.goto(link);
    await page.getByText(/2 places are held for you until/).waitFor();
    // Held for them: anyone else is told the event is sold out.
    const other = await fetch(`${baseUrl()}/api/retreat-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), 'cf-connecting-ip': '198.18.200.2' },
      body: JSON.stringify({
        eventSlug: slug,
        places: 1,
        firstName: 'Late',
        lastName: 'Comer',
        email: `late.${Date.now()}@example.co.uk`,
        attendees: ['Late Comer'],
      }),
    });
    expect(other.status).toBe(409);
    await bookTwoPlaces(page, waiter);
    const [entry] = queryD1<{ status: string }>(`SELECT status FROM retreat_waiting_list WHERE email = '${waiter}'`);
    expect(entry?.status).toBe('booked');
    expect(page.errors).toEqual([]);
  }, 90_000);
});
