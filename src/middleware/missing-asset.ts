import type { Handler } from 'hono';
import type { AppEnv } from '../env';

/**
 * /assets/* holds only hashed build output (the last deploys' files) and the
 * kept builds' list, builds.json, all served by Workers Assets before the
 * Worker runs; a request that reaches the Worker asks for a file no kept
 * build has. A short plain-text 404, never the HTML 404 page: the asker is a
 * script or stylesheet tag (or `bun run deploy` looking for builds.json on a
 * site deployed before it existed), and rendering a page for it would waste a
 * render. Not stored anywhere, so a file that appears with the next deploy is found.
 */
export const missingAsset: Handler<AppEnv> = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
