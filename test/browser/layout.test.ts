/**
 * Issue 21 §4 and §7: nothing breaks on a phone or a wide screen. Every public
 * page at 390 and 1440 px wide is no wider than the window; at 390 px every tap
 * target is at least 24 × 24 CSS px (WCAG 2.2, 2.5.8, without the spacing
 * exception) and axe, target-size included, finds nothing; and the defects
 * seen on review stay fixed.
 */
import { describe, expect, it } from 'vitest';
import { benchRoutes, fixedPagePaths } from '../support/routes';
import { axeViolations, overflowsTheWindow, smallTargets, useBrowser } from './browser';

const { newPage } = useBrowser();

const publicPages = [...new Set([...fixedPagePaths, ...benchRoutes, '/no-such-page'])];

describe.each([390, 1440])('at %i px wide', (width) => {
  it.each(publicPages)('%s is no wider than the window', async (path) => {
    const page = await newPage(path, { viewport: { width, height: 900 } });
    expect(await overflowsTheWindow(page)).toEqual([]);
  });
});

describe('tap targets on a phone', () => {
  it.each(publicPages)('%s: every control is at least 24 × 24 px and axe finds nothing', async (path) => {
    const page = await newPage(path, { viewport: { width: 390, height: 844 } });
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('defects seen on review', () => {
  it('an open marketing-calendar month spans the whole row at 1440 px', async () => {
    const page = await newPage('/', { viewport: { width: 1440, height: 900 } });
    const months = page.locator('#resources [data-month]');
    const list = await months.first().evaluate((month) => month.closest('ul')?.getBoundingClientRect().width ?? 0);
    await page.locator('#resources [data-month="March"] summary').click();
    const open = await page
      .locator('#resources [data-month="March"]')
      .evaluate((month) => month.closest('li')?.getBoundingClientRect().width ?? 0);
    expect(open).toBeGreaterThan(list - 2);
    const closed = await page
      .locator('#resources [data-month="April"]')
      .evaluate((month) => month.closest('li')?.getBoundingClientRect().width ?? 0);
    expect(closed).toBeLessThan(list / 2);
  });

  it("at 390 px the booking steps fit their card, the contact form's business type is not cut, and no asterisk sits alone", async () => {
    const page = await newPage('/', { viewport: { width: 390, height: 844 } });
    const steps = await page.getByRole('list', { name: 'Booking steps' }).evaluate((list) => {
      const card = list.getBoundingClientRect();
      return [...list.querySelectorAll('li')].map((step) => step.getBoundingClientRect().right <= card.right + 0.5);
    });
    expect(steps).toEqual([true, true, true]);

    const cut = await page.locator('#contact select[name="businessType"]').evaluate((select) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return true;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = (select as unknown as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
      // The text, its padding and the arrow (about 24 px) must fit the box.
      return context.measureText(text).width + Number.parseFloat(style.paddingLeft) + 24 > select.clientWidth;
    });
    expect(cut).toBe(false);

    const recruitment = await newPage('/recruitment', { viewport: { width: 390, height: 844 } });
    const lonelyAsterisks = await recruitment.evaluate(() =>
      [...document.querySelectorAll('label, legend')]
        .filter((label) => {
          const mark = [...label.querySelectorAll('span[aria-hidden="true"]')].find(
            (span) => span.textContent?.trim() === '*',
          );
          if (!mark || !label.firstChild) return false;
          // The asterisk must share a line with the last word before it.
          const before = document.createRange();
          before.setStartBefore(label.firstChild);
          before.setEndBefore(mark);
          const lastWord = [...before.getClientRects()].filter((rect) => rect.width > 0).at(-1);
          return !lastWord || Math.abs(mark.getBoundingClientRect().bottom - lastWord.bottom) > 2;
        })
        .map((label) => label.textContent),
    );
    expect(lonelyAsterisks).toEqual([]);
  });

  it('the home page is at most 22,500 px tall at 390 px (it was 23,229 before the compact service cards)', async () => {
    const page = await newPage('/', { viewport: { width: 390, height: 844 } });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`home page height at 390 px: ${height}px`);
    expect(height).toBeLessThanOrEqual(22_500);
  });
});
