/**
 * The post lifecycle in /admin/content/posts against the real D1: draft, private preview, schedule and the cron,
 * publish, revisions and restore, a stale save's conflict, a changed address's 301, and the page cache serving the
 * new version on the next request.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { schedules, runScheduledJob } from '../../jobs/schedules';
import { csrfTokens, unique } from '../../../test/support/admin';
import { createPost, postFields, savePost, storedPost } from '../../../test/support/admin-content';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { emptyPageCacheForEachTest } from '../../../test/support/page-cache-each-test';
import { decodeHtml, pageText } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';

const owner = ownerForEachTest(async () => {});
emptyPageCacheForEachTest();

const slugFor = (label: string) => unique(label).toLowerCase();

describe('a draft', () => {
  it('is saved with its first revision and is not shown to visitors, in the list, the feed or at its address', async () => {
    const slug = slugFor('draft-post');
    const id = await createPost(owner, postFields(slug, 'Inspection day, draft'), 'draft');
    expect(await storedPost(id)).toMatchObject({ slug, status: 'draft', version: 1 });
    expect((await request(`/blog/${slug}`)).status).toBe(404);
    expect(await (await request('/blog/feed.xml')).text()).not.toContain(slug);
    expect(await (await request('/blog')).text()).not.toContain('Inspection day, draft');
    const editor = await (await owner.get(`/admin/content/posts/${id}`)).text();
    expect(pageText(editor)).toContain('Draft Version 1.');
    expect(editor).toContain(`/admin/content/posts/${id}/revisions/1`);
  });

  it('refuses a form with a missing title or a bad address, every word typed kept and nothing stored', async () => {
    const fields = { ...postFields('Not An Address!', ''), body: 'Typed words kept' };
    const response = await owner.post('/admin/content/posts', { csrf: owner.csrf, intent: 'draft', ...fields });
    expect(response.status).toBe(400);
    const html = decodeHtml(await response.text());
    expect(html).toContain('Title is required');
    expect(html).toContain('Address may use only letters, digits and single hyphens');
    expect(html).toContain('Typed words kept');
  });

  it('has a private preview: a random address whose token is stored only as its hash, noindex and never cached', async () => {
    const slug = slugFor('preview-post');
    const id = await createPost(owner, postFields(slug, 'Seen only in preview'), 'draft');
    const made = await owner.post(`/admin/content/posts/${id}/preview`, { csrf: owner.csrf });
    expect(made.status).toBe(303);
    const address = made.headers.get('location') ?? '';
    const token = /^\/blog\/preview\/([A-Za-z0-9_-]{43})$/.exec(address)?.[1] ?? '';
    expect(token).not.toBe('');
    const page = await request(address);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Seen only in preview');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const stored = await env.DB.prepare('SELECT token_hash FROM content_previews WHERE item_id = ?').bind(id).all();
    expect(stored.results.map((row) => row.token_hash)).not.toContain(token);
    expect((await request(`/blog/preview/${token.slice(1)}x`)).status).toBe(404);
    expect((await request(`/blog/${slug}`)).status).toBe(404);
  });
});

describe('scheduling', () => {
  it('refuses a time already past', async () => {
    const fields = { ...postFields(slugFor('late'), 'Too late'), publishAt: '2020-01-01T09:00' };
    const response = await owner.post('/admin/content/posts', { csrf: owner.csrf, intent: 'schedule', ...fields });
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain('Choose a time still to come, or press Publish now');
  });

  it('goes live when the 5-minute cron runs after its time, once, with a revision saved by nobody', async () => {
    const slug = slugFor('scheduled-post');
    const id = await createPost(
      owner,
      { ...postFields(slug, 'Winter rota planning'), publishAt: '2099-01-04T09:30' },
      'schedule',
    );
    expect(await storedPost(id)).toMatchObject({ status: 'scheduled', version: 1 });
    await runScheduledJob(schedules.outboxSweep, env, new Date('2099-01-04T09:29:00Z'));
    expect((await request(`/blog/${slug}`)).status).toBe(404);
    await runScheduledJob(schedules.outboxSweep, env, new Date('2099-01-04T09:31:00Z'));
    await runScheduledJob(schedules.outboxSweep, env, new Date('2099-01-04T09:36:00Z'));
    expect(await storedPost(id)).toMatchObject({ status: 'published', version: 2 });
    const article = await request(`/blog/${slug}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain('Winter rota planning');
    expect(await (await request('/blog/feed.xml')).text()).toContain(`/blog/${slug}</link>`);
    const sitemap = await (await request('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`/blog/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    const editor = await (await owner.get(`/admin/content/posts/${id}`)).text();
    expect(editor).toContain('Loaded or published automatically');
  });
});

describe('saving a published post', () => {
  it('keeps every revision with who saved it, and restores an earlier one as a new version', async () => {
    const slug = slugFor('revised');
    const id = await createPost(owner, postFields(slug, 'First title'), 'publish');
    expect((await savePost(owner, id, 1, postFields(slug, 'Second title'))).status).toBe(303);
    expect(await (await request(`/blog/${slug}`)).text()).toContain('Second title');
    const revision = await (await owner.get(`/admin/content/posts/${id}/revisions/1`)).text();
    expect(revision).toContain('First title');
    expect(revision).toContain('Olivia Owner');
    const restored = await owner.post(`/admin/content/posts/${id}/revisions/1/restore`, {
      csrf: owner.csrf,
      version: '2',
    });
    expect(restored.status).toBe(303);
    expect(await storedPost(id)).toMatchObject({ version: 3, status: 'published' });
    expect(await (await request(`/blog/${slug}`)).text()).toContain('First title');
    const editor = await (await owner.get(`/admin/content/posts/${id}`)).text();
    for (const version of [1, 2, 3]) expect(editor).toContain(`/revisions/${version}"`);
  });

  it('answers a stale save with a conflict page showing both versions, keeping what was typed and storing nothing', async () => {
    const slug = slugFor('contested');
    const id = await createPost(owner, postFields(slug, 'Original'), 'publish');
    expect((await savePost(owner, id, 1, postFields(slug, 'Saved by the first owner'))).status).toBe(303);
    const stale = await savePost(owner, id, 1, { ...postFields(slug, 'Typed by the second owner') });
    expect(stale.status).toBe(409);
    const html = decodeHtml(await stale.text());
    expect(html).toContain('Saved by the first owner');
    expect(pageText(html)).toMatch(/Not saved: Olivia Owner saved this at \d/);
    expect(html).toContain('value="Typed by the second owner"');
    expect(html).toContain('<input type="hidden" name="version" value="2"/>');
    expect(await storedPost(id)).toMatchObject({ version: 2 });
    expect(JSON.parse((await storedPost(id))?.document ?? '{}').title).toBe('Saved by the first owner');
  });

  it('leaves a 301 from its old address when the address changes', async () => {
    const slug = slugFor('old-address');
    const id = await createPost(owner, postFields(slug, 'Moving house'), 'publish');
    const moved = `${slug}-moved`;
    expect((await savePost(owner, id, 1, postFields(moved, 'Moving house'))).status).toBe(303);
    const old = await request(`/blog/${slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blog/${moved}`);
    expect((await request(`/blog/${moved}`)).status).toBe(200);
  });

  it('shows on the next request though the page was cached', async () => {
    const slug = slugFor('cached');
    const id = await createPost(owner, postFields(slug, 'Before the edit'), 'publish');
    await request(`/blog/${slug}`);
    const hit = await request(`/blog/${slug}`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect((await savePost(owner, id, 1, postFields(slug, 'After the edit'))).status).toBe(303);
    const next = await request(`/blog/${slug}`);
    expect(next.headers.get('x-page-cache')).toBe('miss');
    expect(await next.text()).toContain('After the edit');
    expect(await (await request('/blog')).text()).toContain('After the edit');
    expect(await (await request('/')).text()).toContain('After the edit');
    // Unpublished: gone from the article address and the list at once.
    expect((await savePost(owner, id, 2, postFields(slug, 'After the edit'), 'draft')).status).toBe(303);
    expect((await request(`/blog/${slug}`)).status).toBe(404);
  });

  it('refuses an address another post has', async () => {
    const slug = slugFor('taken');
    await createPost(owner, postFields(slug, 'First holder'), 'publish');
    const response = await owner.post('/admin/content/posts', {
      csrf: owner.csrf,
      intent: 'draft',
      ...postFields(slug, 'Second'),
    });
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain('Another post already has this address');
  });
});

describe('the CSRF check', () => {
  it('refuses a save without the session token', async () => {
    const id = await createPost(owner, postFields(slugFor('csrf'), 'Guarded'), 'draft');
    const forged = await owner.post(`/admin/content/posts/${id}`, { ...postFields('forged', 'Forged'), version: '1' });
    expect(forged.status).toBe(403);
    expect(await storedPost(id)).toMatchObject({ version: 1 });
    expect(csrfTokens(await (await owner.get('/admin/content')).text())).toContain(owner.csrf);
  });
});
