/**
 * Lighthouse's accessibility score, 100 on every page of the back office an owner opens from its menu, signed in
 * (Lighthouse's own Chromium sends the owner's session cookie). axe runs on the same pages in the back-office tests,
 * in their open states too; this audit takes a minute, so `bun run bench` runs it (test/browser/vitest.audit.config.ts).
 */
import lighthouse from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { ownerAddLink, signIn } from './back-office';
import { baseUrl, useBrowser } from './browser';

const { newPage } = useBrowser();

describe('the back office', () => {
  it('scores 100 for accessibility in Lighthouse on every page of its menu', async () => {
    const page = await newPage('/admin/sign-in');
    await signIn(page, ownerAddLink(`lighthouse-${Date.now()}@example.co.uk`, 'Lowri', 'Lighthouse'));
    // Every section the owner's menu offers, as the page lists them.
    const pages = await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-admin_session');
    expect(session).toBeDefined();
    const port = 9300 + Math.floor(Math.random() * 500);
    const browser = await launchChromium([`--remote-debugging-port=${port}`]);
    const below: string[] = [];
    try {
      for (const path of pages) {
        const result = await lighthouse(`${baseUrl()}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility'],
          extraHeaders: { Cookie: `${session?.name}=${session?.value}` },
        });
        const report = result?.lhr;
        expect(report?.finalDisplayedUrl, path).toBe(`${baseUrl()}${path}`);
        const score = Math.round((report?.categories.accessibility?.score ?? 0) * 100);
        if (score < 100) {
          const failing = Object.values(report?.audits ?? {})
            .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id);
          below.push(`${path}: ${score} (${failing.join(', ')})`);
        }
      }
    } finally {
      await browser.close();
    }
    expect(below).toEqual([]);
  }, 240_000);
});
