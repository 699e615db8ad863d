/**
 * The back office at desktop widths (1280 and 1440 px), in a real Chromium
 * against `wrangler dev`: every page fits the window with no sideways scroll
 * (the page, any scrolling box, any table cell), even with long names,
 * addresses and messages; the header is two tidy rows with the owner's whole
 * name; the menu marks where the
 * owner is (aria-current, and visibly); the summary cards are one height, in full rows.
 * The availability page and the week view are among them, with a blocked
 * day's long reason.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonToday, shiftDays } from '../support/london-dates';
import { ownerAddLink, sendAsVisitor, signIn } from './back-office';
import {
  axeViolations,
  baseUrl,
  overflowsTheWindow,
  queryD1,
  smallTargets,
  useBrowser,
  type VisitorPage,
} from './browser';

const { newPage } = useBrowser();

const stamp = Date.now();
/** Long, but what people do send: a double-barrelled name, a long address and a pasted link, neither with a place to break a line. */
const longEmail = `bartholomew.fitzwilliam.montgomery.thethird.${stamp}@aratherlongkennelsandcatterydomainname.co.uk`;
const longMessage = `We run three sites and would like help with all of them: https://example.co.uk/ourcurrentbookingsystem/withaverylongpathandnospacesanywhereinitatall?ref=newsletter2026 and also the licence renewals, staff training, pricing and the new grooming room.`;

/** A blocked day's reason with no place to break a line. */
const longReason = `KennelClubDiscoverDogsAtExCeLLondonThenTheRegionalLicensingOfficersMeeting${stamp}`;

const ids: Record<string, string> = {};
/** The owner's page, signed in once (a link works once); each test sets its own width. */
let page: VisitorPage;

beforeAll(async () => {
  page = await newPage('/admin/sign-in');
  await signIn(page, ownerAddLink(`layout-${stamp}@example.co.uk`, 'Octavia-Maximiliana', 'Fairweather-Montgomery'));
  await sendAsVisitor('/api/contact-submissions', {
    firstName: 'Bartholomew-Maximilian',
    lastName: 'Fitzwilliam-Montgomery',
    email: longEmail,
    businessType: 'daycare',
    message: longMessage,
  });
  await sendAsVisitor('/api/consultation-bookings', {
    firstName: 'Bartholomew-Maximilian',
    lastName: 'Fitzwilliam-Montgomery',
    email: longEmail,
    phone: '0113 496 0000',
    businessType: 'startup',
    services: ['business-planning', 'compliance', 'marketing-strategy'],
    projectDetails: longMessage,
  });
  await sendAsVisitor('/api/recruitment-applications', {
    firstName: 'Bartholomew-Maximilian',
    lastName: 'Fitzwilliam-Montgomery',
    email: longEmail,
    phone: '',
    location: 'Leeds',
    experienceLevel: 'senior',
    currentRole: '',
    interestedRoles: [
      'Pet Care Assistant',
      'Veterinary Nurse',
      'Marketing & Social Media',
      'Trainer/Behaviourist',
      'Operations Manager',
    ],
    petExperience: longMessage,
    qualifications: '',
    availability: 'full-time',
    relocateWilling: false,
    salaryExpectation: '',
    motivation: '',
    additionalInfo: '',
    talentPoolConsent: true,
  });
  await sendAsVisitor('/api/shop-notifications', { email: longEmail });
  await sendAsVisitor('/api/resource-downloads', { resourceName: 'Marketing Calendar', email: longEmail });
  for (const [kind, table] of [
    ['contact', 'contact_submissions'],
    ['booking', 'consultation_bookings'],
  ] as const) {
    const [row] = queryD1<{ id: string }>(`SELECT id FROM ${table} WHERE email = '${longEmail}'`);
    if (!row) throw new Error(`no ${kind} stored`);
    ids[kind] = row.id;
  }
}, 120_000);

/**
 * What is untidy in the header: its top bar (logo, account button) or the sections menu not each on one row, or
 * any of its boxes clipping its text.
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const offTheRow = (elements: Element[], where: string) => {
      const boxes = elements
        .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height > 0);
      const first = boxes[0];
      if (!first) return [];
      return boxes
        .filter(({ box }) => box.top >= first.box.bottom || box.bottom <= first.box.top)
        .map(({ text, box }) => `${where}: "${text}" at ${Math.round(box.top)} px, off the row of "${first.text}"`);
    };
    const header = document.querySelector('body > header');
    if (!header) return ['no header'];
    const clipped = [...header.querySelectorAll('*')]
      .filter((element) => !element.closest('[popover]:not(:popover-open), .sr-only'))
      .filter(
        (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible',
      )
      .map((element) => `clipped: "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return [
      ...offTheRow([...header.querySelectorAll('[data-header-bar] > *')], 'top bar'),
      ...offTheRow([...header.querySelectorAll('nav a')], 'menu'),
      ...clipped,
    ];
  });
}

/** The menu's entries marked current: [name, aria-current]. */
async function currentInMenu(page: Page): Promise<string[][]> {
  const menu = page.getByRole('navigation', { name: 'Back office' });
  return menu
    .locator('a[aria-current]')
    .evaluateAll((links) =>
      links.map((link) => [(link.textContent ?? '').trim(), link.getAttribute('aria-current') ?? '']),
    );
}

/** Whether the marked entry looks different from the others: its background, text decoration or weight. */
async function markedVisibly(page: Page): Promise<boolean> {
  return page
    .getByRole('navigation', { name: 'Back office' })
    .locator('a')
    .evaluateAll((links) => {
      const look = (link: Element) => {
        const style = getComputedStyle(link);
        return `${style.backgroundColor} ${style.textDecorationLine} ${style.fontWeight}`;
      };
      const marked = links.filter((link) => link.hasAttribute('aria-current'));
      const others = links.filter((link) => !link.hasAttribute('aria-current'));
      return marked.length === 1 && others.every((other) => look(other) !== look(marked[0] as Element));
    });
}

/** Heights of the boxes the selector finds, rounded to a tenth of a pixel. */
function heights(page: Page, selector: string): Promise<number[]> {
  return page
    .locator(selector)
    .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().height * 10) / 10));
}

/** How many of the boxes sit on each row of the screen, top to bottom. */
async function cardsPerRow(page: Page, selector: string): Promise<number[]> {
  const tops = await page
    .locator(selector)
    .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

async function checkPage(page: VisitorPage, where: string, current: string[][] | null) {
  expect(await overflowsTheWindow(page), `${where}: nothing wider than the window`).toEqual([]);
  expect(await headerProblems(page), `${where}: the header is tidy`).toEqual([]);
  if (current) {
    expect(await currentInMenu(page), `${where}: the menu marks it`).toEqual(current);
    if (current.length) expect(await markedVisibly(page), `${where}: the mark is visible`).toBe(true);
  }
}

describe.each([1280, 1440])('the back office at %i px wide', (width) => {
  it('fits every page in the window, with a tidy two-row header, the current page marked and summary cards of one height', async () => {
    const signedOut = await newPage('/admin/sign-in', { viewport: { width, height: 900 } });
    await checkPage(signedOut, 'sign-in', null);
    await signedOut.context().close();

    await page.setViewportSize({ width, height: 900 });
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl()}/admin/inbox`);
    // The inbox, with the long items at the top.
    expect(await page.locator('tbody tr', { hasText: longEmail }).count()).toBe(5);
    await checkPage(page, 'inbox', [['Inbox', 'page']]);
    // The owner's whole name on the account button, none of it cut or off the screen.
    const account = page.locator('body > header').getByRole('button', { name: /^Your account/ });
    expect(await account.innerText()).toContain('Octavia-Maximiliana Fairweather-Montgomery');
    expect(
      ((await account.boundingBox())?.x ?? width) + ((await account.boundingBox())?.width ?? 0),
    ).toBeLessThanOrEqual(width);
    const cards = await heights(page, 'nav[aria-label="Kinds of submission"] a');
    expect(cards).toHaveLength(8);
    expect(new Set(cards).size, `card heights ${cards.join(', ')}`).toBe(1);
    // The eight kinds sit in full rows, none left alone on a row of its own.
    const rows = await cardsPerRow(page, 'nav[aria-label="Kinds of submission"] a');
    expect(rows.length, `cards per row ${rows.join(', ')}`).toBeGreaterThan(1);
    expect(new Set(rows).size, `cards per row ${rows.join(', ')}`).toBe(1);
    // A long summary is cut to two lines on screen, but all of it is in the page.
    const summary = page
      .locator('tbody tr', { hasText: 'Contact message' })
      .filter({ hasText: 'Fitzwilliam' })
      .locator('td')
      .last();
    expect(await summary.textContent()).toContain('https://example.co.uk/ourcurrentbookingsystem/');
    const lineHeight = await summary.evaluate((cell) => Number.parseFloat(getComputedStyle(cell).lineHeight));
    const text = summary.locator('span');
    expect((await text.boundingBox())?.height ?? 0).toBeLessThanOrEqual(2 * lineHeight + 1);

    await page.goto(`${baseUrl()}/admin/inbox?kind=contact&q=nobody-at-all-${stamp}`);
    await checkPage(page, 'an empty inbox', [['Inbox', 'page']]);

    for (const kind of ['contact', 'booking']) {
      await page.goto(`${baseUrl()}/admin/items/${kind}/${ids[kind]}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Fitzwilliam-Montgomery');
      await checkPage(page, `the ${kind} page`, [['Inbox', 'true']]);
    }

    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(`${baseUrl()}/admin/notifications`);
    await checkPage(page, 'notifications', [['Notifications', 'page']]);
    const counts = await heights(page, 'main dl > div');
    expect(counts).toHaveLength(4);
    expect(new Set(counts).size, `count heights ${counts.join(', ')}`).toBe(1);

    await page.getByRole('link', { name: 'Data requests' }).click();
    await page.waitForURL(`${baseUrl()}/admin/data-requests`);
    await checkPage(page, 'data requests', [['Data requests', 'page']]);
    await page.getByLabel('Email address').fill(longEmail);
    await page.getByRole('button', { name: 'Find their data' }).click();
    await page.getByRole('heading', { name: `What we hold about ${longEmail}` }).waitFor();
    await checkPage(page, 'a data request', [['Data requests', 'page']]);

    // Availability and the week view, with a blocked day whose reason has nowhere to break a line (within the booking horizon, and removed after).
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Availability' }).click();
    await page.waitForURL(`${baseUrl()}/admin/availability`);
    await checkPage(page, 'availability', [['Availability', 'page']]);
    // The weekly pattern takes its card's whole width, not a third of it.
    const [patternWidth, mainWidth] = await page.evaluate(() => [
      document.querySelector('[data-weekly-pattern] table')?.getBoundingClientRect().width ?? 0,
      document.querySelector('main')?.getBoundingClientRect().width ?? 0,
    ]);
    expect(patternWidth, `pattern ${patternWidth} px of ${mainWidth} px`).toBeGreaterThan(mainWidth * 0.85);
    const awayDay = shiftDays(londonToday(), width === 1280 ? 40 : 41);
    await page.getByLabel('From', { exact: true }).fill(awayDay);
    await page.getByLabel('Reason', { exact: true }).fill(longReason);
    await page.getByRole('button', { name: 'Block these dates' }).click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=dates-blocked`);
    await checkPage(page, 'availability with a block', [['Availability', 'page']]);
    await menu.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(`${baseUrl()}/admin/calendar`);
    await checkPage(page, 'the week view', [['Calendar', 'page']]);
    await page.goto(`${baseUrl()}/admin/calendar?from=${awayDay}`);
    // The week as a grid, days across and times down: the blocked day's reason under its name, its cells blocked.
    expect(await page.locator(`th[data-day="${awayDay}"]`).innerText()).toContain(longReason);
    expect(await page.locator(`[data-slot="${awayDay} 9:00"]`).innerText()).toBe('Blocked');
    const columns = await page
      .locator('[data-week-grid] thead th')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    expect(columns).toHaveLength(8);
    expect(new Set(columns).size, 'the days side by side').toBe(1);
    expect(await page.locator('[data-week-list]').isVisible()).toBe(false);
    await checkPage(page, 'the week view of the blocked day', [['Calendar', 'page']]);
    await page.goto(`${baseUrl()}/admin/availability`);
    await page
      .locator('[data-block]')
      .filter({ hasText: longReason })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=dates-unblocked`);

    const missing = await page.goto(`${baseUrl()}/admin/items/booking/no-such-item`);
    expect(missing?.status()).toBe(404);
    await checkPage(page, 'a page saying an item is missing', []);
    expect(page.errors).toEqual([]);
  }, 120_000);
});

describe('the back office on a 390 px phone', () => {
  it('wraps the header cleanly: the logo, the whole name and every section, each a target of 24 px or more', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/admin/inbox', '/admin/availability', '/admin/calendar']) {
      await page.goto(`${baseUrl()}${path}`);
      // The inbox's table scrolls sideways in its own box on a phone: its header is checked here, not its rows.
      const wide = path === '/admin/inbox' ? [] : await overflowsTheWindow(page);
      expect(wide, `${path}: nothing wider than the window`).toEqual([]);
      if (path !== '/admin/inbox') expect(await smallTargets(page), `${path}: tap targets`).toEqual([]);
      const header = await page.locator('body > header :is(a, button)').evaluateAll((parts) =>
        parts.flatMap((part) => {
          const box = part.getBoundingClientRect();
          const name = (part.textContent ?? '').trim();
          // The closed account menu's buttons are not on screen.
          if (part.closest('[popover]:not(:popover-open)')) return [];
          if (box.right > 390) return [`"${name}" ends at ${Math.round(box.right)} px`];
          return box.width < 24 || box.height < 24
            ? [`"${name}" ${Math.round(box.width)}×${Math.round(box.height)}`]
            : [];
        }),
      );
      expect(header, `${path}: the header within the screen, every target 24 px or more`).toEqual([]);
    }
    const header = page.locator('body > header');
    const account = header.getByRole('button', { name: /^Your account/ });
    expect(await account.innerText()).toContain('Octavia-Maximiliana Fairweather-Montgomery');
    const links = await header.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts();
    expect(links).toContain('Calendar');
    // The account menu opens within the screen, its buttons big enough to press.
    await account.click();
    const menu = page.locator('#account-menu');
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `menu at ${JSON.stringify(box)}`).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
  }, 60_000);
});
