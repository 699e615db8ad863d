/**
 * The owner sets the business details in a real Chromium (JavaScript off and on: the back office ships no script):
 * a social profile and the company number. A visitor then finds the profile as a real link in the footer (its name,
 * a new tab, a target of 24 × 24 px or more, axe finding nothing) and the company number on a legal page; a refused
 * profile address is named beside its field. The seeded details are put back afterwards, for the other files.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, executeD1, islandFreeModes, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

const [seeded] = queryD1<{ document: string }>("SELECT document FROM content_items WHERE kind = 'details'");

afterAll(() => {
  const document = (seeded?.document ?? '').replace(/'/g, "''");
  executeD1(`UPDATE content_items SET document = '${document}' WHERE kind = 'details'`);
  executeD1('UPDATE content_state SET version = version + 1');
});

describe.each(islandFreeModes)('the business details $name', (mode) => {
  it('an owner adds a profile and the company number; a visitor finds them in the footer and on the legal page', async () => {
    const page = await newPage('/admin/sign-in', mode.context, mode.visit);
    page.setDefaultTimeout(15_000);
    const run = Date.now().toString(36);
    await signIn(page, ownerAddLink(`details-${run}@example.co.uk`, 'Dee', 'Tails'));

    await page.goto(`${baseUrl()}/admin/content`);
    await page.getByRole('link', { name: 'Edit business details' }).click();
    await page.waitForURL(`${baseUrl()}/admin/content/details`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Business details');
    if (mode.context.javaScriptEnabled !== false) expect(await axeViolations(page)).toEqual([]);

    // A profile on another host is refused, named beside its field, and what was typed stays to be corrected.
    await page.getByLabel('Instagram profile').fill('https://instagram.example/pawsperity');
    await page.getByRole('button', { name: 'Save' }).click();
    const instagram = page.getByLabel('Instagram profile');
    expect(await instagram.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#field-social-instagram-error').innerText()).toContain('instagram.com');
    expect(await instagram.inputValue()).toBe('https://instagram.example/pawsperity');

    await instagram.fill('');
    await page.getByLabel('Facebook profile').fill(`https://www.facebook.com/pawsperity-${run}`);
    await page.getByLabel('Company number').fill('SC765432');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl()}/admin/content/details?notice=saved`);
    expect(await page.getByRole('status').innerText()).toContain('Your changes were saved.');

    await page.goto(`${baseUrl()}/privacy`);
    const social = page.getByRole('list', { name: 'Social media' });
    const links = social.getByRole('link');
    expect(await links.count()).toBe(1);
    const facebook = social.getByRole('link', { name: 'Pawsperity Consulting on Facebook (opens in a new tab)' });
    expect(await facebook.getAttribute('href')).toBe(`https://www.facebook.com/pawsperity-${run}`);
    expect(await facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await facebook.getAttribute('target')).toBe('_blank');
    const box = await facebook.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(await axeViolations(page, ['body > footer'])).toEqual([]);

    const whoWeAre = page.getByRole('complementary', { name: 'Who we are' });
    expect(await whoWeAre.innerText()).toContain('SC765432');
    expect(await page.locator('body > footer').innerText()).toContain('company number SC765432');
  });
});
