/**
 * Step 3 of the booking wizard offers only free slots, tried four ways:
 * JavaScript off and every script late (the visitor presses Show free times
 * and the Worker marks the date's slots), island code late, and normal (the
 * island asks as the date is chosen). In every mode the visitor has picked
 * 10:00 before choosing a date on which 10:00 is already held: it is let go,
 * shown unavailable in words, and the visitor books 11:00 instead.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { londonInstantOf, ukDayName } from '../support/london-dates';
import {
  axeViolations,
  danglingAriaReferences,
  dayWithEverySlotFree,
  executeD1,
  formsAnsweredByServer,
  islandsHydrated,
  overflowsTheWindow,
  queryD1,
  useBrowser,
  visitModes,
} from './browser';

const { newPage } = useBrowser();

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

const WIZARD = '[data-island="booking-wizard"]';

/** Holds a slot the way a stored booking does, behind the visitor's back. */
function holdSlot(date: string, time: string): void {
  executeD1(
    `INSERT INTO consultation_bookings (id, first_name, last_name, email, services, preferred_date, preferred_time, slot_starts_at) VALUES ('held-${date}-${time}-${Date.now()}', 'Sam', 'Held', 'held@example.co.uk', '["compliance"]', '${date}', '${time}', ${londonInstantOf(date, time)})`,
  );
}

/** Each slot as the visitor meets it: its accessible name and whether it can be chosen or is chosen. */
function slotsOnScreen(page: Page) {
  return page.locator(`${WIZARD} input[name="preferredTime"]`).evaluateAll((radios) =>
    radios.map((radio) => ({
      name: (radio.closest('label')?.textContent ?? '').trim(),
      enabled: !(radio as HTMLInputElement).disabled,
      checked: (radio as HTMLInputElement).checked,
    })),
  );
}

describe.each(visitModes)('booking wizard free times $name', (mode) => {
  it('lets go of a chosen slot that is taken on the date, shows it unavailable in words, and books a free one', async () => {
    const date = await dayWithEverySlotFree();
    holdSlot(date, '10:00');
    const page = await newPage('/', mode.context, mode.visit);
    const byServer = formsAnsweredByServer(mode);
    const wizard = page.locator(WIZARD);
    await page.locator(`${WIZARD} > *`).first().scrollIntoViewIfNeeded();
    if (!byServer) await islandsHydrated(page, 'booking-wizard');
    const email = uniqueEmail('free-times');

    await wizard.getByLabel(/Policy Pack/).check();
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await wizard.getByLabel('First Name').fill('Nia');
    await wizard.getByLabel('Last Name').fill('Evans');
    await wizard.getByLabel('Email Address').fill(email);
    await wizard.getByLabel('Project Details').fill('Writing the policies for a new daycare in Cardiff.');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await wizard.getByRole('heading', { name: 'Choose a Date and Time' }).waitFor({ timeout: 15_000 });

    // Before a date is chosen every slot can be chosen: the server judges the time when the booking is sent.
    expect((await slotsOnScreen(page)).every((slot) => slot.enabled)).toBe(true);
    await wizard.getByRole('radio', { name: '10:00' }).check();
    await wizard.getByLabel('Preferred Date').fill(date);
    if (byServer) await wizard.getByRole('button', { name: 'Show free times' }).click();

    const status = page.locator('#booking-free-times');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(`5 free times on ${ukDayName(date)}.`);
    expect(await slotsOnScreen(page)).toEqual([
      { name: '9:00', enabled: true, checked: false },
      { name: '10:00 Unavailable', enabled: false, checked: false },
      { name: '11:00', enabled: true, checked: false },
      { name: '14:00', enabled: true, checked: false },
      { name: '15:00', enabled: true, checked: false },
      { name: '16:00', enabled: true, checked: false },
    ]);
    // The taken time is struck through and named, not told by colour alone.
    expect(await wizard.getByRole('radio', { name: '10:00 Unavailable' }).isDisabled()).toBe(true);
    expect(await wizard.locator('label', { hasText: '10:00' }).locator('.line-through').textContent()).toBe('10:00');
    // Every entry is still there.
    expect(await wizard.getByLabel('Preferred Date').inputValue()).toBe(date);
    expect(await wizard.locator('[data-estimate]').first().textContent()).toBe('£1,195');
    expect(await axeViolations(page, [WIZARD])).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);

    await wizard.getByRole('radio', { name: '11:00' }).check();
    await wizard.getByRole('button', { name: 'Book Consultation' }).click();
    await wizard.getByRole('heading', { name: 'Consultation Booked', exact: true }).waitFor({ timeout: 15_000 });
    expect(await wizard.textContent()).toContain(`You chose ${ukDayName(date)} at 11:00am (UK time).`);
    // The booking holds 11:00 as London's clocks read it.
    expect(
      queryD1(
        `SELECT preferred_date, preferred_time, status, slot_starts_at FROM consultation_bookings WHERE email = '${email}'`,
      ),
    ).toEqual([
      {
        preferred_date: date,
        preferred_time: '11:00',
        status: 'pending',
        slot_starts_at: londonInstantOf(date, '11:00'),
      },
    ]);
    await expectBookingLinks(page, email);
    expect(await axeViolations(page, [WIZARD])).toEqual([]);
    expect(page.errors).toEqual([]);
  }, 120_000);

  it('keeps every entry when the chosen slot is taken while the visitor books: the message beside the time, the slot unavailable, another one booked', async () => {
    const date = await dayWithEverySlotFree();
    const page = await newPage('/', mode.context, mode.visit);
    const byServer = formsAnsweredByServer(mode);
    const wizard = page.locator(WIZARD);
    await page.locator(`${WIZARD} > *`).first().scrollIntoViewIfNeeded();
    if (!byServer) await islandsHydrated(page, 'booking-wizard');
    const email = uniqueEmail('slot-taken');

    await wizard.getByLabel(/Policy Pack/).check();
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await wizard.getByLabel('First Name').fill('Owain');
    await wizard.getByLabel('Last Name').fill('Price');
    await wizard.getByLabel('Email Address').fill(email);
    await wizard.getByLabel('Project Details').fill('A policy pack for a boarding kennel in Brecon.');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await wizard.getByRole('heading', { name: 'Choose a Date and Time' }).waitFor({ timeout: 15_000 });
    await wizard.getByLabel('Preferred Date').fill(date);
    if (byServer) await wizard.getByRole('button', { name: 'Show free times' }).click();
    const status = page.locator('#booking-free-times');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(`6 free times on ${ukDayName(date)}.`);
    await wizard.getByRole('radio', { name: '14:00' }).check();

    // Someone else books 14:00 first.
    holdSlot(date, '14:00');
    await wizard.getByRole('button', { name: 'Book Consultation' }).click();
    const timeError = page.locator('#booking-preferredTime-error');
    await expect
      .poll(() => timeError.textContent(), { timeout: 15_000 })
      .toBe('That time has just been taken. Choose another time.');
    await expect.poll(() => status.textContent()).toBe(`5 free times on ${ukDayName(date)}.`);
    expect((await slotsOnScreen(page))[3]).toEqual({ name: '14:00 Unavailable', enabled: false, checked: false });
    expect(await wizard.getByRole('heading', { name: 'Choose a Date and Time' }).isVisible()).toBe(true);
    expect(await wizard.getByLabel('Preferred Date').inputValue()).toBe(date);
    expect(await wizard.locator('[data-estimate]').first().textContent()).toBe('£1,195');
    expect(await axeViolations(page, [WIZARD])).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect(queryD1(`SELECT id FROM consultation_bookings WHERE email = '${email}'`)).toEqual([]);

    // Another time goes through, with the details entered on step 2.
    await wizard.getByRole('radio', { name: '15:00' }).check();
    await wizard.getByRole('button', { name: 'Book Consultation' }).click();
    await wizard.getByRole('heading', { name: 'Consultation Booked', exact: true }).waitFor({ timeout: 15_000 });
    expect(
      queryD1(`SELECT first_name, preferred_time, slot_starts_at FROM consultation_bookings WHERE email = '${email}'`),
    ).toEqual([{ first_name: 'Owain', preferred_time: '15:00', slot_starts_at: londonInstantOf(date, '15:00') }]);
    expect(page.errors).toEqual([]);
  }, 120_000);
});

/** Step 4's links: the invitation to download and the private booking page, the same link the email carries. */
async function expectBookingLinks(page: Page, email: string) {
  const wizard = page.locator(WIZARD);
  const calendar = wizard.getByRole('link', { name: 'Add it to your calendar' });
  expect(await calendar.getAttribute('href')).toMatch(/^\/bookings\/[A-Za-z0-9_-]{43}\/consultation\.ics$/);
  expect(await calendar.getAttribute('download')).not.toBeNull();
  const bookingPage = wizard.getByRole('link', { name: 'Your booking page' });
  expect(await bookingPage.getAttribute('href')).toBe(
    (await calendar.getAttribute('href'))?.replace(/\/consultation\.ics$/, ''),
  );
  expect(await wizard.textContent()).toContain(
    `The same link is in the email we have sent to ${email}. Use it to move or cancel your consultation until 24 hours before it starts.`,
  );
}

describe('booking wizard free times, with JavaScript', () => {
  it('says while it checks, says when a day has none, and leaves every slot open when it cannot ask', async () => {
    const date = await dayWithEverySlotFree();
    const page = await newPage('/');
    const wizard = page.locator(WIZARD);
    await page.locator(`${WIZARD} > *`).first().scrollIntoViewIfNeeded();
    await islandsHydrated(page, 'booking-wizard');
    await wizard.getByLabel(/Policy Pack/).check();
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await wizard.getByLabel('First Name').fill('Nia');
    await wizard.getByLabel('Last Name').fill('Evans');
    await wizard.getByLabel('Email Address').fill(uniqueEmail('free-times-js'));
    await wizard.getByLabel('Project Details').fill('Writing the policies for a new daycare in Cardiff.');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await wizard.getByRole('heading', { name: 'Choose a Date and Time' }).waitFor();
    const status = page.locator('#booking-free-times');
    expect(await status.getAttribute('role')).toBe('status');

    // The answer held back: the visitor is told it is being checked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/availability?*', async (route) => {
      await held;
      await route.continue();
    });
    await wizard.getByLabel('Preferred Date').fill(date);
    await expect.poll(() => status.textContent()).toBe('Checking the free times…');
    release();
    await expect.poll(() => status.textContent()).toBe(`6 free times on ${ukDayName(date)}.`);

    // The Saturday of that week: nothing to choose.
    const saturday = new Date(`${date}T12:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    await wizard.getByLabel('Preferred Date').fill(saturday.toISOString().slice(0, 10));
    await expect.poll(() => status.textContent()).toBe('No free times on that day: choose another date.');
    expect((await slotsOnScreen(page)).every((slot) => !slot.enabled)).toBe(true);

    // The network fails: every slot open again, and the visitor is told the time is checked when they book.
    await page.unroute('**/api/availability?*');
    await page.route('**/api/availability?*', (route) => route.abort('internetdisconnected'));
    await wizard.getByLabel('Preferred Date').fill(date);
    await expect
      .poll(() => status.textContent())
      .toBe('We could not check the free times just now: choose a time and we will check it when you book.');
    expect((await slotsOnScreen(page)).every((slot) => slot.enabled)).toBe(true);

    // Show free times asks again, in place.
    await page.unroute('**/api/availability?*');
    const url = page.url();
    await wizard.getByRole('button', { name: 'Show free times' }).click();
    await expect.poll(() => status.textContent()).toBe(`6 free times on ${ukDayName(date)}.`);
    expect(page.url()).toBe(url);
    expect(page.errors).toEqual([]);
  });
});

describe('booking wizard free times at 390 px', () => {
  it('fits the date, Show free times and the marked slots in the window, each slot at least 24 px square', async () => {
    const date = await dayWithEverySlotFree();
    holdSlot(date, '9:00');
    const page = await newPage('/', { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const wizard = page.locator(WIZARD);
    await wizard.getByLabel(/Policy Pack/).check();
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await wizard.getByLabel('First Name').fill('Nia');
    await wizard.getByLabel('Last Name').fill('Evans');
    await wizard.getByLabel('Email Address').fill(uniqueEmail('free-times-390'));
    await wizard.getByLabel('Project Details').fill('Writing the policies for a new daycare in Cardiff.');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await wizard.getByLabel('Preferred Date').fill(date);
    await wizard.getByRole('button', { name: 'Show free times' }).click();
    await expect
      .poll(() => page.locator('#booking-free-times').textContent())
      .toBe(`5 free times on ${ukDayName(date)}.`);
    expect(await overflowsTheWindow(page)).toEqual([]);
    const boxes = await wizard.locator('input[name="preferredTime"]').evaluateAll((radios) =>
      radios.map((radio) => {
        const box = radio.closest('label')?.getBoundingClientRect();
        return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
      }),
    );
    expect(boxes.every((box) => box.width >= 24 && box.height >= 24)).toBe(true);
  });
});
