/**
 * The home page's blog and contact form of issue 3 in a real Chromium against
 * `wrangler dev`, and the article pages. The page's structure and its other
 * sections: home-sections.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/content/blog-posts';
import { seededPosts } from '../support/routes';
import { siteConfig } from '../../src/content/site-config';
import { activeText, contactTop, hydrated } from '../support/home-page';
import { baseUrl, danglingAriaReferences, queryD1, useBrowser } from './browser';
import { phoneHref, seededDetails } from '../../src/content/business-details';

const { newPage } = useBrowser();

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
}

describe('blog', () => {
  const featured = blogPosts.find((post) => post.featured);
  const visibleArticles = (page: Page) =>
    page
      .locator('#blog article[data-post]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));

  it('shows the featured card and five more, then three more with Load More until none are left', async () => {
    const page = await newPage('/#blog');
    await hydrated(page, 'blog-browser');
    expect(
      await page.locator('#blog').getByRole('heading', { name: 'Industry Insights & Expertise' }).isVisible(),
    ).toBe(true);
    await expect.poll(() => visibleArticles(page)).toHaveLength(6);
    const featuredCard = page.locator(`#blog article[data-post="${featured?.id}"]`);
    expect(await featuredCard.textContent()).toContain('Featured');
    expect(await page.locator('#blog .badge', { hasText: 'Featured' }).count()).toBe(1);
    const card = page.locator('#blog article[data-post]').nth(1);
    expect(await card.locator('h3').getAttribute('class')).toContain('line-clamp-2');
    expect(await card.locator('p.line-clamp-3').count()).toBe(1);
    expect(await card.locator('img').getAttribute('loading')).toBe('lazy');
    expect(await card.locator('img').getAttribute('width')).toBe('800');

    // The featured card first, then every other article newest first.
    const listed = [featured?.id, ...seededPosts.map(([id]) => id).filter((id) => id !== featured?.id)];
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => visibleArticles(page)).toHaveLength(9);
    expect(await visibleArticles(page)).toEqual(listed.slice(0, 9));
    // Keyboard focus moves to the first article Load More revealed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/blog/${listed[6]}`);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => visibleArticles(page)).toEqual(listed);
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
    expect(await page.locator('#blog [role="status"]').textContent()).toBe(
      `Showing ${design.length} articles in Facility Design.`,
    );

    await group.getByRole('button', { name: 'Industry Insights' }).click();
    await expect
      .poll(() => visibleArticles(page))
      .toEqual(blogPosts.filter((post) => post.category === 'Industry Insights').map((post) => post.id));

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
    expect(
      await dialog.getByRole('heading', { level: 3, name: 'From free-for-all play to structured days' }).isVisible(),
    ).toBe(true);
    expect(await dialog.locator('.prose li').count()).toBeGreaterThan(3);
    expect(await dialog.locator('.prose').textContent()).not.toContain('**');
    expect(await dialog.getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe(
      `/blog/${featured.id}`,
    );
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

describe('contact', () => {
  it('shows the contact details from the site configuration', async () => {
    const page = await newPage('/#contact');
    const contact = page.locator('#contact');
    expect(await contact.getByRole('link', { name: seededDetails.phoneDisplay }).getAttribute('href')).toBe(
      phoneHref(seededDetails),
    );
    expect(await contact.getByRole('link', { name: seededDetails.email }).getAttribute('href')).toBe(
      `mailto:${seededDetails.email}`,
    );
    expect(await contact.textContent()).toContain('UK Wide');
    expect(await contact.textContent()).toContain('Within 24 hours');
    expect(await contact.getByRole('textbox', { name: 'Message', exact: true }).getAttribute('rows')).toBe('4');
    expect(await contact.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('type')).toBe('email');
    for (const label of ['First Name', 'Last Name', 'Email', 'Message']) {
      expect(
        await contact.getByRole('textbox', { name: label, exact: true }).getAttribute('required'),
        label,
      ).not.toBeNull();
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
    await contact
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We are looking at a unit in Inverness for a 25-dog daycare.');
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
    for (const [label, value] of Object.entries(values))
      await contact.getByRole('textbox', { name: label, exact: true }).fill(value);
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
    await contact
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Home boarding in Belfast: do I need a licence?');
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
    for (const [id] of seededPosts) {
      const response = await fetch(`${baseUrl()}/blog/${id}`);
      expect(response.status, id).toBe(200);
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
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
      ),
    );
    const posting = data.find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.title, description: post.excerpt, datePublished: post.date });
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string }[] }
      | undefined;
    expect(trail?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', post.title]);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Blog');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
    expect(await page.locator('.prose').textContent()).not.toContain('**');
    expect(await page.getByRole('link', { name: 'Back to all articles' }).getAttribute('href')).toBe('/blog');
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
