/**
 * Booking retreat places in a real browser (issue 34), on events the owner publishes from /admin/content. In every way
 * the booking form's island is tried (scripts off; every script 3 s late while the visitor acts at once; island code
 * late; normal) a visitor books 2 places, reaches Stripe's checkout (the local stand-in), Stripe's signed event
 * arrives and their booking page reads Paid, with its calendar file. With scripts off and on they rename an attendee
 * and cancel inside the refund window, refunded in full; and a sold-out event takes waiting-list sign-ups, the first of
 * which is offered the places a cancellation frees.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type LocalEmail, waitForEmail } from '../support/local-mail';
import { londonToday, shiftDays } from '../support/london-dates';
import { signedEvent, stripeEvent } from '../support/stripe-events';
import { ownerAddLink, signIn } from './back-office';
import {
  axeViolations,
  baseUrl,
  danglingAriaReferences,
  formsAnsweredByServer,
  islandsHydrated,
  queryD1,
  smallTargets,
  useBrowser,
  type VisitMode,
  type VisitorPage,
  visitModes,
} from './browser';

const { newPage } = useBrowser();
const run = Date.now().toString(36);
const SOLD_OUT = 'Sold out — join the waiting list';
/** Every event of the file is on this day: 45 days ahead, well inside the 14-day full-refund window. */
const eventDay = shiftDays(londonToday(), 45);
/** The day as the UK writes it, "12 May 2027". */
const eventDayInWords = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
}).format(new Date(`${eventDay}T12:00:00Z`));

/** The owner's page, signed in once for the file (a sign-in link works once). */
let owner: VisitorPage;
beforeAll(async () => {
  owner = await newPage('/admin/sign-in');
  owner.setDefaultTimeout(15_000);
  await signIn(owner, ownerAddLink(`retreats-${run}@example.co.uk`, 'Rhona', 'Retreats'));
});

/** The owner publishes a one-day event 45 days ahead at £249 a place from the retreat event form; returns its slug. */
async function publishEvent(title: string, capacity: number): Promise<string> {
  await owner.goto(`${baseUrl()}/admin/content/retreat-events/new`);
  const field = (label: string) => owner.getByLabel(label, { exact: true });
  await field('Title').fill(title);
  await field('Format').selectOption({ label: 'One Day Intensive' });
  await field('Length').fill('One day');
  await field('Start date').fill(eventDay);
  await field('Start time').fill('09:30');
  await field('End date').fill(eventDay);
  await field('End time').fill('17:00');
  await field('Venue').fill('The Corn Exchange, Leeds');
  await field('Venue address').fill('Call Lane, Leeds LS1 7BR');
  await field('Summary').fill('A practical day on pricing, cash flow and rotas, worked through with your own figures.');
  await field('Capacity').fill(String(capacity));
  await field('Price per place (£)').fill('249');
  await owner.getByRole('button', { name: 'Publish', exact: true }).click();
  await owner.waitForURL(/\/admin\/content\/retreat-events\/[0-9a-f-]{36}\?notice=/);
  const [event] = queryD1<{ slug: string; status: string }>(
    `SELECT slug, status FROM content_items WHERE kind = 'retreat-event' AND json_extract(document, '$.title') = '${title}'`,
  );
  expect(event?.status).toBe('published');
  return event?.slug ?? '';
}

interface RecordedCall {
  path: string;
  params: Record<string, string>;
}

/** What the Worker asked of Stripe's API at `path`, as the stand-in recorded it. */
async function standInCalls(path: string): Promise<RecordedCall[]> {
  const calls = (await (await fetch(`${inject('stripeBase')}/__stand-in/calls`)).json()) as RecordedCall[];
  return calls.filter((call) => call.path === path);
}

/** True once the booking form's island has hydrated (false while its code, or the loader, is still on its way). */
const formHydrated = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-island="retreat-booking"]')?.getAttribute('data-hydrated') === 'true',
  );

/**
 * Fills the event page's booking form for two people and presses its button, then waits for Stripe's checkout.
 * Returns how the booking reached the Worker: the island's JSON, or the browser's own plain post.
 */
async function bookTwoPlaces(page: VisitorPage, email: string): Promise<string> {
  let sentAs = '';
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/retreat-bookings')
      sentAs = request.headers()['content-type'] ?? '';
  });
  await page.locator('#book-places').selectOption('2');
  await page.locator('#book-firstName').fill('Morag');
  await page.locator('#book-lastName').fill('Campbell');
  await page.locator('#book-email').fill(email);
  await page.locator('#book-attendee1').fill('Morag Campbell');
  await page.locator('#book-attendee2').fill('Euan Campbell');
  await page.locator('#book-needs').fill('One vegetarian lunch, please.');
  // Checked here, on the site's page: the stand-in's checkout page (it has no favicon) is not the site's.
  expect(page.consoleErrors).toEqual([]);
  await page.getByRole('button', { name: 'Book and pay' }).click();
  await page.waitForURL(new RegExp(`^${inject('stripeBase')}/checkout/cs_test_`), { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Stripe Checkout (test stand-in)' }).waitFor();
  return sentAs;
}

/** Stripe takes the card: its signed event for the booking's Checkout reaches the webhook. Returns where Stripe sends the buyer back. */
async function stripeTakesPayment(email: string): Promise<{ returnUrl: string; paymentIntent: string }> {
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
  return { returnUrl: created?.params.success_url ?? '', paymentIntent };
}

/** The page passes axe and names no missing element in its aria references. */
async function accessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await danglingAriaReferences(page)).toEqual([]);
}

const scriptsOffOrOn = (mode: VisitMode) => mode.name === 'without JavaScript' || mode.name === 'with JavaScript';
const to = (address: string) => (message: LocalEmail) => message.to.some((recipient) => recipient.includes(address));

describe.each(visitModes)('booking retreat places, $name', (mode) => {
  it('books two places, pays at Stripe and reads Paid on the booking page, with its calendar file', async () => {
    const since = Date.now();
    const title = `Pricing Day ${mode.name} ${run}`;
    const slug = await publishEvent(title, 10);
    const email = `retreat.${Date.now()}@example.co.uk`;
    const page = await newPage(`/retreats/${slug}`, mode.context, mode.visit);
    const event = await page.locator('main').innerText();
    expect(event).toContain('10 places left');
    expect(event).toContain(eventDayInWords);
    // Search engines read the same event from its JSON-LD.
    const described = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type'?: string; name?: string; startDate?: string },
    );
    expect(described.find((thing) => thing['@type'] === 'Event')).toMatchObject({
      name: title,
      startDate: expect.stringMatching(new RegExp(`^${eventDay}T09:30`)),
    });
    expect(event).toContain('£249');
    if (mode.visit.delayIslandsMs)
      expect(await formHydrated(page), 'the visitor acts before the island can').toBe(false);
    if (mode.name === 'with JavaScript') {
      await page.locator('#book').scrollIntoViewIfNeeded();
      await islandsHydrated(page, 'retreat-booking');
    }
    if (scriptsOffOrOn(mode)) await accessible(page);

    const sentAs = await bookTwoPlaces(page, email);
    // Before the island's code the browser posts the form itself; after, the island sends JSON.
    expect(sentAs).toContain(formsAnsweredByServer(mode) ? 'application/x-www-form-urlencoded' : 'application/json');
    const { returnUrl, paymentIntent } = await stripeTakesPayment(email);
    expect(returnUrl).toMatch(new RegExp(`^${baseUrl()}/retreats/bookings/[\\w-]+\\?paid=1$`));
    // Stripe's page does not redirect in the stand-in: the buyer comes back as Stripe would send them.
    page.consoleErrors.length = 0;
    await page.goto(returnUrl);
    await page.getByText('Payment received: your places are booked.').waitFor();
    const details = await page.locator('main').innerText();
    expect(details).toContain('Paid');
    expect(details).toContain('Morag Campbell, Euan Campbell');
    expect(details).toContain('£498.00');

    const calendarLink = await page.getByRole('link', { name: 'Add it to your calendar (.ics)' }).getAttribute('href');
    const calendar = await fetch(new URL(calendarLink ?? '', page.url()));
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    const invitation = await calendar.text();
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain('TZID=Europe/London');
    expect(invitation).toContain(title);

    if (scriptsOffOrOn(mode)) {
      // The confirmation arrives with the invitation attached and the booking page's link.
      const confirmation = await waitForEmail(to(email), { since, origin: baseUrl(), timeoutMs: 20_000 });
      expect(confirmation.subject).toContain(title);
      const attached = confirmation.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
      expect(attached?.content).toContain('METHOD:REQUEST');
      expect(attached?.content).toContain('TZID=Europe/London');
      expect(confirmation.text).toContain(returnUrl.replace(/\?paid=1$/, ''));
      await accessible(page);
    }
    expect(page.errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    if (!scriptsOffOrOn(mode)) return;

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
    expect(page.errors).toEqual([]);
  }, 90_000);
});

/** A booking or a waiting-list sign-up sent as the site's forms send them, from an address of its own. */
async function post(path: string, body: Record<string, unknown>, visitor: number): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'cf-connecting-ip': `198.18.200.${visitor}` },
    body: JSON.stringify(body),
  });
}

describe.each([visitModes[0], visitModes[3]])('a sold-out retreat event, $name', (mode) => {
  it('takes waiting-list sign-ups, and offers the first person on it the places a cancellation frees', async () => {
    const since = Date.now();
    const title = `Rota Clinic ${mode.name} ${run}`;
    const slug = await publishEvent(title, 2);
    // Someone holds both places while they pay.
    const held = await post(
      '/api/retreat-bookings',
      {
        eventSlug: slug,
        places: 2,
        firstName: 'Kirsty',
        lastName: 'Boyd',
        email: `first.${Date.now()}@example.co.uk`,
        attendees: ['Kirsty Boyd', 'Ross Boyd'],
      },
      1,
    );
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { page: string } };

    const waiter = `waiting.${Date.now()}@example.co.uk`;
    const page = await newPage(`/retreats/${slug}`, mode.context, mode.visit);
    expect(await page.locator('main').innerText()).toContain(SOLD_OUT);
    await accessible(page);
    await page.locator('#waiting-list-email').fill(waiter);
    await page.locator('#waiting-list-places').selectOption('2');
    await page.locator('#waiting-list-consent').check();
    await page.getByRole('button', { name: 'Join the Waiting List' }).click();
    await page.getByText('You are on the waiting list').first().waitFor();
    // A second person joins after them, wanting the same places.
    const second = `second.${Date.now()}@example.co.uk`;
    const joined = await post(
      '/api/retreat-waiting-list',
      { eventSlug: slug, email: second, places: 2, consent: true },
      2,
    );
    expect(joined.status).toBe(201);

    // The first booker cancels on their own page: the two places free up and go to the first on the list.
    const theirs = await newPage(booking.page, mode.context, mode.visit);
    await theirs.getByRole('checkbox', { name: /I want to cancel all 2 places/ }).check();
    await theirs.getByRole('button', { name: 'Cancel my booking' }).click();
    await theirs.getByText('Done: your booking is cancelled.').waitFor();

    const offer = await waitForEmail(to(waiter), { since, origin: baseUrl(), timeoutMs: 20_000 });
    expect(offer.subject).toBe(`2 places have freed up on ${title}`);
    const link = new RegExp(`${baseUrl()}/retreats/${slug}\\?offer=[\\w.-]+`).exec(offer.text)?.[0];
    if (!link) throw new Error(`no offer link in: ${offer.text}`);
    const entries = queryD1<{ email: string; status: string }>(
      `SELECT email, status FROM retreat_waiting_list WHERE event_slug = '${slug}' ORDER BY created_at`,
    );
    expect(entries).toEqual([
      { email: waiter, status: 'offered' },
      { email: second, status: 'waiting' },
    ]);

    await page.goto(link);
    await page.getByText(/2 places are held for you until \d{1,2}:\d{2}[ap]m on \d{1,2} [A-Z][a-z]+ \d{4}\./).waitFor();
    // Held for them: anyone else still reads sold out, and is refused a place.
    const others = await newPage(`/retreats/${slug}`, mode.context, mode.visit);
    expect(await others.locator('main').innerText()).toContain(SOLD_OUT);
    // On a phone, the list's "Sold out — join the waiting list" link is a full tap target.
    const list = await newPage('/retreats', { ...mode.context, viewport: { width: 390, height: 900 } }, mode.visit);
    expect(await list.locator(`[data-retreat-event="${slug}"]`).innerText()).toContain(SOLD_OUT);
    expect(await smallTargets(list)).toEqual([]);
    const refused = await post(
      '/api/retreat-bookings',
      {
        eventSlug: slug,
        places: 1,
        firstName: 'Late',
        lastName: 'Comer',
        email: `late.${Date.now()}@example.co.uk`,
        attendees: ['Late Comer'],
      },
      3,
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error?: { code?: string } }).error?.code).toBe('sold_out');

    await bookTwoPlaces(page, waiter);
    const [entry] = queryD1<{ status: string }>(`SELECT status FROM retreat_waiting_list WHERE email = '${waiter}'`);
    expect(entry?.status).toBe('booked');
    expect(page.errors).toEqual([]);
  }, 90_000);
});
