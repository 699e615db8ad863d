/**
 * The home page sections of issue 3 in a real Chromium against `wrangler dev`:
 * the page's structure, hero, services and their dialog, about figures and
 * FAQ, and the same page with JavaScript switched off.
 * The blog, the contact form and the article pages: home-blog-and-contact.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/content/blog-posts';
import { homeFaq } from '../../src/content/faq';
import { activeText, contactTop, hydrated } from '../support/home-page';
import { danglingAriaReferences, useBrowser } from './browser';

const { newPage } = useBrowser();

/** The ten service cards of spec 01 §2, in its order. */
const cardTitles = [
  'Business Consultancy',
  'Facility Design & Planning',
  'Staff Training & Development',
  'Compliance & Licensing',
  'Operations Management',
  'Financial Planning & Analysis',
  'Performance Optimisation',
  'Policy Development',
  'Customer Experience Design',
  'Website Design',
];

describe('home page structure', () => {
  it('has the sections in spec order, each with its anchor', async () => {
    const page = await newPage('/');
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('main > section[id]')].map((section) => section.id),
    );
    expect(ids).toEqual(['hero', 'services', 'about', 'resources', 'blog', 'faq', 'contact']);
    expect(page.errors).toEqual([]);
  });

  it('opens with the headline, subtitle, Book Free Consultation and a named scroll indicator', async () => {
    const page = await newPage('/');
    const hero = page.locator('#hero');
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Pet Care Consultancy & Doggy Daycare Experts',
    );
    expect(await hero.textContent()).toMatch(/help opening a doggy daycare centre.*consultancy.*across the UK/s);
    expect(await hero.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('#contact');
    const indicator = hero.getByRole('link', { name: 'Scroll to our services' });
    expect(await indicator.getAttribute('href')).toBe('#services');
    await indicator.click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('services')?.getBoundingClientRect().top ?? -1)),
      )
      .toBeLessThan(150);
    await page.locator('#hero').scrollIntoViewIfNeeded();
    await hero.getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect.poll(() => contactTop(page)).toBeLessThan(150);
  });

  it('is complete without JavaScript: headline, services, FAQ questions and answers, every article', async () => {
    const page = await newPage('/', { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Pet Care Consultancy & Doggy Daycare Experts',
    );
    const services = await page.locator('#services h3').allTextContents();
    for (const title of cardTitles) expect(services).toContain(title);
    // Each card's description is there, on one line of its own.
    for (const card of await page.locator('#services [data-service]').all())
      expect(((await card.locator('p').first().textContent()) ?? '').length).toBeGreaterThan(60);
    expect(await page.locator('#services').textContent()).toContain(
      'Support with your animal activity licence application or renewal, the written procedures inspectors ask for, and the star rating you are aiming for.',
    );
    expect(await page.locator('#services').textContent()).toContain('Starting from £2,195');
    const faq = page.locator('#faq');
    for (const item of homeFaq) {
      const question = faq.locator('details').filter({ hasText: item.question });
      expect(await question.count()).toBe(1);
      // Every answer opens with no script (<details>).
      await question.locator('summary').click();
      // An answer names the business details as stored (the seeded ones here), not the words the owner writes for them.
      const answer = item.answer.replace('{email}', 'hello@pawsperity.co.uk').replace('{phone}', '0306 999 0123');
      expect(await question.locator('p').textContent()).toBe(answer);
      expect(await question.locator('p').isVisible()).toBe(true);
    }
    // The first six articles, then Load More Articles leads to the same page listing every one.
    expect(await page.locator('#blog [data-post]').count()).toBe(6);
    const loadMore = page.locator('#blog').getByRole('link', { name: 'Load More Articles' });
    expect(await loadMore.getAttribute('href')).toBe('/?articles=all#blog');
    await loadMore.click();
    await page.waitForURL(/articles=all/);
    const blog = page.locator('#blog');
    expect(await blog.getByRole('link', { name: 'Load More Articles' }).count()).toBe(0);
    for (const post of blogPosts) {
      expect(await blog.locator(`[data-post="${post.id}"] h3`).textContent()).toBe(post.title);
      // Read More leads to the article's own page.
      expect(
        await blog
          .locator(`[data-post="${post.id}"]`)
          .getByRole('link', { name: /Read More/ })
          .getAttribute('href'),
      ).toBe(`/blog/${post.id}`);
    }
    // Final figures, not zeros.
    expect(await page.locator('#about [data-count-up]').allTextContents()).toEqual(['6', '4', '5', '20+']);
    expect(await page.locator('#contact form').getAttribute('action')).toBe('/api/contact-submissions#contact');
  });

  it('puts FAQPage structured data for the six questions in the head', async () => {
    const page = await newPage('/');
    const data = await page.evaluate(() =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; mainEntity?: { name: string }[] },
      ),
    );
    const faqPage = data.find((entry) => entry['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(homeFaq.map((item) => item.question));
  });
});

describe('services', () => {
  it('shows the ten cards in order with en-GB starting prices and the guide link', async () => {
    const page = await newPage('/');
    const section = page.locator('#services');
    // Each card's own title (its Learn More dialog, closed, is in the card too and has headings of its own).
    expect(
      await section
        .locator('[data-service]')
        .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent)),
    ).toEqual(cardTitles);
    expect(
      await section
        .locator('[data-service]')
        .evaluateAll((cards) => cards.map((card) => card.textContent?.match(/Starting from £[\d,]+/)?.[0])),
    ).toEqual([
      'Starting from £2,195',
      'Starting from £1,395',
      'Starting from £1,595',
      'Starting from £1,895',
      'Starting from £2,395',
      'Starting from £1,695',
      'Starting from £2,095',
      'Starting from £1,295',
      'Starting from £2,295',
      'Starting from £895',
    ]);
    expect(await section.getByRole('link', { name: 'open a doggy daycare in the UK' }).getAttribute('href')).toBe(
      '/doggy-daycare-guide',
    );
  });

  it('opens the Learn More dialog; Escape and Close return focus to the button; Book Consultation scrolls to contact', async () => {
    const page = await newPage('/');
    expect(await danglingAriaReferences(page)).toEqual([]);
    const learnMore = page.getByRole('button', { name: 'Learn More about Compliance & Licensing' });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Compliance & Licensing' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const heading of ["What's Included", 'Key Benefits'])
      expect(await dialog.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(
      'In England, dog day care, kennel boarding and home boarding are licensed by the local authority under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018',
    );
    expect(text).toContain(
      'A gap analysis of your premises and practice against the licence conditions that apply to your activity and area',
    );
    expect(text).toContain('Submit a complete application the first time and avoid weeks of back-and-forth');
    expect(text).toMatch(/Investment.*Timeline.*Ideal For/s);
    expect(text).toMatch(/Timeline\s*4-6 weeks/);
    expect(await danglingAriaReferences(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => activeText(page)).toBe('Learn More about Compliance & Licensing');

    await learnMore.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => activeText(page)).toBe('Learn More about Compliance & Licensing');

    await learnMore.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Book Consultation' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => contactTop(page)).toBeLessThan(150);
    expect(await contactTop(page)).toBeGreaterThanOrEqual(0);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});

describe('about figures', () => {
  it('count up from low numbers to 6, 4, 5 and 20+ once half visible, with final values for screen readers', async () => {
    const page = await newPage('/');
    // Record every value the animated figures show.
    await page.evaluate(() => {
      const seen: string[][] = [];
      (window as unknown as { seenFigures: string[][] }).seenFigures = seen;
      const record = () =>
        seen.push([...document.querySelectorAll('#about [data-count-up]')].map((span) => span.textContent ?? ''));
      new MutationObserver(record).observe(document.querySelector('#about [data-about-figures]') as Node, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.locator('#about [data-about-figures]').scrollIntoViewIfNeeded();
    await hydrated(page, 'about-figures');
    // The server already wrote the final figures: wait for the animation to have reached them again.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenFigures: string[][] }).seenFigures.at(-1)), {
        timeout: 6000,
      })
      .toEqual(['6', '4', '5', '20+']);
    const seen = await page.evaluate(() => (window as unknown as { seenFigures: string[][] }).seenFigures);
    const hours = seen.map((values) => Number.parseInt(values[3] ?? '', 10));
    expect(hours.some((value) => value < 10)).toBe(true);
    expect(hours.length).toBeGreaterThan(20);
    for (let index = 1; index < hours.length; index++)
      expect(hours[index]).toBeGreaterThanOrEqual(hours[index - 1] ?? 0);
    expect(await page.locator('#about [data-count-up]').first().getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#about dd .sr-only').allTextContents()).toEqual(['6', '4', '5', '20+']);
    expect(await page.locator('#about dt').allTextContents()).toEqual([
      'Pet business areas',
      'UK regions',
      'Core services',
      'Free consultation hours',
    ]);
  });

  it('skips the count-up for visitors who prefer reduced motion', async () => {
    const page = await newPage('/', { reducedMotion: 'reduce' });
    await page.locator('#about [data-about-figures]').scrollIntoViewIfNeeded();
    await hydrated(page, 'about-figures');
    for (let check = 0; check < 5; check++) {
      expect(await page.locator('#about [data-count-up]').allTextContents()).toEqual(['6', '4', '5', '20+']);
      await page.waitForTimeout(100);
    }
  });
});

describe('FAQ', () => {
  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const page = await newPage('/#faq');
    const faq = page.locator('#faq');
    const question = (index: number) => faq.locator('details').filter({ hasText: homeFaq[index]?.question });
    const opened = () =>
      faq.locator('details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
    expect(await opened()).toEqual([false, false, false, false, false, false]);
    expect(await danglingAriaReferences(page)).toEqual([]);

    await question(1).locator('summary').click();
    await expect.poll(opened).toEqual([false, true, false, false, false, false]);
    const answer = question(1).locator('p');
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('2-4 weeks');

    await question(2).locator('summary').click();
    await expect.poll(opened).toEqual([false, false, true, false, false, false]);
    expect(await answer.isVisible()).toBe(false);
    expect(await question(2).locator('p').textContent()).toContain('whole UK');

    await question(2).locator('summary').click();
    await expect.poll(opened).toEqual([false, false, false, false, false, false]);
    // The keyboard opens and closes it too: a summary is a button.
    await question(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(opened).toEqual([true, false, false, false, false, false]);
    await page.keyboard.press('Space');
    await expect.poll(opened).toEqual([false, false, false, false, false, false]);
  });
});
