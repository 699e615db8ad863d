import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

const { newPage } = useBrowser();

/** Today in the UK as the pages write it, e.g. "23 November 2026". */
const ukToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date());

const documents = [
  {
    path: '/privacy',
    button: 'Download Policy',
    file: 'pawsperity-privacy-policy.txt',
    firstLine: 'PRIVACY POLICY',
    mustContain: ['1. Introduction', "10. Children's Privacy", '12. Contact Us', 'ico.org.uk'],
  },
  {
    path: '/terms',
    button: 'Download Terms',
    file: 'pawsperity-terms-of-service.txt',
    firstLine: 'TERMS OF SERVICE',
    mustContain: ['14-day money-back guarantee', 'within 7 days'],
  },
  {
    path: '/returns',
    button: 'Download Policy',
    file: 'pawsperity-returns-and-refunds-policy.txt',
    firstLine: 'RETURNS & REFUNDS POLICY',
    mustContain: ['within 30 days of delivery', 'within 48 hours of delivery', 'within 5-7 business days'],
  },
  {
    path: '/cookies',
    button: 'Download Policy',
    file: 'pawsperity-cookie-policy.txt',
    firstLine: 'COOKIE POLICY',
    mustContain: ['pawsperity-training-progress', '1-2 years'],
  },
];

describe.each(documents)('$path download', ({ path, button, file, firstLine, mustContain }) => {
  it.each([true, false])(
    'saves the text as a dated .txt file when clicked (JavaScript on: %s)',
    async (javaScriptEnabled) => {
      const before = ukToday();
      const page = await newPage(path, { javaScriptEnabled, acceptDownloads: true });
      const pageDate = (await page.locator('main time').first().textContent())?.trim();
      expect([before, ukToday()]).toContain(pageDate);

      const saved = page.waitForEvent('download');
      await page.getByRole('link', { name: button, exact: true }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toBe(file);
      const text = await readFile((await download.path()) ?? '', 'utf8');

      const lines = text.split('\n');
      expect(lines[0]).toBe(firstLine);
      expect(lines[1]).toBe('Pawsperity Consulting Ltd');
      // The file carries the same en-GB date the page shows.
      expect(lines[2]).toBe(`Last updated: ${pageDate}`);
      expect(lines[2]).toMatch(
        /^Last updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
      for (const expected of mustContain) expect(text).toContain(expected);
      // Plain text, not the page's HTML.
      expect(text).not.toContain('<');
      // Every numbered section heading on the page is in the file.
      const headings = await page.locator('article h2').allTextContents();
      expect(headings.length).toBeGreaterThan(3);
      for (const heading of headings) expect(lines).toContain(heading);
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('legal pages, careers and getting started', () => {
  it.each(['/privacy', '/cookies', '/careers', '/getting-started'])('%s has no axe violations', async (path) => {
    const page = await newPage(path);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
