import { describe, expect, it } from 'vitest';
import { blogPosts } from '../content/blog-posts';
import { trainingCategories } from '../academy/content/modules/index';
import { fixedPagePaths } from '../../test/support/routes';
import { fetchPage } from '../../test/support/page-html';
import { request } from '../../test/support/request';

const get = fetchPage;

describe('pages', () => {
  it('renders the home page with the shell', async () => {
    const { response, html } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('data-island="site-header"');
  });

  it('answers every page of both specs with the page itself', async () => {
    const category = trainingCategories[0];
    const paths = [
      ...fixedPagePaths,
      `/blog/${blogPosts[0]?.id ?? ''}`,
      `/training/category/${category?.slug ?? ''}`,
      `/training/module/${category?.modules[0]?.slug ?? ''}`,
    ];
    for (const path of paths) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(html, path).toContain('<h1');
    }
  }, 60_000);

  it('answers the plain-text downloads and robots.txt as text, and only GET and HEAD on a page', async () => {
    for (const path of ['/privacy.txt', '/terms.txt', '/returns.txt', '/cookies.txt', '/robots.txt']) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')?.toLowerCase(), path).toBe('text/plain; charset=utf-8');
    }
    const posted = await request('/careers', { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect((await request('/sitemap.xml', { method: 'DELETE' })).status).toBe(405);
  });

  it('answers 404 for an article or training page that does not exist', async () => {
    for (const path of [
      '/blog/no-such-article',
      '/training/category/no-such-category',
      '/training/module/no-such-module',
    ]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const { response, html } = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(html).toContain('404 Page Not Found');
  });
});
