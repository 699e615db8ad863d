/**
 * Helpers for the Training Academy's tests in workerd: learners and their
 * sessions written straight into D1 (with tokens the test knows), so a test
 * can act as a signed-in learner through the whole Worker.
 */
import { env } from 'cloudflare:workers';
import { randomToken, send, sha256Hex, unique } from './admin';

export interface TestLearner {
  id: number;
  email: string;
  /** The Cookie header of a live session. */
  cookie: string;
  /** The session's form token, for the csrf field. */
  csrf: string;
}

export interface LearnerFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  companyName?: string | null;
  status?: 'demo' | 'active' | 'cancelled';
  tier?: 'employee' | 'employer';
  /** ms since the epoch; null: no expiry. */
  expiry?: number | null;
  employerId?: number | null;
  /** An employer's seats for members and pending invitations. */
  teamSeats?: number;
  /** Stripe's id of them as a customer: they have paid online. */
  stripeCustomerId?: string | null;
}

/** A learner row, as registration or the owner would leave it. */
export async function createLearner(fields: LearnerFields = {}): Promise<{ id: number; email: string }> {
  const email = fields.email ?? `${unique('learner')}@example.co.uk`.toLowerCase();
  const row = await env.DB.prepare(
    `INSERT INTO training_users (email, first_name, last_name, company_name, subscription_status, subscription_tier, subscription_expiry, employer_id, team_seats, stripe_customer_id, access_source, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      email,
      fields.firstName ?? 'Lily',
      fields.lastName ?? 'Learner',
      fields.companyName ?? null,
      fields.status ?? 'demo',
      fields.tier ?? 'employee',
      fields.expiry ?? null,
      fields.employerId ?? null,
      fields.teamSeats ?? 0,
      fields.stripeCustomerId ?? null,
      fields.stripeCustomerId ? 'paid' : null,
      Date.now(),
    )
    .first<{ id: number }>();
  if (!row) throw new Error('learner not created');
  return { id: row.id, email };
}

/** A live session for the learner, as pressing Sign in on a link leaves it. */
export async function signInLearner(learnerId: number): Promise<{ cookie: string; csrf: string }> {
  const token = randomToken();
  const csrf = randomToken();
  const now = Date.now();
  await env.DB.prepare('INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)')
    .bind(
      await sha256Hex(token),
      JSON.stringify({ audience: 'learner', learnerId, csrfToken: csrf, createdAt: now }),
      now + 24 * 60 * 60 * 1000,
    )
    .run();
  return { cookie: `__Host-learner_session=${token}`, csrf };
}

/** A learner with a live session. */
export async function signedInLearner(fields: LearnerFields = {}): Promise<TestLearner> {
  const learner = await createLearner(fields);
  return { ...learner, ...(await signInLearner(learner.id)) };
}

/** A plain form post as the learner (their cookie, and the csrf field unless `fields` sets one). */
export function postAsLearner(
  learner: Pick<TestLearner, 'cookie' | 'csrf'>,
  path: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return send(path, { cookie: learner.cookie, form: { csrf: learner.csrf, ...fields }, headers });
}

/** A GET as the learner. */
export function getAsLearner(learner: Pick<TestLearner, 'cookie'>, path: string) {
  return send(path, { cookie: learner.cookie });
}

/** A year from now, for an active subscription. */
export const inAYear = () => Date.now() + 365 * 24 * 60 * 60 * 1000;
