import { describe, expect, it } from 'vitest';
import { benchRoutes } from '../support/routes';
import { axeViolations, danglingAriaReferences, useBrowser } from './browser';

const { newPage } = useBrowser();

describe('axe-core on every route', () => {
  it.each([...benchRoutes, '/no-such-page'])('%s has no WCAG 2.2 AA violations', async (path) => {
    const page = await newPage(path);
    expect(await axeViolations(page)).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('the mobile drawer and the open menus have no violations', async () => {
    const page = await newPage('/faq', { viewport: { width: 375, height: 740 } });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const desktop = await newPage('/faq');
    for (const menu of ['Training Academy', 'Shop']) {
      await desktop.getByRole('button', { name: menu }).click();
      await desktop.getByRole('menu').waitFor();
      expect(await axeViolations(desktop)).toEqual([]);
      await desktop.keyboard.press('Escape');
    }
  });

  it('reduced motion: the header drawer opens without animation', async () => {
    const page = await newPage('/faq', { viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const duration = await page
      .getByRole('dialog', { name: 'Menu' })
      .evaluate((dialog) => getComputedStyle(dialog).animationDuration);
    expect(parseFloat(duration)).toBeLessThan(0.01);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});
