import { describe, expect, it } from 'vitest';
import { fixedPagePaths } from '../support/routes';
import { baseUrl, danglingAriaReferences, useBrowser } from './browser';

/** Every fixed page of both specs, as test support writes them out (not the site's own route list). */
const routes = fixedPagePaths;

const { newPage } = useBrowser();

describe('every route', () => {
  it.each(routes)('%s answers 200 with the shell, a heading and security headers', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('data-site-header');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('<footer');
  });

  it('shows 404 Page Not Found with status 404 for an unknown path', async () => {
    const response = await fetch(`${baseUrl()}/this/does/not/exist`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
  });

  it('serves hashed assets with immutable caching', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const css = html.match(/href="(\/assets\/site-[^"]+\.css)"/)?.[1];
    const loader = html.match(/src="(\/assets\/loader-[^"]+\.js)"/)?.[1];
    expect(css).toBeTruthy();
    expect(loader).toBeTruthy();
    for (const asset of [css, loader]) {
      const response = await fetch(`${baseUrl()}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('header menus', () => {
  it('opens the Shop menu with the keyboard, moves with arrows, closes with Escape and returns focus', async () => {
    const page = await newPage('/faq');
    const shop = page.getByRole('button', { name: 'Shop' });
    await shop.focus();
    await page.waitForFunction(
      () => document.querySelector('[data-island="site-header"]')?.getAttribute('data-hydrated') === 'true',
    );
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      expect.stringContaining('Pet Products'),
      expect.stringContaining('Digital Tools & Training'),
      expect.stringContaining('All Products'),
      expect.stringContaining('Doggy Daycare Guide'),
    ]);
    expect(await danglingAriaReferences(page)).toEqual([]);
    // Enter opens the menu with focus on its first item (WAI-ARIA menu button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Pet Products');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Digital Tools');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Shop');
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('navigates from the Training Academy menu and highlights it by path', async () => {
    const page = await newPage('/');
    await page.getByRole('button', { name: 'Training Academy' }).click();
    await page.getByRole('menuitem', { name: /Employee Training/ }).click();
    // Employee Training leads to its own part of /training (Employer Training to #employer-training).
    await page.waitForURL(`${baseUrl()}/training#employee-training`);
    expect(await page.locator('#employee-training h2').innerText()).toBe('Employee training');
    const training = page.getByRole('button', { name: 'Training Academy' });
    expect(await training.getAttribute('class')).toContain('nav-link-active');
    expect(await page.getByRole('button', { name: 'Shop' }).getAttribute('class')).not.toContain('nav-link-active');
  });

  it('highlights Shop on shop pages and closes the menu on choosing a link', async () => {
    const page = await newPage('/shop/products');
    expect(await page.getByRole('button', { name: 'Shop' }).getAttribute('class')).toContain('nav-link-active');
    await page.getByRole('button', { name: 'Shop' }).click();
    await page.getByRole('menuitem', { name: /Doggy Daycare Guide/ }).click();
    await page.waitForURL(`${baseUrl()}/doggy-daycare-guide`);
  });

  it('gives the header its scrolled look past 10 px', async () => {
    const page = await newPage('/privacy', { viewport: { width: 1280, height: 400 } });
    const header = page.locator('[data-site-header]');
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('');
  });
});

describe('mobile drawer', () => {
  it('opens on a 375 px viewport with the Training Academy and Shop headings, and closes', async () => {
    const page = await newPage('/faq', { viewport: { width: 375, height: 740 } });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('heading', { name: 'Training Academy' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('heading', { name: 'Shop' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Pet Products' }).getAttribute('href')).toBe('/shop/products');
    expect(await danglingAriaReferences(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Digital Tools & Training' }).click();
    await page.waitForURL(`${baseUrl()}/shop/digital`);
  });
});

describe('footer', () => {
  it('links where spec 01 says', async () => {
    const page = await newPage('/faq');
    const footer = page.locator('footer');
    const href = (name: string, column: string) =>
      footer
        .getByRole('navigation', { name: `Footer ${column}` })
        .getByRole('link', { name, exact: true })
        .getAttribute('href');
    expect(await href('Business Consultancy', 'Services')).toBe('/#services');
    expect(await href('Free Downloads', 'Resources')).toBe('/#resources');
    expect(await href('Industry Blog', 'Resources')).toBe('/#blog');
    expect(await href('FAQ', 'Resources')).toBe('/faq');
    expect(await href('Doggy Daycare Guide', 'Resources')).toBe('/doggy-daycare-guide');
    expect(await href('Getting Started', 'Resources')).toBe('/getting-started');
    expect(await href('About Us', 'Company')).toBe('/#about');
    expect(await href('Retreats', 'Company')).toBe('/retreats');
    expect(await href('Recruitment', 'Company')).toBe('/recruitment');
    expect(await href('Careers', 'Company')).toBe('/careers');
    expect(await href('Contact', 'Company')).toBe('/#contact');
    expect(await href('Privacy Policy', 'Company')).toBe('/privacy');
    const legal = footer.getByRole('list', { name: 'Legal' });
    expect(
      await legal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/terms', '/privacy', '/returns', '/cookies']);
    // This year in London (a run that straddles New Year may see either).
    const londonYear = () =>
      new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(new Date());
    const footerText = (await footer.textContent()) ?? '';
    expect([londonYear(), String(Number(londonYear()) - 1)].some((year) => footerText.includes(`© ${year} `))).toBe(
      true,
    );
    await footer.getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL(`${baseUrl()}/careers`);
  });

  it('uses same-page anchors on the home page', async () => {
    const page = await newPage('/');
    expect(await page.locator('footer').getByRole('link', { name: 'Industry Blog' }).getAttribute('href')).toBe(
      '#blog',
    );
  });
});
