/**
 * Issue 21: a UK-wide business whose site must not read as a placeholder or
 * as abandoned. On the pages that showed them, no stand-in registration
 * details, no Glasgow number, no date that has passed; one UK-wide 03 phone
 * number wherever a phone is shown; this year in the footer.
 */
import { describe, expect, it } from 'vitest';
import { fetchPage, linksIn, structuredData } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';

const pages = ['/privacy', '/terms', '/', '/doggy-daycare-london', '/training'];

/** This year in London, as the footer counts it. */
const londonYear = () =>
  new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(new Date());

/** Stand-ins the site once showed, and any like them. */
const STAND_INS = /to be confirmed|\btbc\b|example street|placeholder/i;

/** "))" where a bracket closed inside another, as in "(company number SC (to be confirmed))"; a statute's "6(1)(f)" is not one. */
const nestedBracketCloses = (text: string) => text.replace(/\d+\(\d+\)\([a-z]\)/g, '').includes('))');

/** Every "telephone" value anywhere in the page's JSON-LD. */
function telephones(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(telephones);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'telephone' && typeof item === 'string' ? [item] : telephones(item),
  );
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The UK national digits of a tel: link: tel:+443069990123 -> 03069990123. */
const nationalDigits = (href: string) => `0${digitsOf(href).replace(/^44/, '')}`;

describe.each(pages)('%s', (path) => {
  it('shows no stand-in, no Glasgow number and no launch date that has passed', async () => {
    const { response, text } = await fetchPage(path);
    expect(response.status).toBe(200);
    expect(text).not.toMatch(STAND_INS);
    expect(nestedBracketCloses(text)).toBe(false);
    expect(text).not.toContain('0141');
    expect(text).not.toContain('Q2 2024');
  });

  it('gives one UK-wide 03 number wherever a phone is shown: the links, their words and the structured data', async () => {
    const { html } = await fetchPage(path);
    const calls = linksIn(html).filter((link) => link.href.startsWith('tel:'));
    expect(calls.length, 'the footer at least shows the phone').toBeGreaterThan(0);
    const numbers = new Set([
      ...calls.map((call) => call.href),
      ...structuredData(html)
        .flatMap(telephones)
        .map((phone) => `tel:${phone}`),
    ]);
    expect(numbers.size).toBe(1);
    const [href = ''] = numbers;
    expect(href).toMatch(/^tel:\+443\d{9}$/);
    for (const call of calls) expect(digitsOf(call.text)).toContain(nationalDigits(href));
    expect(html).not.toContain('tel:+44141');
  });

  it('shows this year in the footer', async () => {
    const before = londonYear();
    const { html } = await fetchPage(path);
    const footer = html.slice(html.lastIndexOf('<footer'));
    expect(
      [before, londonYear()].some(
        (year) => footer.includes(`© ${year} `) || footer.includes(`© <!-- -->${year}<!-- --> `),
      ),
    ).toBe(true);
    expect(footer).not.toContain('© 2024');
  });
});

describe('the phone number is the same on every page', () => {
  it('one number for the whole UK', async () => {
    const numbers = new Set<string>();
    for (const path of pages) {
      const { html } = await fetchPage(path);
      for (const link of linksIn(html)) if (link.href.startsWith('tel:')) numbers.add(link.href);
    }
    expect([...numbers]).toHaveLength(1);
  });
});

describe.each(['/privacy.txt', '/terms.txt'])('%s (the Download file)', (path) => {
  it('carries no stand-in registration detail', async () => {
    const text = await (await request(path)).text();
    expect(text).not.toMatch(STAND_INS);
    expect(nestedBracketCloses(text)).toBe(false);
    expect(text).toContain('registered in Scotland');
  });
});
