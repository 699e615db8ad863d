/**
 * Learners, certificates and subscription forms for the back office's
 * learners tests, written straight into the test D1 or posted as the owner.
 */
import { env } from 'cloudflare:workers';
import type { Browser } from './admin';
import { emptyTables } from './request';

export const DAY = 86_400_000;

export function emptyLearnerTables(): Promise<void> {
  return emptyTables(
    'audit_events',
    'training_progress',
    'training_quiz_attempts',
    'training_certificates',
    'training_users',
  );
}

export async function learnerRow(id: number) {
  return env.DB.prepare(
    'SELECT subscription_tier, subscription_status, subscription_expiry, company_name FROM training_users WHERE id = ?',
  )
    .bind(id)
    .first<{
      subscription_tier: string;
      subscription_status: string;
      subscription_expiry: number | null;
      company_name: string | null;
    }>();
}

export async function firstModule() {
  const row = await env.DB.prepare('SELECT id, title FROM training_modules ORDER BY id LIMIT 1').first<{
    id: number;
    title: string;
  }>();
  if (!row) throw new Error('no seeded module');
  return row;
}

export async function certificate(
  userId: number,
  number: string,
  fields: { expiry?: number | null; revokedAt?: number } = {},
): Promise<number> {
  const module = await firstModule();
  const row = await env.DB.prepare(
    'INSERT INTO training_certificates (user_id, module_id, title, earned_date, expiry_date, certificate_number, is_active, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      userId,
      module.id,
      `${module.title} certificate`,
      Date.now() - 10 * DAY,
      fields.expiry === undefined ? Date.now() + 300 * DAY : fields.expiry,
      number,
      fields.revokedAt ? 0 : 1,
      fields.revokedAt ?? null,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

type SubscriptionFields = Partial<
  Record<'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiry' | 'teamSeats' | 'companyName', string>
>;

/** The subscription form as the learner's page fills it for a demo learner, with these fields changed. */
/** The learner page's subscription form; subscriptionStatus 'active' presses Grant, 'cancelled' End access. */
export const subscriptionForm = (csrf: string, fields: SubscriptionFields = {}) => {
  const { subscriptionStatus = 'active', ...rest } = fields;
  const intent = { active: 'grant', cancelled: 'end' }[subscriptionStatus] ?? subscriptionStatus;
  return {
    csrf,
    subscriptionTier: 'employee',
    subscriptionExpiry: '',
    teamSeats: '',
    companyName: '',
    ...rest,
    subscriptionStatus: intent,
  };
};

/** The owner saves a learner's subscription form. */
export function saveSubscription(
  owner: Browser,
  learnerId: number,
  fields: SubscriptionFields = {},
  options: Parameters<Browser['post']>[2] = {},
): Promise<Response> {
  return owner.post(`/admin/learners/${learnerId}/subscription`, subscriptionForm(owner.csrf, fields), options);
}
