/**
 * Issue 21 §1: a service card (a full programme, "Starting from") and the
 * booking wizard's package (a fixed-scope consultation with a guide price)
 * never read as the same thing at two prices. Each card points at its package
 * and the package back at its programme, in every way a visitor arrives; the
 * footer and the About figure name the same five core services; and on a phone
 * each card is compact while its dialog keeps everything.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser, visitModes } from './browser';

const { newPage } = useBrowser();

const wizard = '[data-island="booking-wizard"]';

describe.each(visitModes)('a card and its package, $name', (mode) => {
  it('the Compliance & Licensing card offers its £995 package, which opens the wizard with that package ticked', async () => {
    const page = await newPage('/', { ...mode.context, viewport: { width: 1440, height: 900 } }, mode.visit);
    const card = page.locator('#services li', { has: page.getByRole('heading', { name: 'Compliance & Licensing' }) });
    expect(await card.textContent()).toContain('Starting from £1,895');
    await card.getByRole('link', { name: 'Licence Inspection Preparation package, £995' }).click();

    await page.waitForURL(/\/\?book=compliance#book-consultation$/);
    const box = page.locator(wizard).getByRole('checkbox', { name: /^Licence Inspection Preparation/ });
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await page.locator(wizard).getByRole('checkbox', { checked: true }).count()).toBe(1);
    if (mode.context.javaScriptEnabled !== false)
      expect(await page.locator(`${wizard} [data-estimate]`).first().textContent()).toBe('£995');
    expect(page.errors).toEqual([]);
  });
});

describe('programmes and packages', () => {
  it('each package in the wizard names the programme it belongs to and links back to its card', async () => {
    const page = await newPage('/', { viewport: { width: 1440, height: 900 } });
    const item = page.locator(`${wizard} li`, {
      has: page.getByRole('checkbox', { name: /^Licence Inspection Preparation/ }),
    });
    expect(await item.textContent()).toContain('Part of Compliance & Licensing (full programme from £1,895)');
    await item.getByRole('link', { name: 'Compliance & Licensing' }).click();
    await page.waitForURL(/#service-compliance-licensing$/);
    const cardTop = () =>
      page
        .locator('#service-compliance-licensing')
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    // The page scrolls smoothly: wait for the card to settle in view.
    await expect
      .poll(async () => {
        const top = await cardTop();
        return top >= 0 && top < 300;
      })
      .toBe(true);

    // Team Training Days is the smaller way into staff training only: Operations Management covers no training day.
    const training = page.locator(`${wizard} li`, { has: page.getByRole('checkbox', { name: /^Team Training Days/ }) });
    expect(await training.textContent()).toContain('Part of Staff Training & Development (full programme from £1,595)');
    expect(await training.textContent()).not.toContain('Operations Management');
  });

  it('a programme offers no package that costs as much as it: Financial Planning & Analysis offers none', async () => {
    const page = await newPage('/', { viewport: { width: 1440, height: 900 } });
    const card = page.locator('#service-financial-planning-analysis');
    expect(await card.textContent()).toContain('Starting from £1,695');
    expect(await card.getByRole('link', { name: /package/ }).count()).toBe(0);
    const cashFlow = page.locator(`${wizard} li`, {
      has: page.getByRole('checkbox', { name: /^Cash-Flow & Pricing Model/ }),
    });
    expect(await cashFlow.textContent()).toContain('£1,795');
    expect(await cashFlow.textContent()).not.toContain('Part of');
  });

  it("the card's dialog says its price is the full programme and offers the smaller package", async () => {
    const page = await newPage('/', { viewport: { width: 1440, height: 900 } });
    await page.getByRole('button', { name: 'Learn More about Business Consultancy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Consultancy' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      'That is the full programme. To start smaller, book the fixed-scope Business Plan package at a guide price of £1,995.',
    );
    expect(await dialog.getByRole('link', { name: 'Business Plan package' }).getAttribute('href')).toBe(
      '/?book=business-planning#book-consultation',
    );
  });

  it('an unknown package in the address leaves every box unticked', async () => {
    const page = await newPage('/?book=nothing-we-sell#book-consultation', { javaScriptEnabled: false });
    expect(await page.locator(wizard).getByRole('checkbox', { checked: true }).count()).toBe(0);
  });

  it('the footer and the About figure name the same five core services, and the figure says how many programmes', async () => {
    const page = await newPage('/', { viewport: { width: 1440, height: 900 } });
    const footerServices = await page
      .getByRole('navigation', { name: 'Footer Services' })
      .getByRole('link')
      .allTextContents();
    expect(footerServices.map((name) => name.trim())).toEqual([
      'Business Consultancy',
      'Facility Design',
      'Operations Training',
      'Compliance Support',
      'Growth Planning',
    ]);
    const figure = page.locator('#about [data-about-figures] > div', {
      has: page.locator('dt', { hasText: 'Core services' }),
    });
    expect(await figure.textContent()).toContain(
      'Business consultancy, facility design, operations training, compliance support and growth planning, offered as 10 programmes',
    );
    expect(await page.locator('#services li[id^="service-"]').count()).toBe(10);
  });
});

describe('service cards on a phone', () => {
  it('are compact (title, one line, price, Learn More) and the dialog still has the full description', async () => {
    const page = await newPage('/', { viewport: { width: 390, height: 844 } });
    const cards = page.locator('#services li[id^="service-"]');
    expect(await cards.count()).toBe(10);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(170);
      const lines = await card
        .locator('p')
        .first()
        .evaluate((element) =>
          Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight)),
        );
      expect(lines).toBe(1);
      expect(await card.getByRole('button', { name: /^Learn More about / }).isVisible()).toBe(true);
      expect(await card.textContent()).toMatch(/Starting from £[\d,]+/);
    }
    const first = cards.first();
    const description = (await first.locator('p').first().textContent()) ?? '';
    await first.getByRole('button', { name: /^Learn More about / }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Consultancy' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(description);
  });
});
