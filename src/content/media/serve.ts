/**
 * GET and HEAD /media/<sha256>/<width>.webp: a picture's variant, from R2, by the Worker. Its name never changes
 * what it holds, so it is cached for a year (immutable); a browser that has it gets a 304 on its ETag. Anything else
 * under /media/ is a short plain-text 404: the asker is an <img>, and no HTML page is rendered for it.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { mediaKey } from './addresses';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The only spelling served: lower-case hex, a width of digits without a leading zero. Read from the raw path, undecoded. */
const VARIANT_PATH = /^\/media\/([0-9a-f]{64})\/([1-9][0-9]{0,4})\.webp$/;

function notFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function variantHeaders(object: R2Object): Headers {
  return new Headers({ 'content-type': 'image/webp', 'cache-control': MEDIA_CACHE_CONTROL, etag: object.httpEtag });
}

/** If-None-Match as R2 reads it for a GET: any listed tag, weak or strong, or *. */
function browserHasIt(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const strong = tag.trim().replace(/^W\//, '');
    return strong === '*' || strong === etag;
  });
}

export const mediaServing = new Hono<AppEnv>();

mediaServing.all('*', async (c) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
    return new Response('Pictures can only be read (GET or HEAD).\n', {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  const match = VARIANT_PATH.exec(new URL(c.req.url).pathname);
  if (!match) return notFound();
  const [, sha256 = '', width = ''] = match;
  const key = mediaKey(sha256, Number(width));
  const ifNoneMatch = c.req.header('if-none-match');
  if (c.req.method === 'HEAD') {
    const object = await c.env.MEDIA.head(key);
    if (!object) return notFound();
    const headers = variantHeaders(object);
    if (browserHasIt(ifNoneMatch, object.httpEtag)) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(object.size));
    return new Response(null, { status: 200, headers });
  }
  // Given the request's If-None-Match (and no other condition), R2 answers without a body when the browser's copy is current.
  const onlyIf = new Headers(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {});
  const object = await c.env.MEDIA.get(key, { onlyIf });
  if (!object) return notFound();
  const headers = variantHeaders(object);
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(object.size));
  return new Response(object.body, { status: 200, headers });
});
