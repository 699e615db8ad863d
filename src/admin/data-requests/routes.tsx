import { type Context, Hono } from 'hono';
import { database } from '../../db/client';
import { emailAddress } from '../../lib/fields';
import { normaliseEmail } from '../../auth/users';
import type { AdminEnv } from '../../auth/admin-env';
import { DataRequestPage } from './DataRequestPage';
import { spreadsheetDateTime } from '../../lib/uk-date';
import { renderAdminPage } from '../ui/render';
import { erasePersonalData } from './erase';
import { cancelSubscriptionsOf } from '../../academy/subscriptions/cancel-for-erasure';
import { recentErasures } from './erasures';
import { findPersonalData } from './find';
import { postedText } from '../../lib/posted-text';

/**
 * /admin/data-requests. The address travels only in POST bodies, never in a
 * URL, so it stays out of browser history and request logs.
 */
export const dataRequestRoutes = new Hono<AdminEnv>();

async function submittedEmail(c: Context<AdminEnv>): Promise<{ email: string } | { error: string }> {
  const parsed = emailAddress.safeParse(await postedText(c, 'email'));
  return parsed.success
    ? { email: normaliseEmail(parsed.data) }
    : { error: parsed.error.issues[0]?.message ?? 'Enter a valid email address' };
}

dataRequestRoutes.get('/', async (c) => {
  const erased = Number.parseInt(c.req.query('erased') ?? '', 10);
  const erasures = await recentErasures(database(c.env.DB));
  return renderAdminPage(
    <DataRequestPage
      session={c.var.adminSession}
      erasures={erasures}
      erased={Number.isSafeInteger(erased) && erased >= 0 ? erased : undefined}
    />,
  );
});

dataRequestRoutes.post('/', async (c) => {
  const db = database(c.env.DB);
  const submitted = await submittedEmail(c);
  const erasures = await recentErasures(db);
  if ('error' in submitted)
    return renderAdminPage(
      <DataRequestPage session={c.var.adminSession} erasures={erasures} lookupError={submitted.error} />,
      400,
    );
  const data = await findPersonalData(db, submitted.email);
  return renderAdminPage(
    <DataRequestPage session={c.var.adminSession} erasures={erasures} lookup={{ email: submitted.email, data }} />,
  );
});

dataRequestRoutes.post('/export', async (c) => {
  const submitted = await submittedEmail(c);
  if ('error' in submitted) return c.redirect('/admin/data-requests', 303);
  const now = new Date();
  const tables = await findPersonalData(database(c.env.DB), submitted.email);
  const body = JSON.stringify({ email: submitted.email, exportedAt: now.toISOString(), tables }, null, 2);
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="data-request-${spreadsheetDateTime(now).slice(0, 10)}.json"`,
    },
  });
});

dataRequestRoutes.post('/erase', async (c) => {
  const db = database(c.env.DB);
  const submitted = await submittedEmail(c);
  if ('error' in submitted) return c.redirect('/admin/data-requests', 303);
  const confirmation = normaliseEmail(await postedText(c, 'confirmation'));
  if (confirmation !== submitted.email) {
    const [data, erasures] = await Promise.all([findPersonalData(db, submitted.email), recentErasures(db)]);
    return renderAdminPage(
      <DataRequestPage
        session={c.var.adminSession}
        erasures={erasures}
        lookup={{ email: submitted.email, data }}
        confirmError="Type the same email address to confirm. Nothing was erased."
      />,
      400,
    );
  }
  if (!(await cancelSubscriptionsOf(db, c.env, submitted.email))) {
    const [data, erasures] = await Promise.all([findPersonalData(db, submitted.email), recentErasures(db)]);
    c.header('Retry-After', '60');
    return renderAdminPage(
      <DataRequestPage
        session={c.var.adminSession}
        erasures={erasures}
        lookup={{ email: submitted.email, data }}
        confirmError="They have a Training Academy subscription still running at Stripe, and it could not be cancelled just now, so nothing was erased. Try again in a minute, or cancel it in Stripe's dashboard first."
      />,
      503,
    );
  }
  const erased = await erasePersonalData(db, submitted.email, c.var.adminSession.userId);
  return c.redirect(`/admin/data-requests?erased=${erased}`, 303);
});
