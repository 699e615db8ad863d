/** An Academy page that is one person's (it carries their forms, tokens or account): never stored, never indexed. */
import type { ReactElement } from 'react';
import { renderPage } from '../../render/render-page';

export async function privatePage(page: ReactElement, status = 200): Promise<Response> {
  const response = await renderPage(page, status);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}
