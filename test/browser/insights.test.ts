/**
 * What works, as the owner sees it: a visitor arrives from a search through a campaign link on a phone and sends a
 * message, in each of the four ways a visit goes (scripts off, every script late, island code late, normal); then
 * the owner opens /admin/insights and finds each visit's campaign, its source, the message it led to and the funnel
 * step, with JavaScript on (axe finds nothing) and off.
 */
import { describe, expect, it } from 'vitest';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, formsAnsweredByServer, islandsHydrated, useBrowser, visitModes } from './browser';

const { newPage } = useBrowser();

/** An ordinary phone browser: a headless browser's own name is counted as a bot's. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const campaignOf = (index: number) => `spring-${run}-${index}`;

describe.each(visitModes.map((mode, index) => ({ ...mode, index })))('a visit $name', (mode) => {
  it('from a search through a campaign link ends in a message that keeps its source', async () => {
    const campaign = campaignOf(mode.index);
    // Scripts are held back from the first page on, as newPage sets them; the visit itself arrives from a search.
    const page = await newPage('/faq', { ...mode.context, userAgent: PHONE }, mode.visit);
    await page.goto(`${baseUrl()}/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}#contact`, {
      referer: 'https://www.google.com/',
      waitUntil: mode.visit.delayLoader ? 'commit' : 'load',
    });
    await page.locator('body > footer').waitFor({ state: 'attached' });
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Morag');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Campbell');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`insights-${campaign}@example.co.uk`);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Thinking of adding a grooming room.');
    // With scripts on time, typing wakes the form's island; the other modes press Send at once.
    if (!formsAnsweredByServer(mode)) await islandsHydrated(page, 'contact-form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    if (formsAnsweredByServer(mode)) await page.waitForURL(/contact=sent/);
    else
      await expect
        .poll(() => page.locator('#toast-root').textContent(), { timeout: 20_000 })
        .toContain('Message Sent Successfully!');
  });
});

describe('the owner', () => {
  const link = (test: string) => ownerAddLink(`insights-${test}-${run}@example.co.uk`, 'Vanessa', 'Hartley');

  it("opens Insights and finds each visit's campaign, source, message and funnel step, and axe finds nothing", async () => {
    const page = await newPage('/admin/sign-in');
    await signIn(page, link('js'));
    await page.goto(page.url().replace(/\/admin.*$/, '/admin/insights?days=7'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Insights');

    const campaigns = page.getByRole('table', { name: /^Campaigns/ });
    const leads = page.getByRole('table', { name: /^Leads and revenue by source/ });
    for (const index of visitModes.keys()) {
      const campaign = campaignOf(index);
      const row = campaigns.getByRole('row').filter({ hasText: campaign });
      expect(await row.getByRole('cell').allTextContents()).toEqual(['newsletter', 'email', campaign, '1', '1']);
      const lead = leads.getByRole('row').filter({ hasText: campaign });
      expect(await lead.getByRole('cell').allTextContents()).toEqual([
        'google.com',
        `newsletter / email / ${campaign}`,
        '1',
        '£0.00',
      ]);
    }
    const sources = page.getByRole('table', { name: /^Where visits came from/ });
    expect(
      Number(await sources.getByRole('row').filter({ hasText: 'google.com' }).getByRole('cell').nth(1).textContent()),
    ).toBeGreaterThanOrEqual(4);
    const funnel = page.getByRole('table', { name: /^From visit to paid/ });
    const messages = funnel.getByRole('row').filter({ hasText: 'Sent a message' });
    expect(Number(await messages.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(4);
    expect(await page.locator('svg[data-chart="funnel"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: '/tmp/insights.png', fullPage: true });

    // The front page's last 7 days count those visits too, and it reads as cleanly.
    await page.getByRole('link', { name: 'Today' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Today');
    const week = page.getByRole('region', { name: 'The last 7 days' });
    expect(Number((await week.locator('dd').first().textContent())?.replace(',', ''))).toBeGreaterThanOrEqual(4);
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: '/tmp/today.png', fullPage: true });
  });

  it('reads the same tables with JavaScript off, and downloads a table as CSV', async () => {
    const page = await newPage('/admin/sign-in', { javaScriptEnabled: false });
    await signIn(page, link('no-js'));
    await page.goto(page.url().replace(/\/admin.*$/, '/admin/insights?days=30'));
    const campaigns = page.getByRole('table', { name: /^Campaigns/ });
    expect(
      await campaigns
        .getByRole('row')
        .filter({ hasText: campaignOf(0) })
        .count(),
    ).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download “Campaigns” (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^insights-campaigns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
