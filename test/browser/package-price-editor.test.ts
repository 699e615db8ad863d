/**
 * The owner changes a package's price in the back office and the booking wizard's estimate follows, in a real
 * Chromium against `wrangler dev`, with JavaScript off and on (the back office ships no script; the wizard is an
 * island, and answers plain posts without it). The price is put back at the end, whatever happened: other test files
 * on the same server read the wizard's prices.
 */
import { describe, expect, it } from 'vitest';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, islandFreeModes, islandsHydrated, useBrowser, type VisitorPage } from './browser';

const { newPage } = useBrowser();

const wizard = '[data-island="booking-wizard"]';

/** The owner opens the Starter Website package from Content and saves it at `price` pounds. */
async function priceStarterWebsite(page: VisitorPage, price: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/content`);
  await page.locator('main').getByRole('link', { name: 'Packages', exact: true }).click();
  await page.waitForURL(`${baseUrl()}/admin/content/packages`);
  await page.getByRole('link', { name: 'Starter Website', exact: true }).click();
  await page.getByLabel('Price (£)').fill(price);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/admin\/content\/packages\/[0-9a-f-]{36}\?notice=saved$/);
  expect(await page.getByRole('status').innerText()).toContain('Your changes were saved.');
}

describe.each(islandFreeModes)('a package price edited in the back office $name', (mode) => {
  it('is the price the wizard shows, and its estimate when the visitor chooses the package', async () => {
    const page = await newPage('/admin/sign-in', mode.context, mode.visit);
    page.setDefaultTimeout(15_000);
    const run = Date.now().toString(36);
    await signIn(page, ownerAddLink(`prices-${run}@example.co.uk`, 'Pat', 'Pricer'));
    try {
      await priceStarterWebsite(page, '845');
      if (mode.context.javaScriptEnabled !== false) {
        expect(await axeViolations(page)).toEqual([]);
        // The programme editor, with its select of packages, passes too.
        await page.goto(`${baseUrl()}/admin/content/programmes`);
        await page.getByRole('link', { name: 'Business Consultancy', exact: true }).click();
        expect(await page.getByLabel('Smaller package').inputValue()).toBe('business-planning');
        expect(await axeViolations(page)).toEqual([]);
      }

      await page.goto(`${baseUrl()}/#book-consultation`);
      const box = page.locator(wizard).getByRole('checkbox', { name: /^Starter Website/ });
      const item = page.locator(`${wizard} li`, { has: page.getByRole('checkbox', { name: /^Starter Website/ }) });
      expect(await item.innerText()).toContain('£845');
      if (mode.context.javaScriptEnabled === false) {
        // Without scripts the server works the estimate out when the step is sent.
        await box.check();
        await page.locator(wizard).getByRole('button', { name: 'Continue', exact: true }).click();
        await page.waitForURL(/\/api\/consultation-bookings/);
        await expect
          .poll(() => page.locator(`${wizard} [data-booking-step]`).getAttribute('data-booking-step'))
          .toBe('2');
      } else {
        await islandsHydrated(page, 'booking-wizard');
        await box.check();
      }
      await expect.poll(() => page.locator(`${wizard} [data-estimate]`).first().innerText()).toBe('£845');
      expect(await page.locator(wizard).innerText()).toContain(
        'consultation is free. Final pricing is set during your consultation',
      );
      expect(page.errors).toEqual([]);
    } finally {
      await priceStarterWebsite(page, '795');
    }
    await page.goto(`${baseUrl()}/`);
    expect(
      await page.locator(`${wizard} li`, { has: page.getByRole('checkbox', { name: /^Starter Website/ }) }).innerText(),
    ).toContain('£795');
  });
});
