/** Requests for the page cache tests (test/api/page-cache-*.test.ts). */
import { cacheVerdict } from '../../src/render/page-cache/policy';
import { pageCachingOf } from '../../src/site/cache-policy';
import { request } from './request';

/** The page cache's verdict as the Worker asks for it, with the site's pages and how each may be kept. */
export const requestVerdict = (method: string, url: string, headers: Headers, scope: string) =>
  cacheVerdict(method, url, headers, scope, pageCachingOf);

export async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  return { response, body: await response.text() };
}
