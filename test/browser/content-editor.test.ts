/**
 * The owner runs the blog in a real Chromium against `wrangler dev`, with JavaScript off and on (the back office
 * ships no script): writes a post, opens its private preview, schedules it; the 5-minute cron publishes it once its
 * time has come; a visitor then reads it on the home page, at its own address and in the feed. An editor, signed in
 * with owner:add --role editor, works in content and is refused the inbox.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePng } from '../support/png-file';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, executeD1, islandFreeModes, useBrowser } from './browser';

const { newPage } = useBrowser();

/** The outbox sweep's cron (every 5 minutes), which also publishes what is due, run now by wrangler's test route. */
async function runFiveMinuteCron(): Promise<void> {
  const response = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
  expect(response.status).toBe(200);
}

describe.each(islandFreeModes)('the blog from the back office $name', (mode) => {
  it('an owner writes, previews and schedules a post; the cron publishes it; a visitor reads it everywhere', async () => {
    const page = await newPage('/admin/sign-in', mode.context, mode.visit);
    page.setDefaultTimeout(15_000);
    const run = Date.now().toString(36);
    await signIn(page, ownerAddLink(`writer-${run}@example.co.uk`, 'Wren', 'Writer'));

    // A picture first, in the media library: the post's cover.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('link', { name: 'Media library' }).click();
    const pictureAlt = `A labrador asleep on a fleece blanket ${run}`;
    const upload = page.getByRole('region', { name: 'Upload a picture' });
    await upload
      .getByLabel('Picture', { exact: true })
      .setInputFiles(writePng(join(tmpdir(), `cover-${run}.png`), 1200, 800, 0, Date.now()));
    await upload.getByLabel('Alt text', { exact: true }).fill(pictureAlt);
    await upload.getByRole('button', { name: 'Upload picture' }).click();
    await page.waitForURL(/\/admin\/content\/media\?notice=/);
    expect(await page.getByRole('img', { name: pictureAlt }).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('link', { name: 'New post' }).first().click();
    await page.waitForURL(`${baseUrl()}/admin/content/posts/new`);
    if (mode.context.javaScriptEnabled !== false) expect(await axeViolations(page)).toEqual([]);

    const title = `Kennel cough season: a checklist ${run}`;
    const slug = `kennel-cough-checklist-${run}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Address', { exact: true }).fill(slug);
    await page
      .getByLabel('Excerpt')
      .fill('What to ask owners before the first winter stay, and what to do on a cough.');
    await page
      .getByLabel('Body')
      .fill(
        '**Before the stay**\n\nAsk for the vaccination date.\n- Isolate a coughing dog\n- Call the owner the same day',
      );
    await page.getByLabel('Category').selectOption('Operations');
    await page.getByLabel('Date shown on the post').fill('2026-11-26');
    await page.getByLabel('Cover picture', { exact: true }).selectOption({ label: `cover-${run}.png: ${pictureAlt}` });
    await page.getByLabel("Cover picture's alt text").fill('A dog resting on a blanket in a quiet kennel');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/content\/posts\/[0-9a-f-]{36}\?notice=created$/);
    expect(await page.getByRole('status').innerText()).toContain('The post was saved.');
    const editor = page.url().replace(/\?.*$/, '');

    // The private preview: the draft as visitors will see it, at an address nothing links to.
    await page.getByRole('button', { name: 'Open a preview' }).click();
    await page.waitForURL(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect((await fetch(`${baseUrl()}/blog/${slug}`)).status).toBe(404);

    // Scheduled for tomorrow morning; then its time is made to have come, and the cron runs.
    await page.goto(editor);
    await page.getByLabel('Publish at (UK time)').fill('2099-06-01T09:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.waitForURL(`${editor}?notice=scheduled`);
    expect(await page.getByRole('status').innerText()).toContain('scheduled');
    executeD1(
      `UPDATE content_items SET publish_at = cast(unixepoch('subsec') * 1000 as integer) - 1000 WHERE slug = '${slug}' AND status = 'scheduled'`,
    );
    await runFiveMinuteCron();
    await page.goto(editor);
    expect(await page.locator('.badge').first().innerText()).toBe('Published');

    // A visitor: the home page's Latest Insight, the article's own page and the feed.
    await page.goto(`${baseUrl()}/`);
    const latest = page.locator('article[aria-labelledby="latest-insight-heading"]');
    expect(await latest.getByRole('heading').innerText()).toBe(title);
    await page.goto(`${baseUrl()}/blog/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    // The uploaded cover: every variant offered, its real size, its alt text, fetched first.
    const cover = page.getByRole('img', { name: 'A dog resting on a blanket in a quiet kennel' });
    expect(await cover.getAttribute('srcset')).toMatch(
      /^\/media\/[0-9a-f]{64}\/480\.webp 480w, .*720\.webp 720w, .*960\.webp 960w, .*1200\.webp 1200w$/,
    );
    expect([await cover.getAttribute('width'), await cover.getAttribute('height')]).toEqual(['1200', '800']);
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('heading', { name: 'Before the stay' }).count()).toBe(1);
    const feed = await (await fetch(`${baseUrl()}/blog/feed.xml`)).text();
    expect(feed).toContain(`<title>${title}</title>`);

    // Archived: gone from visitors at once (and out of the way of the other blog tests on this server).
    await page.goto(editor);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.waitForURL(`${editor}?notice=archived`);
    expect((await fetch(`${baseUrl()}/blog/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl()}/blog/feed.xml`)).text()).not.toContain(title);
  });

  it('an editor works in content and is refused the inbox', async () => {
    const page = await newPage('/admin/sign-in', mode.context, mode.visit);
    const run = Date.now().toString(36);
    await signIn(page, ownerAddLink(`editor-${run}@example.co.uk`, 'Eddie', 'Editor', 'editor'), '/admin/content');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Content');
    const menu = page.getByRole('navigation', { name: 'Back office' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Content']);
    await page.goto(`${baseUrl()}/admin`);
    expect(page.url()).toBe(`${baseUrl()}/admin/content`);
    const refused = await page.goto(`${baseUrl()}/admin/inbox/export.csv`);
    expect(refused?.status()).toBe(403);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Only an owner can open this');
  });
});
