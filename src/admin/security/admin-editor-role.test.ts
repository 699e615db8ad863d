/**
 * An editor (owner:add --role editor) edits content and nothing else: the inbox, bookings, learners, data requests,
 * notifications and the back office API are refused before anything is read, and the menu offers only Content.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedInBrowser, unique } from '../../../test/support/admin';
import { createPost, postFields } from '../../../test/support/admin-content';
import { pageText } from '../../../test/support/page-html';

const editor = () => signedInBrowser(`${unique('editor')}@example.co.uk`, undefined, 'editor');

describe('an editor', () => {
  it('lands on content when signing in, and the menu offers only Content', async () => {
    const browser = await editor();
    const home = await browser.get('/admin');
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe('/admin/content');
    const content = await (await browser.get('/admin/content')).text();
    const menu = /<nav aria-label="Back office">([\s\S]*?)<\/nav>/.exec(content)?.[1] ?? '';
    expect(pageText(menu)).toBe('Content');
  });

  it('is refused every page that holds visitors, bookings, learners or the business, whatever the address', async () => {
    const browser = await editor();
    for (const path of [
      '/admin/inbox',
      '/admin/inbox/export.csv',
      '/admin/items/contact/1',
      '/admin/learners',
      '/admin/payments',
      '/admin/payments/payments.csv',
      '/admin/data-requests',
      '/admin/notifications',
      '/admin/availability',
      '/admin/calendar',
    ]) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(403);
      const text = pageText(await response.text());
      expect(text, path).toContain('Only an owner can open this');
    }
    const api = await browser.get('/api/admin/inbox');
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it("is refused an owner's change as well as a page", async () => {
    const browser = await editor();
    const response = await browser.post('/admin/availability/notice', {
      csrf: browser.csrf,
      minimumNoticeHours: '1',
      horizonDays: '10',
    });
    expect(response.status).toBe(403);
  });

  it('writes and publishes a post, audited under their own name', async () => {
    const browser = await editor();
    const slug = unique('editors-post').toLowerCase();
    const id = await createPost(browser, postFields(slug, 'Written by the editor'), 'publish');
    const page = await (await browser.get(`/admin/content/posts/${id}`)).text();
    expect(pageText(page)).toContain('Published');
    const audit = await env.DB.prepare('SELECT actor_user_id, action, to_status FROM audit_events WHERE item_id = ?')
      .bind(id)
      .all();
    expect(audit.results).toEqual([
      { actor_user_id: browser.userId, action: 'content.create', to_status: 'published' },
    ]);
  });
});
