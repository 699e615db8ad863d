import type { Context } from 'hono';
import { database } from '../db/client';
import { postedText } from '../lib/posted-text';
import { listActiveCategories, listActiveModules } from './content/training-repository';
import { renderPage } from '../render/render-page';
import { academyPricesOf } from '../content/kinds/academy-prices';
import { siteContent } from '../content/site-content';
import { paymentsEnabled } from '../payments/stripe-client';
import { currentSubscription } from './subscriptions/subscription-store';
import { accessLevel, moduleLock } from './access';
import { listCertificatesOf } from './certificates/certificate-store';
import { certificateState } from '../db/certificate-state';
import type { LearnerEnv } from '../auth/learner-env';
import { type NameField, readLearnerName, saveLearnerName } from './learner-name';
import { readAllProgress } from './progress-store';
import { type CourseProgress, LearnerHomePage, type MyModule } from './ui/LearnerHomePage';

/** The name form as this request left it: what was typed with a message beside each wrong field, or just saved. */
type NameFormState = {
  values?: Partial<Record<NameField, string>>;
  errors?: Partial<Record<NameField, string>>;
  saved?: boolean;
};

/** GET /training/me. */
export async function renderLearnerHome(
  c: Context<LearnerEnv>,
  nameForm: NameFormState = {},
  status: 200 | 400 = 200,
): Promise<Response> {
  const db = database(c.env.DB);
  const { learner, learnerSession } = c.var;
  const now = new Date();
  const [modules, categories, progress, certificates, subscription, content] = await Promise.all([
    listActiveModules(db),
    listActiveCategories(db),
    readAllProgress(db, learner.id),
    listCertificatesOf(db, learner.id),
    currentSubscription(db, learner.id),
    siteContent(c.env.DB),
  ]);
  const level = accessLevel(learner, now);
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  // A course is a category: those with a module the learner may open, each with how many of its modules they completed.
  const courses: CourseProgress[] = categories.flatMap((category) => {
    const inCourse = modules.filter((module) => module.categoryId === category.id);
    const open = inCourse.filter((_, position) => moduleLock(level, category.requiredTier, position) === null);
    if (open.length === 0) return [];
    return [
      {
        slug: category.slug,
        name: category.name,
        completed: inCourse.filter((module) => progress.get(module.id)?.status === 'completed').length,
        total: inCourse.length,
        open: open.length,
      },
    ];
  });
  const touched: (MyModule & { status: string })[] = modules.flatMap((module) => {
    const saved = progress.get(module.id);
    if (!saved || saved.status === 'not_started') return [];
    return [
      {
        slug: module.slug,
        title: module.title,
        categoryName: module.categoryId === null ? '' : (categoryName.get(module.categoryId) ?? ''),
        percent: saved.progressPercentage,
        lastAccessed: saved.lastAccessed,
        completedAt: saved.completedAt,
        status: saved.status,
      },
    ];
  });
  const byRecent = (a: MyModule, b: MyModule) => (b.lastAccessed?.getTime() ?? 0) - (a.lastAccessed?.getTime() ?? 0);
  return renderPage(
    <LearnerHomePage
      name={learner.firstName}
      lastName={learner.lastName}
      nameForm={{ ...nameForm, saved: nameForm.saved ?? c.req.query('name') === 'saved' }}
      email={learner.email}
      companyName={learner.companyName}
      level={level}
      courses={courses}
      subscriptionCard={{
        subscription,
        accessSource: learner.accessSource ?? null,
        // A team member's access is their employer's: nothing of their own to show but the plans.
        subscribed: learner.subscriptionStatus === 'active' && level !== 'demo' && !learner.employerId,
        expiry: learner.subscriptionExpiry,
        prices: academyPricesOf(content),
        paymentsOnline: paymentsEnabled(c.env),
        now,
      }}
      subscriptionExpiry={learner.subscriptionExpiry}
      inProgress={touched.filter((module) => module.status === 'in_progress').sort(byRecent)}
      completed={touched.filter((module) => module.status === 'completed').sort(byRecent)}
      certificates={certificates.map((certificate) => ({
        number: certificate.certificateNumber,
        title: certificate.title,
        earnedDate: certificate.earnedDate,
        expiryDate: certificate.expiryDate,
        state: certificateState(certificate, now),
      }))}
      csrfToken={learnerSession.csrfToken}
    />,
    status,
  );
}

/** POST /training/me: the learner corrects their own name (requireLearnerCsrf has checked the form token). */
export async function correctLearnerName(c: Context<LearnerEnv>): Promise<Response> {
  const values: Partial<Record<NameField, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) values[field] = (await postedText(c, field)).slice(0, 300);
  const read = readLearnerName(values);
  if ('errors' in read) return renderLearnerHome(c, { values, errors: read.errors }, 400);
  await saveLearnerName(database(c.env.DB), c.var.learner.id, read.name);
  return c.redirect('/training/me?name=saved#your-name', 303);
}
