/**
 * The owner publishes a team member and a testimonial from the back office in a real Chromium against `wrangler
 * dev`, with JavaScript off and on (the back office ships no script): a picture uploaded to the media library becomes
 * the member's photo, a testimonial without the client's permission date is refused beside the field; a visitor then
 * finds both in the home page's About section, the photo drawn with its variants, size and alt text. Both are
 * archived at the end, so the other tests on this server see the About section as the seed leaves it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, islandFreeModes, type VisitorPage, useBrowser } from './browser';

const { newPage } = useBrowser();

const photo = readFileSync(new URL('../../public/images/share-card.jpg', import.meta.url));

/** Opens an item's editor and presses Archive: it leaves the site at once. */
async function archive(page: VisitorPage, editor: string): Promise<void> {
  await page.goto(editor);
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.waitForURL(`${editor}?notice=archived`);
}

describe.each(islandFreeModes)('people and proof from the back office $name', (mode) => {
  it('an owner publishes a team member and a testimonial; a visitor finds them in About', async () => {
    const page = await newPage('/admin/sign-in', mode.context, mode.visit);
    page.setDefaultTimeout(15_000);
    const run = Date.now().toString(36);
    await signIn(page, ownerAddLink(`people-${run}@example.co.uk`, 'Pat', 'People'));
    const editors: string[] = [];
    try {
      await page.goto(`${baseUrl()}/admin/content/media`);
      await page.getByLabel('Picture', { exact: true }).setInputFiles({
        name: 'team-photo.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await page.locator('#media-alt').fill('A portrait for the team');
      await page.getByRole('button', { name: 'Upload picture' }).click();
      await page.waitForURL(/\/admin\/content\/media\?notice=/);

      const name = `Sam Carter ${run}`;
      await page.goto(`${baseUrl()}/admin/content/team/new`);
      if (mode.context.javaScriptEnabled !== false) expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Role', { exact: true }).fill('Operations consultant');
      const choice = page.getByLabel('Photo', { exact: true }).locator('option').nth(1);
      await page.getByLabel('Photo', { exact: true }).selectOption((await choice.getAttribute('value')) ?? '');
      await page.getByLabel('Short biography').fill('Managed boarding kennels in Kent for ten years.');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.waitForURL(/\/admin\/content\/team\/[0-9a-f-]{36}\?notice=/);
      editors.push(page.url().replace(/\?.*$/, ''));

      await page.goto(`${baseUrl()}/admin/content/testimonials/new`);
      await page.getByLabel("Client's name").fill(`Jo Hughes ${run}`);
      await page.getByLabel('Their business').fill('Muddy Paws Boarding, Kent');
      await page.getByLabel('Quote', { exact: true }).fill('Our occupancy plan finally makes sense.');
      await page.getByRole('button', { name: 'Publish' }).click();
      const date = page.getByLabel('Permission to publish recorded on');
      expect(await date.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#field-permissionDate-error').innerText()).toBe(
        'Record the date the client gave permission to publish their words',
      );
      // Every word typed is still there.
      expect(await page.getByLabel('Quote', { exact: true }).inputValue()).toBe(
        'Our occupancy plan finally makes sense.',
      );
      await date.fill('2026-11-02');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.waitForURL(/\/admin\/content\/testimonials\/[0-9a-f-]{36}\?notice=/);
      editors.push(page.url().replace(/\?.*$/, ''));

      await page.goto(`${baseUrl()}/#about`);
      const about = page.locator('#about');
      const member = about.getByRole('listitem').filter({ hasText: name });
      expect(await member.getByRole('heading', { level: 4 }).innerText()).toBe(name);
      const portrait = member.getByRole('img', { name: `${name}, Operations consultant` });
      expect(await portrait.getAttribute('srcset')).toMatch(/^\/media\/[0-9a-f]{64}\/480\.webp 480w, /);
      expect(await portrait.getAttribute('width')).toBe('1200');
      expect(await portrait.getAttribute('height')).toBe('630');
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const quote = about.locator('figure').filter({ hasText: `Jo Hughes ${run}` });
      expect(await quote.locator('blockquote').innerText()).toBe('“Our occupancy plan finally makes sense.”');
      expect(await quote.locator('figcaption').innerText()).toBe(`Jo Hughes ${run}, Muddy Paws Boarding, Kent`);
      expect(await axeViolations(page, ['#about'])).toEqual([]);
      expect(page.errors).toEqual([]);
    } finally {
      for (const editor of editors) await archive(page, editor);
    }
    await page.goto(`${baseUrl()}/`);
    expect(await page.locator('#about').getByText('Meet the team').count()).toBe(0);
    expect(await page.locator('#about').getByText('What our clients say').count()).toBe(0);
  });
});
