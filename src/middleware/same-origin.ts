import type { Context } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';

/**
 * Hono's csrf(), with its defaults: a form post (url-encoded, multipart,
 * text/plain, or no type at all) passes when Sec-Fetch-Site says same-origin
 * or Origin is ours. It lets every other content type through unchecked.
 */
const formCheck = csrf();

/** csrf()'s verdict without its plain-text 403: each caller answers a refusal in its own way. */
async function passesFormCheck(c: Context): Promise<boolean> {
  let passed = false;
  try {
    await formCheck(c, async () => {
      passed = true;
    });
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) return false;
    throw error;
  }
  return passed;
}

/**
 * The one check csrf() cannot make (docs/decisions/008): a POST of any type,
 * JSON included, whose Sec-Fetch-Site or Origin names another site.
 */
function namesAnotherSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * Every POST the Worker acts on, the public API's and the back office's, is
 * checked here before its body is read: nothing in it may name another site,
 * and a form post must also prove it came from our pages (csrf()).
 */
export async function isSameOriginPost(c: Context): Promise<boolean> {
  return !namesAnotherSite(c.req.raw) && (await passesFormCheck(c));
}
