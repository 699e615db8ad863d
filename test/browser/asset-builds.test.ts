/**
 * Deploys do not break open tabs: every file of every build the client build
 * keeps (src/generated/asset-builds.json) is served like a current asset,
 * and a file no kept build has is a short plain-text 404, not the HTML page.
 * Page responses state how they may be cached and revalidate with 304.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../scripts/build/asset-retention';
import { baseUrl } from './browser';

const keptBuilds = (): BuildRecord[] =>
  JSON.parse(readFileSync('src/generated/asset-builds.json', 'utf8')) as BuildRecord[];

describe('hashed assets across builds', () => {
  it('serves every file of every kept build with immutable caching', async () => {
    const builds = keptBuilds();
    expect(builds.length).toBeGreaterThanOrEqual(1);
    for (const file of new Set(builds.flatMap((build) => build.files))) {
      const response = await fetch(`${baseUrl()}/assets/${file}`, { method: 'HEAD' });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a file no kept build has with a plain-text 404', async () => {
    const response = await fetch(`${baseUrl()}/assets/chunk-gone00000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Not found\n');
  });
});

describe('pages through wrangler dev', () => {
  it('are stored after the first answer, carry an ETag and answer 304 to it', async () => {
    const path = `/careers?asset-builds-test=${Date.now()}`;
    const first = await fetch(`${baseUrl()}${path}`);
    await first.arrayBuffer();
    const second = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(await second.text()).toContain('</html>');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const revalidated = await fetch(`${baseUrl()}${path}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });
});
