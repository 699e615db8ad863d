/**
 * /retreats/early-bird/confirm/<id>.<token> and /retreats/early-bird/unsubscribe/<id>.<token>: the pages the
 * early-bird list's emails link to. Opening one changes nothing; its one button posts back (same-origin only), so a
 * mail scanner that fetches every link can neither confirm a stranger nor unsubscribe a reader. Pressing it again
 * changes nothing more. The pages are never cached or indexed; a link whose token is wrong, or whose sign-up has
 * gone, gets a 404 that says nothing about any address.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { database } from '../../db/client';
import { earlyBirdList } from '../../db/schema/retreats';
import type { AppEnv } from '../../env';
import { NotFound } from '../../layout/NotFoundPage';
import { guardWrites, limitBody } from '../../middleware/guard-writes';
import { rateLimitWritesUnder } from '../../middleware/rate-limit';
import { renderPage } from '../../render/render-page';
import { EARLY_BIRD_PATH, type EarlyBirdAction, earlyBirdSignUpOf } from '../../submissions/early-bird-list/links';
import { EarlyBirdPage } from './EarlyBirdPage';

type EarlyBirdContext = Context<AppEnv>;

function privately(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

async function unknownLink(): Promise<Response> {
  return privately(
    await renderPage(
      <NotFound
        title="Link Not Recognised"
        message="This early-bird list link is not one we know. Check you copied the whole link from your email; you can also join the list again from the retreats page."
        path={EARLY_BIRD_PATH}
        back={{ href: '/retreats', label: 'See upcoming retreats' }}
      />,
      404,
    ),
  );
}

/** The sign-up the link names, if its token is right and it is still on the list's records. */
async function signUpOf(c: EarlyBirdContext, action: EarlyBirdAction) {
  const id = await earlyBirdSignUpOf(c.env.SIGNING_SECRET, action, c.req.param('key') ?? '');
  if (!id) return null;
  const [signUp] = await database(c.env.DB)
    .select({ id: earlyBirdList.id, status: earlyBirdList.status })
    .from(earlyBirdList)
    .where(eq(earlyBirdList.id, id));
  return signUp ?? null;
}

export const earlyBirdRoutes = new Hono<AppEnv>();

// D1 could not be read or written: a page of the site that says so, never cached (nothing was changed).
earlyBirdRoutes.onError(async (error, c) => {
  if (error instanceof HTTPException && error.status < 500) return privately(error.getResponse());
  console.error(
    `early_bird_page_failed request=${c.get('requestId') ?? 'unknown'} ${error instanceof Error ? error.name : 'unknown'}`,
  );
  const page = await renderPage(
    <NotFound
      title="This Page Cannot Be Shown Just Now"
      message="We could not reach the early-bird list just now, and nothing was changed. Please try the link again in a moment."
      path={EARLY_BIRD_PATH}
      back={{ href: c.req.path, label: 'Try again' }}
    />,
    503,
  );
  page.headers.set('Retry-After', '5');
  return privately(page);
});

// Counted per client before anything else: a script cannot try tokens faster than a person presses buttons.
earlyBirdRoutes.post('*', rateLimitWritesUnder(EARLY_BIRD_PATH), guardWrites, limitBody);

for (const action of ['confirm', 'unsubscribe'] as const) {
  earlyBirdRoutes.get(`/${action}/:key`, async (c) => {
    const signUp = await signUpOf(c, action);
    if (!signUp) return unknownLink();
    return privately(await renderPage(<EarlyBirdPage action={action} state={signUp.status} path={c.req.path} />));
  });

  earlyBirdRoutes.post(`/${action}/:key`, async (c) => {
    const signUp = await signUpOf(c, action);
    if (!signUp) return unknownLink();
    const db = database(c.env.DB);
    // Each a conditional UPDATE: a repeat, or a press after the other link, leaves the sign-up as it is.
    if (action === 'confirm')
      await db
        .update(earlyBirdList)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(and(eq(earlyBirdList.id, signUp.id), eq(earlyBirdList.status, 'unconfirmed')));
    else
      await db
        .update(earlyBirdList)
        .set({ status: 'unsubscribed' })
        .where(and(eq(earlyBirdList.id, signUp.id), inArray(earlyBirdList.status, ['unconfirmed', 'confirmed'])));
    // Back to the page, which now says what was done (303, so a reload does not post again).
    return privately(c.redirect(c.req.path, 303));
  });
}
