import { describe, expect, it } from 'vitest';
import { fetchPage } from './page-html';

const get = fetchPage;

describe('pages', () => {
  it('renders the home page with the shell', async () => {
    const { response, html } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('data-island="site-header"');
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const { response, html } = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(html).toContain('404 Page Not Found');
  });
});
