import { type Context, Hono } from 'hono';
import { database } from '../../db/client';
import { fieldErrors } from '../../lib/field-errors';
import { postedText } from '../../lib/posted-text';
import type { AdminEnv } from '../../auth/admin-env';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { revokeLearnerCertificate, saveSubscription } from './changes';
import { type SubscriptionFields, subscriptionFieldNames, subscriptionSchema } from './forms';
import { learnerNotices, LearnerPage, type LearnerNotice, type PostedSubscription } from './LearnerPage';
import { LearnersPage } from './LearnersPage';
import { findLearner, learnerDetails, learnersPage, parseLearnerFilters } from './learners-query';
import { noticeIn } from '../ui/StatusNotice';

/**
 * /admin/learners: the Training Academy's accounts. Every change is its own
 * CSRF-checked post (checked before these run), audited, then back to the
 * learner's page with a notice (post/redirect/get); a form the owner must
 * correct is shown again with its messages and entries.
 */
export const learnerRoutes = new Hono<AdminEnv>();

/** A learner id from the path: a positive whole number, else null. */
function learnerIdOf(c: Context<AdminEnv>, name = 'id'): number | null {
  const text = c.req.param(name) ?? '';
  const id = Number(text);
  return /^\d{1,15}$/.test(text) && id > 0 ? id : null;
}

function noSuchLearner(c: Context<AdminEnv>): Promise<Response> {
  return renderOwnerMessage(c, 404, {
    title: 'No such learner',
    message: 'There is no learner with this number: their account may have been erased.',
    link: { href: '/admin/learners', text: 'All learners' },
  });
}

async function learnerPage(
  c: Context<AdminEnv>,
  id: number,
  extra: { notice?: LearnerNotice; form?: PostedSubscription },
  status: 200 | 400 = 200,
) {
  const now = new Date();
  const details = await learnerDetails(database(c.env.DB), id);
  if (!details) return noSuchLearner(c);
  return renderAdminPage(<LearnerPage session={c.var.adminSession} details={details} now={now} {...extra} />, status);
}

function backWith(c: Context<AdminEnv>, id: number, notice: LearnerNotice): Response {
  return c.redirect(`/admin/learners/${id}?notice=${notice}`, 303);
}

learnerRoutes.get('/', async (c) => {
  const filters = parseLearnerFilters(c.req.query());
  const data = await learnersPage(database(c.env.DB), filters);
  return renderAdminPage(<LearnersPage session={c.var.adminSession} filters={filters} data={data} now={new Date()} />);
});

learnerRoutes.get('/:id', (c) => {
  const id = learnerIdOf(c);
  if (id === null) return noSuchLearner(c);
  const notice = c.req.query('notice');
  return learnerPage(c, id, { notice: noticeIn(learnerNotices, notice) });
});

learnerRoutes.post('/:id/subscription', async (c) => {
  const id = learnerIdOf(c);
  const db = database(c.env.DB);
  const current = id === null ? null : await findLearner(db, id);
  if (id === null || !current) return noSuchLearner(c);
  const entries = await Promise.all(
    subscriptionFieldNames.map(async (name) => [name, await postedText(c, name)] as const),
  );
  const values = Object.fromEntries(entries) as SubscriptionFields;
  const parsed = subscriptionSchema.safeParse(values);
  if (!parsed.success) return learnerPage(c, id, { form: { values, errors: fieldErrors(parsed.error) } }, 400);
  const outcome = await saveSubscription(db, current, parsed.data, c.var.adminSession.userId);
  if (outcome === 'gone') return noSuchLearner(c);
  return backWith(c, id, outcome);
});

learnerRoutes.post('/:id/certificates/:certificateId/revoke', async (c) => {
  const id = learnerIdOf(c);
  const certificateId = learnerIdOf(c, 'certificateId');
  const db = database(c.env.DB);
  if (id === null || !(await findLearner(db, id))) return noSuchLearner(c);
  if (certificateId === null) return backWith(c, id, 'not-revocable');
  // Pressing Revoke twice (or in two tabs) revokes once, recorded once.
  const outcome = await revokeLearnerCertificate(db, id, certificateId, c.var.adminSession.userId);
  return backWith(c, id, outcome);
});
