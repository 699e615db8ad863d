import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { IslandRenderContext, type IslandRenderState } from '../islands/Island';

/**
 * Renders a page (a <Document>) as HTML with the given status. Each request
 * gets its own island counter and Jotai store.
 *
 * renderToString, not renderToReadableStream (docs/decisions/005-page-cache.md):
 * every page loads its data before it renders and has no Suspense boundary,
 * so a stream sent nothing earlier, and the page cache reads the whole body
 * anyway. The same Fizz renderer writes the same bytes, about 40% faster for
 * the home page (3 ms against 5 ms in workerd), which is what the first,
 * uncached render of a page costs a visitor.
 */
export async function renderPage(page: ReactElement, status = 200, requestId = ''): Promise<Response> {
  const state: IslandRenderState = { nextId: 0, used: new Set(), store: createStore() };
  let html: string;
  try {
    html = renderToString(<IslandRenderContext.Provider value={state}>{page}</IslandRenderContext.Provider>);
  } catch (error) {
    // Never log content or visitors' data: the request id and the error's class are enough to find it.
    console.error(`render_error request=${requestId} ${error instanceof Error ? error.name : 'unknown'}`);
    throw error;
  }
  // renderToReadableStream adds the doctype when the root is <html>; renderToString leaves it to us.
  return new Response(html.startsWith('<html') ? `<!DOCTYPE html>${html}` : html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

/** The last-resort error page (503): static HTML, no stack trace, no React. */
export function serverErrorPage(requestId: string): Response {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | Pawsperity Consulting</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>Something went wrong</h1><p>Sorry, this page could not be shown. Please try again in a moment, or go back to the <a href="/">home page</a>.</p><p style="color:#57534e;font-size:.875rem">Reference: ${requestId.replace(/[^a-z0-9-]/gi, '')}</p></body></html>`;
  // 503 with Retry-After, never 500: whatever failed (a D1 hiccup, a missing secret) is for us to fix, and the visitor may retry.
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' },
  });
}
