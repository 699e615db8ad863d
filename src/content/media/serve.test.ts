/**
 * /media/<sha256>/<width>.webp: a variant from R2 with a year's immutable caching and its ETag (304 when the browser
 * has it); a plain-text 404, never stored, for a variant that is not there or an address that is not one.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyMediaLibrary } from '../../../test/support/admin-media';
import { converted, pngPicture } from '../../../test/support/media-pictures';
import { request } from '../../../test/support/request';
import { mediaKey, mediaUrl } from './addresses';

const hash = '0123456789abcdef'.repeat(4);

beforeEach(emptyMediaLibrary);

async function storeVariant(): Promise<Uint8Array> {
  const webp = await converted(await pngPicture(48, 32), 'image/webp');
  await env.MEDIA.put(mediaKey(hash, 480), webp, { httpMetadata: { contentType: 'image/webp' } });
  return webp;
}

describe('serving a variant', () => {
  it('answers the bytes as image/webp, immutable for a year, with an ETag; 304 when If-None-Match has it', async () => {
    const webp = await storeVariant();
    const response = await request(mediaUrl(hash, 480));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-page-cache')).toBeNull();
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(webp);

    for (const [method, ifNoneMatch] of ['GET', 'HEAD'].flatMap((method) =>
      [etag, `W/${etag}`, `"other", ${etag}`, '*'].map((value) => [method, value] as const),
    )) {
      const again = await request(mediaUrl(hash, 480), { method, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, `${method} ${ifNoneMatch}`).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await again.text()).toBe('');
    }
    const changed = await request(mediaUrl(hash, 480), { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(webp.byteLength);
  });

  it('answers HEAD with the headers and no body', async () => {
    const webp = await storeVariant();
    const response = await request(mediaUrl(hash, 480), { method: 'HEAD', headers: { 'if-none-match': '"other"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe((await env.MEDIA.head(mediaKey(hash, 480)))?.httpEtag);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe(String(webp.byteLength));
    expect(await response.text()).toBe('');
  });

  it('answers a plain-text 404, never stored, for a variant not there and for every address that is not one', async () => {
    await storeVariant();
    const paths = [
      mediaUrl(hash, 960),
      mediaUrl('f'.repeat(64), 480),
      `/media/${hash.toUpperCase()}/480.webp`,
      `/media/${hash.slice(1)}/480.webp`,
      `/media/${hash}0/480.webp`,
      `/media/${hash}/0480.webp`,
      `/media/${hash}/480.png`,
      `/media/${hash}/480.webp/more`,
      `/media/${hash}/-480.webp`,
      `/media/${hash}/480`,
      `/media/%61${hash.slice(1)}/480.webp`,
      `/media/..%2F${hash}/480.webp`,
      '/media/',
      '/media/anything',
    ];
    for (const [path, method] of paths.flatMap((path) => [[path, 'GET'] as const, [path, 'HEAD'] as const])) {
      const response = await request(path, { method });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toBe(method === 'GET' ? 'Not found\n' : '');
    }
  });

  it('refuses to be written to', async () => {
    await storeVariant();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await request(mediaUrl(hash, 480), {
        method,
        headers: { origin: 'https://www.pawsperity.co.uk' },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect(await env.MEDIA.head(mediaKey(hash, 480))).not.toBeNull();
  });
});
