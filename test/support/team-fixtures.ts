/**
 * Employers, invitations and team members for the academy team tests
 * (test/api/academy-team-*.test.ts), written to the real D1 in workerd.
 */
import { env } from 'cloudflare:workers';
import { send, unique } from './admin';
import { inAYear, signedInLearner, type TestLearner } from './learner';
import { recordingMailer, mailingBindings } from './notify';

export const day = 24 * 60 * 60 * 1000;
export const TEAM = 'Happy Paws Daycare';

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  subscription_status: string;
  subscription_tier: string;
  subscription_expiry: number | null;
  employer_id: number | null;
  consent_given_at: number | null;
  consent_policy_version: string | null;
  consent_wording: string | null;
}

export async function userByEmail(email: string): Promise<UserRow | null> {
  return env.DB.prepare('SELECT * FROM training_users WHERE email = ?').bind(email).first<UserRow>();
}

export async function invitationsTo(email: string): Promise<Record<string, unknown>[]> {
  return (
    await env.DB.prepare('SELECT * FROM training_team_invitations WHERE email = ?')
      .bind(email)
      .all<Record<string, unknown>>()
  ).results;
}

export function address(label: string): string {
  return `${unique(label)}@example.co.uk`.toLowerCase();
}

export async function employer(
  fields: { companyName?: string | null; firstName?: string; expiry?: number | null; teamSeats?: number } = {},
): Promise<TestLearner & { expiry: number | null }> {
  const expiry = fields.expiry === undefined ? inAYear() : fields.expiry;
  const learner = await signedInLearner({
    firstName: fields.firstName ?? 'Erin',
    lastName: 'Employer',
    companyName: fields.companyName === undefined ? TEAM : fields.companyName,
    status: 'active',
    tier: 'employer',
    expiry,
    teamSeats: fields.teamSeats ?? 20,
  });
  return { ...learner, expiry };
}

/** Invites `email` as the employer and returns the token from the email sent. */
export async function invite(
  boss: TestLearner,
  email: string,
): Promise<{ response: Response; token: string; sent: ReturnType<typeof recordingMailer>['sent'] }> {
  const mailer = recordingMailer();
  const response = await send('/training/team/invitations', {
    cookie: boss.cookie,
    form: { csrf: boss.csrf, email },
    bindings: mailingBindings(mailer),
  });
  const match = /\/training\/join\?token=([A-Za-z0-9_%-]+)/.exec(mailer.sent[0]?.text ?? '');
  return { response, token: match?.[1] ? decodeURIComponent(match[1]) : '', sent: mailer.sent };
}

export function join(
  token: string,
  fields: Record<string, string> = {},
  options: { cookie?: string; origin?: string | null } = {},
) {
  return send('/training/join', {
    form: { token, firstName: 'Nia', lastName: 'Newstarter', terms: 'on', ...fields },
    ...options,
  });
}

/** The first active module with a quiz, found by findModuleWithQuiz (run it in each file's beforeAll). */
export let module: { id: number; title: string; quizIndex: number; quizTitle: string };

export async function findModuleWithQuiz(): Promise<void> {
  const rows = (
    await env.DB.prepare('SELECT id, title, content FROM training_modules WHERE is_active = 1 ORDER BY id').all<{
      id: number;
      title: string;
      content: string;
    }>()
  ).results;
  for (const row of rows) {
    const sections = (JSON.parse(row.content) as { sections: { type: string; title: string }[] }).sections;
    const quizIndex = sections.findIndex((section) => section.type === 'quiz');
    if (quizIndex >= 0) {
      module = { id: row.id, title: row.title, quizIndex, quizTitle: sections[quizIndex]?.title ?? '' };
      return;
    }
  }
  throw new Error('no module with a quiz in the seed');
}

export async function giveProgress(learnerId: number, certificateNumber: string) {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO training_progress (user_id, module_id, status, progress_percentage, completed_sections, current_section, last_accessed, completed_at) VALUES (?, ?, 'completed', 100, '[0]', 0, ?, ?)",
  )
    .bind(learnerId, module.id, now, now)
    .run();
  for (const [score, passing, attempt] of [
    [40, 0, 1],
    [90, 1, 2],
  ] as const) {
    await env.DB.prepare(
      "INSERT INTO training_quiz_attempts (user_id, module_id, section_index, score, total_questions, correct_answers, answers, is_passing, attempt_number, created_at) VALUES (?, ?, ?, ?, 10, ?, '[]', ?, ?, ?)",
    )
      .bind(learnerId, module.id, module.quizIndex, score, score / 10, passing, attempt, now - (3 - attempt) * 1000)
      .run();
  }
  await env.DB.prepare(
    'INSERT INTO training_certificates (user_id, module_id, title, earned_date, expiry_date, certificate_number, is_active) VALUES (?, ?, ?, ?, ?, ?, 1)',
  )
    .bind(learnerId, module.id, `${module.title} certificate`, now, Date.UTC(2029, 2, 14, 12), certificateNumber)
    .run();
}
