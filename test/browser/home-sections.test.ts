/**
 * The home page sections of issue 3 in a real Chromium against `wrangler dev`:
 * hero, services and their dialog, about figures, blog, FAQ, contact form,
 * the article pages, and the same page with JavaScript switched off.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/content/blog-posts';
import { homeFaq } from '../../src/content/faq';
import { serviceCards } from '../../src/content/services';
import { siteConfig } from '../../src/content/site-config';
import { baseUrl, danglingAriaReferences, islandsHydrated, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

const hydrated = islandsHydrated;

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Where #contact's top edge is in the viewport (the page keeps a 6 rem scroll padding for the header). */
const contactTop = (page: Page) => page.evaluate(() => Math.round(document.getElementById('contact')?.getBoundingClientRect().top ?? -9999));

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
}

describe('home page structure', () => {
  it('has the sections in spec order, each with its anchor', async () => {
    const page = await newPage('/');
    const ids = await page.evaluate(() => [...document.querySelectorAll('main > section[id]')].map((section) => section.id));
    expect(ids).toEqual(['hero', 'services', 'about', 'resources', 'blog', 'faq', 'contact']);
    expect(page.errors).toEqual([]);
  });

  it('opens with the headline, subtitle, Book Free Consultation and a named scroll indicator', async () => {
    const page = await newPage('/');
    const hero = page.locator('#hero');
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe('Pet Care Consultancy & Doggy Daycare Experts');
    expect(await hero.textContent()).toMatch(/help opening a doggy daycare centre.*consultancy.*across the UK/s);
    expect(await hero.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('#contact');
    const indicator = hero.getByRole('link', { name: 'Scroll to our services' });
    expect(await indicator.getAttribute('href')).toBe('#services');
    await indicator.click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('services')?.getBoundingClientRect().top ?? -1))).toBeLessThan(150);
    await page.locator('#hero').scrollIntoViewIfNeeded();
    await hero.getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect.poll(() => contactTop(page)).toBeLessThan(150);
  });

  it('is complete without JavaScript: headline, services, FAQ questions and answers, every article', async () => {
    const page = await newPage('/', { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pet Care Consultancy & Doggy Daycare Experts');
    const services = await page.locator('#services h3').allTextContents();
    for (const card of serviceCards) {
      expect(services).toContain(card.title);
      expect(await page.locator('#services').textContent()).toContain(card.description);
    }
    expect(await page.locator('#services').textContent()).toContain('Starting from £2,195');
    const faq = page.locator('#faq');
    for (const item of homeFaq) {
      const question = faq.locator('details').filter({ hasText: item.question });
      expect(await question.count()).toBe(1);
      // Every answer opens with no script (<details>).
      await question.locator('summary').click();
      expect(await question.locator('p').textContent()).toBe(item.answer);
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
    expect(await section.locator('[data-service]').evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent))).toEqual(
      serviceCards.map((card) => card.title),
    );
    expect(await section.locator('[data-service]').evaluateAll((cards) => cards.map((card) => card.textContent?.match(/Starting from £[\d,]+/)?.[0]))).toEqual([
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
    expect(await section.getByRole('link', { name: 'open a doggy daycare in the UK' }).getAttribute('href')).toBe('/doggy-daycare-guide');
  });

  it('opens the Learn More dialog; Escape and Close return focus to the button; Book Consultation scrolls to contact', async () => {
    const page = await newPage('/');
    expect(await danglingAriaReferences(page)).toEqual([]);
    const learnMore = page.getByRole('button', { name: 'Learn More about Compliance & Licensing' });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Compliance & Licensing' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const heading of ["What's Included", 'Key Benefits']) expect(await dialog.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    const compliance = serviceCards.find((card) => card.title === 'Compliance & Licensing');
    expect(text).toContain(compliance?.details.overview);
    expect(text).toContain(compliance?.details.whatIncluded[0]);
    expect(text).toContain(compliance?.details.benefits[0]);
    expect(text).toMatch(/Investment.*Timeline.*Ideal For/s);
    expect(text).toContain(compliance?.details.duration);
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
      const record = () => seen.push([...document.querySelectorAll('#about [data-count-up]')].map((span) => span.textContent ?? ''));
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
      .poll(() => page.evaluate(() => (window as unknown as { seenFigures: string[][] }).seenFigures.at(-1)), { timeout: 6000 })
      .toEqual(['6', '4', '5', '20+']);
    const seen = await page.evaluate(() => (window as unknown as { seenFigures: string[][] }).seenFigures);
    const hours = seen.map((values) => Number.parseInt(values[3] ?? '', 10));
    expect(hours.some((value) => value < 10)).toBe(true);
    expect(hours.length).toBeGreaterThan(20);
    for (let index = 1; index < hours.length; index++) expect(hours[index]).toBeGreaterThanOrEqual(hours[index - 1] ?? 0);
    expect(await page.locator('#about [data-count-up]').first().getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#about dd .sr-only').allTextContents()).toEqual(['6', '4', '5', '20+']);
    expect(await page.locator('#about dt').allTextContents()).toEqual(['Pet business areas', 'UK regions', 'Core services', 'Free consultation hours']);
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

describe('blog', () => {
  const featured = blogPosts.find((post) => post.featured);
  const visibleArticles = (page: Page) => page.locator('#blog article[data-post]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));

  it('shows the featured card and five more, then three more with Load More until none are left', async () => {
    const page = await newPage('/#blog');
    await hydrated(page, 'blog-browser');
    expect(await page.locator('#blog').getByRole('heading', { name: 'Industry Insights & Expertise' }).isVisible()).toBe(true);
    await expect.poll(() => visibleArticles(page)).toHaveLength(6);
    const featuredCard = page.locator(`#blog article[data-post="${featured?.id}"]`);
    expect(await featuredCard.textContent()).toContain('Featured');
    expect(await page.locator('#blog .badge', { hasText: 'Featured' }).count()).toBe(1);
    const card = page.locator('#blog article[data-post]').nth(1);
    expect(await card.locator('h3').getAttribute('class')).toContain('line-clamp-2');
    expect(await card.locator('p.line-clamp-3').count()).toBe(1);
    expect(await card.locator('img').getAttribute('loading')).toBe('lazy');
    expect(await card.locator('img').getAttribute('width')).toBe('800');

    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => visibleArticles(page)).toHaveLength(Math.min(9, blogPosts.length));
    expect(await visibleArticles(page)).toEqual(blogPosts.slice(0, 9).map((post) => post.id));
    // Keyboard focus moves to the first article Load More revealed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/blog/${blogPosts[6]?.id}`);
    expect(await page.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0);
  });

  it('filters by category with pressed buttons', async () => {
    const page = await newPage('/#blog');
    await hydrated(page, 'blog-browser');
    const group = page.getByRole('group', { name: 'Filter articles by category' });
    expect(await group.getByRole('button').allTextContents()).toEqual([
      'All',
      'Industry Insights',
      'Facility Design',
      'Operations',
      'Compliance',
      'Business Growth',
      'Business Planning',
    ]);
    expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await group.getByRole('button', { name: 'Facility Design' }).click();
    expect(await group.getByRole('button', { name: 'Facility Design' }).getAttribute('aria-pressed')).toBe('true');
    expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    const design = blogPosts.filter((post) => post.category === 'Facility Design').map((post) => post.id);
    await expect.poll(() => visibleArticles(page)).toEqual(design);
    expect(await page.locator('#blog .badge', { hasText: 'Featured' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0);
    expect(await page.locator('#blog [role="status"]').textContent()).toBe(`Showing ${design.length} articles in Facility Design.`);

    await group.getByRole('button', { name: 'Industry Insights' }).click();
    await expect.poll(() => visibleArticles(page)).toEqual(blogPosts.filter((post) => post.category === 'Industry Insights').map((post) => post.id));

    await group.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => visibleArticles(page)).toHaveLength(6);
  });

  it('opens the article in a dialog with its meta, en-GB date and full body; Book Consultation scrolls to contact', async () => {
    const page = await newPage('/#blog');
    await hydrated(page, 'blog-browser');
    expect(await danglingAriaReferences(page)).toEqual([]);
    if (!featured) throw new Error('no featured post');
    await page
      .locator(`#blog article[data-post="${featured.id}"]`)
      .getByRole('link', { name: /Read More/ })
      .click();
    const dialog = page.getByRole('dialog', { name: featured.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/#blog`);
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(3);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(featured.category);
    expect(text).toContain('Featured');
    expect(text).toContain(siteConfig.teamName);
    expect(text).toContain('15 December 2024');
    expect(text).toContain('8 min read');
    expect(text).toContain(featured.excerpt);
    expect(await dialog.getByRole('img', { name: featured.imageAlt }).getAttribute('src')).toBe(featured.image);
    expect(await dialog.getByRole('heading', { level: 3, name: 'From free-for-all play to structured days' }).isVisible()).toBe(true);
    expect(await dialog.locator('.prose li').count()).toBeGreaterThan(3);
    expect(await dialog.locator('.prose').textContent()).not.toContain('**');
    expect(await dialog.getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe(`/blog/${featured.id}`);
    expect(await danglingAriaReferences(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => activeText(page)).toContain('Read More');

    // A post that is not featured has no Featured badge in its dialog.
    const other = blogPosts.find((post) => !post.featured && post.category === 'Compliance');
    if (!other) throw new Error('no compliance post');
    await page
      .locator(`#blog article[data-post="${other.id}"]`)
      .getByRole('link', { name: /Read More/ })
      .click();
    const otherDialog = page.getByRole('dialog', { name: other.title });
    await expect.poll(() => otherDialog.isVisible()).toBe(true);
    expect(await otherDialog.locator('.badge', { hasText: 'Featured' }).count()).toBe(0);
    expect(await otherDialog.textContent()).toContain('1 December 2024');
    await otherDialog.getByRole('button', { name: 'Book Consultation' }).click();
    await expect.poll(() => otherDialog.isVisible()).toBe(false);
    await expect.poll(() => contactTop(page)).toBeLessThan(150);
    expect(page.errors).toEqual([]);
  });
});

describe('FAQ', () => {
  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const page = await newPage('/#faq');
    const faq = page.locator('#faq');
    const question = (index: number) => faq.locator('details').filter({ hasText: homeFaq[index]?.question });
    const opened = () => faq.locator('details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
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

describe('contact', () => {
  it('shows the contact details from the site configuration', async () => {
    const page = await newPage('/#contact');
    const contact = page.locator('#contact');
    expect(await contact.getByRole('link', { name: siteConfig.phoneDisplay }).getAttribute('href')).toBe(siteConfig.phoneHref);
    expect(await contact.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    expect(await contact.textContent()).toContain('UK Wide');
    expect(await contact.textContent()).toContain('Within 24 hours');
    expect(await contact.getByRole('textbox', { name: 'Message', exact: true }).getAttribute('rows')).toBe('4');
    expect(await contact.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('type')).toBe('email');
    for (const label of ['First Name', 'Last Name', 'Email', 'Message']) {
      expect(await contact.getByRole('textbox', { name: label, exact: true }).getAttribute('required'), label).not.toBeNull();
      expect(await contact.locator('label', { hasText: label }).first().textContent(), label).toContain('*');
    }
    expect(await contact.getByLabel('Business Type', { exact: true }).getAttribute('required')).toBeNull();
    expect(await contact.getByLabel('Business Type', { exact: true }).locator('option').allTextContents()).toEqual([
      // Short enough for a phone's select box; the field is optional as it has no asterisk.
      'Select your business type',
      'Dog Daycare',
      'Pet Boarding',
      'Multi-Service Facility',
      'New Business Startup',
      'Other',
    ]);
    expect(await contact.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('sends a message: Sending... while pending, then the success toast, a reset form and a stored row', async () => {
    const page = await newPage('/#contact');
    const email = uniqueEmail('success');
    await page.route('**/api/contact-submissions', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const contact = page.locator('#contact');
    await contact.getByRole('textbox', { name: 'First Name', exact: true }).fill('Eilidh');
    await contact.getByRole('textbox', { name: 'Last Name', exact: true }).fill('MacLeod');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await contact.getByLabel('Business Type', { exact: true }).selectOption('daycare');
    await contact.getByRole('textbox', { name: 'Message', exact: true }).fill('We are looking at a unit in Inverness for a 25-dog daycare.');
    await hydrated(page, 'contact-form');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    const sending = contact.getByRole('button', { name: 'Sending...' });
    await expect.poll(() => sending.isVisible()).toBe(true);
    expect(await sending.isDisabled()).toBe(true);

    const toast = page.locator('#toast-root [role="status"]');
    await expect.poll(() => toast.textContent()).toContain('Message Sent Successfully!');
    expect(await toast.textContent()).toContain("We'll get back to you within 24 hours.");
    expect(await toast.getAttribute('data-variant')).toBe('default');
    expect(await contact.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).toBe('');
    expect(await contact.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('');
    expect(await contact.getByLabel('Business Type', { exact: true }).inputValue()).toBe('');
    expect(await contact.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    const rows = queryD1<{ first_name: string; business_type: string; status: string }>(
      `SELECT first_name, business_type, status FROM contact_submissions WHERE email = '${email}'`,
    );
    expect(rows).toEqual([{ first_name: 'Eilidh', business_type: 'daycare', status: 'new' }]);
  });

  it('keeps every value and shows the destructive toast when sending fails', async () => {
    const page = await newPage('/#contact');
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const contact = page.locator('#contact');
    const values = {
      'First Name': 'Gwen',
      'Last Name': 'Price',
      Email: uniqueEmail('failure'),
      Message: 'Could you review our boarding licence conditions in Cardiff?',
    };
    for (const [label, value] of Object.entries(values)) await contact.getByRole('textbox', { name: label, exact: true }).fill(value);
    await contact.getByLabel('Business Type', { exact: true }).selectOption('boarding');
    await hydrated(page, 'contact-form');
    await contact.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.locator('#toast-root [role="status"]');
    await expect.poll(() => toast.textContent()).toContain('Message Failed to Send');
    expect(await toast.textContent()).toContain('Please try again or contact us directly.');
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    for (const [label, value] of Object.entries(values))
      expect(await contact.getByRole('textbox', { name: label, exact: true }).inputValue(), label).toBe(value);
    expect(await contact.getByLabel('Business Type', { exact: true }).inputValue()).toBe('boarding');
    expect(queryD1(`SELECT id FROM contact_submissions WHERE email = '${values.Email}'`)).toEqual([]);
  });

  it('works without JavaScript: the form posts, the row is stored and the page shows a notice', async () => {
    const page = await newPage('/', { javaScriptEnabled: false });
    const email = uniqueEmail('nojs');
    const contact = page.locator('#contact');
    await contact.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ciaran');
    await contact.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Doyle');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await contact.getByRole('textbox', { name: 'Message', exact: true }).fill('Home boarding in Belfast: do I need a licence?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(`${baseUrl()}/?contact=sent#contact`);
    const notice = page.locator('#contact [role="status"]');
    expect(await notice.textContent()).toContain('Message Sent Successfully!');
    const rows = queryD1<{ first_name: string; status: string; business_type: string | null }>(
      `SELECT first_name, status, business_type FROM contact_submissions WHERE email = '${email}'`,
    );
    expect(rows).toEqual([{ first_name: 'Ciaran', status: 'new', business_type: null }]);
  });
});

describe('article pages', () => {
  it('serves every article at /blog/{id} with meta, structured data, breadcrumbs and links back', async () => {
    for (const post of blogPosts) {
      const response = await fetch(`${baseUrl()}/blog/${post.id}`);
      expect(response.status, post.id).toBe(200);
    }
    const post = blogPosts.find((entry) => entry.category === 'Facility Design');
    if (!post) throw new Error('no facility design post');
    const page = await newPage(`/blog/${post.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.excerpt);
    // Absolute addresses start with the site's own origin (SITE_ORIGIN: this test server's), never the request's Host.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/blog/${post.id}`);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    const data = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
    const posting = data.find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.title, description: post.excerpt, datePublished: post.date });
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', post.title]);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Blog');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
    expect(await page.locator('.prose').textContent()).not.toContain('**');
    expect(await page.getByRole('link', { name: 'Back to all articles' }).getAttribute('href')).toBe('/#blog');
    expect(await page.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('/#contact');
    expect(await page.getByText('18 November 2024').first().isVisible()).toBe(true);
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('answers an unknown article with the 404 page', async () => {
    const response = await fetch(`${baseUrl()}/blog/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
  });
});
