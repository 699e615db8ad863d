import type { Context } from 'hono';
import { accessLevel, moduleLock, type AccessLevel, type LockReason } from '../access';
import { signedInLearner } from '../current-learner';
import { learnerReaderState } from './module-reader';
import { withoutAnswers } from '../quiz-marking';
import { academyAccessContact, academyTiers } from '../content/academy';
import { siteConfig } from '../../content/site-config';
import { database } from '../../db/client';
import {
  findActiveCategoryById,
  findActiveModule,
  listActiveModulesInCategory,
  type TrainingModuleRecord,
} from '../content/training-repository';
import type { AppEnv } from '../../env';
import { difficultyLabel, durationLabel, sectionTypeLabel } from '../catalogue/labels';
import ModuleReader, { type ModuleReaderProps } from './TrainingModuleReader.island';
import { Island } from '../../islands/Island';
import { renderPage } from '../../render/render-page';
import { businessDetails } from '../../render/request-settings';
import { renderTrainingNotFound } from '../catalogue/TrainingNotFound';
import { CardSection } from '../../ui/CardSection';
import { academyTrail } from '../ui/academy-trail';
import { CataloguePage } from '../catalogue/CataloguePage';

type ModuleCategory = { slug: string; name: string };

/** A locked module: what it covers, and how to get access from where the reader stands. */
function LockedModule({
  module,
  lock,
  level,
}: {
  module: TrainingModuleRecord;
  lock: Exclude<LockReason, null>;
  level: AccessLevel;
}) {
  const tier = lock === 'employer-subscription' ? academyTiers.employer : academyTiers.employee;
  const access = academyAccessContact(businessDetails().email);
  return (
    <CardSection
      headingId="locked-heading"
      title={<>This module is part of the {tier.name} subscription</>}
      className="card border-2 border-accent-400"
      data-locked-module={lock}
    >
      <p className="mt-2 text-ink">
        {lock === 'employer-subscription'
          ? 'Employer training is for owners and managers: it opens with an Employer subscription, which also gives you a team page to follow your staff’s training.'
          : 'The free demo opens the first module of each employee course; an Employee subscription opens every module, with quizzes and a certificate for each.'}
      </p>
      <h3 className="mt-6 font-semibold text-ink">What this module covers</h3>
      <ol className="mt-2 grid gap-1 text-ink">
        {module.sections.map((section, index) => (
          <li key={index}>
            {index + 1}. {section.title} <span className="text-sm text-muted">({sectionTypeLabel(section.type)})</span>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold text-ink">How to get access</h3>
      <p className="mt-2 text-muted">{access.explanation}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {level === 'visitor' ? (
          <>
            <a className="btn-primary" href="/training/sign-in">
              Sign in
            </a>
            <a className="btn-outline" href="/training/sign-in#register">
              Try the free demo
            </a>
          </>
        ) : null}
        <a className={level === 'visitor' ? 'btn-outline' : 'btn-primary'} href={access.href}>
          Ask about a subscription
        </a>
        <a className="btn-outline" href="/training#academy-prices">
          Compare the subscriptions and their prices
        </a>
      </div>
    </CardSection>
  );
}

export function ModulePage({
  module,
  category,
  reader,
  lock,
  level,
}: {
  module: TrainingModuleRecord;
  category: ModuleCategory | null;
  reader: ModuleReaderProps | null;
  lock: LockReason;
  level: AccessLevel;
}) {
  const path = `/training/module/${module.slug}`;
  const trail = academyTrail(
    ...(category ? [{ name: category.name, path: `/training/category/${category.slug}` }] : []),
    { name: module.title, path },
  );
  return (
    <CataloguePage
      name={module.title}
      description={module.description}
      path={path}
      trail={trail}
      noindex={level !== 'visitor'}
      header={
        <header className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          {category ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              <a
                className="inline-block py-1 underline-offset-4 hover:underline"
                href={`/training/category/${category.slug}`}
              >
                {category.name}
              </a>
            </p>
          ) : null}
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{module.title}</h1>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{module.description}</p>
          <p className="mt-4 flex flex-wrap gap-2 text-sm">
            <span className="badge">{difficultyLabel(module.difficulty)}</span>
            <span className="inline-flex items-center rounded-full bg-white px-3 py-1 font-semibold text-ink">
              {durationLabel(module.estimatedDuration)}
            </span>
            <span className="inline-flex items-center rounded-full bg-white px-3 py-1 font-semibold text-ink">
              {module.sections.length} sections
            </span>
          </p>
        </header>
      }
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {lock || !reader ? (
          <LockedModule module={module} lock={lock ?? 'employee-subscription'} level={level} />
        ) : (
          <Island name="training-module-reader" component={ModuleReader} props={reader} hydrate="load" />
        )}
      </div>
    </CataloguePage>
  );
}

/** What a plain post hands back to the page: a message, and the section it is about. */
interface ModulePageAnswer {
  section?: number;
  notice?: string;
}

function requestedSection(value: string | undefined): number | null {
  return value && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

export async function renderModulePage(
  c: Context<AppEnv>,
  slug: string,
  answer: ModulePageAnswer = {},
  status: 200 | 400 | 401 | 409 | 429 = 200,
): Promise<Response> {
  const path = `/training/module/${slug}`;
  const notFound = (status: 404 | 503) => renderTrainingNotFound('module', path, status);
  try {
    const db = database(c.env.DB);
    const signedIn = signedInLearner(c);
    const now = new Date();
    const module = await findActiveModule(db, slug);
    if (!module) return notFound(404);
    const category = module.categoryId === null ? undefined : await findActiveCategoryById(db, module.categoryId);
    const siblings = category ? await listActiveModulesInCategory(db, category.id) : [module];
    const position = Math.max(
      0,
      siblings.findIndex((sibling) => sibling.slug === module.slug),
    );
    const next = siblings[position + 1];
    const level = accessLevel(signedIn?.learner, now);
    const lock = moduleLock(level, category?.requiredTier ?? 'employer', position);
    let reader: ModuleReaderProps | null = null;
    if (!lock) {
      const asked = requestedSection(c.req.query('section'));
      const base = {
        moduleSlug: module.slug,
        moduleTitle: module.title,
        sections: module.sections.map(withoutAnswers),
        categorySlug: category?.slug ?? '',
        categoryName: category?.name ?? 'the Training Academy',
        nextModule: next ? { slug: next.slug, title: next.title } : null,
        passPercent: siteConfig.academy.quizPassPercent,
        notice: answer.notice ?? null,
      };
      if (signedIn) {
        const state = await learnerReaderState(db, c.env.SIGNING_SECRET, signedIn.learner.id, module, now);
        reader = {
          ...base,
          initialSection: answer.section ?? asked ?? state.reader.currentSection,
          learner: { csrfToken: signedIn.session.csrfToken, progress: state.reader },
          quizzes: state.quizzes,
        };
      } else {
        reader = {
          ...base,
          initialSection: answer.section ?? asked ?? 0,
          learner: null,
          quizzes: {},
        };
      }
    }
    const response = await renderPage(
      <ModulePage
        module={module}
        category={category ? { slug: category.slug, name: category.name } : null}
        reader={reader}
        lock={lock}
        level={level}
      />,
      status,
    );
    if (signedIn) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  } catch (error) {
    // Spec 02 §5: a module that fails to load shows Module Not Found; the failure is logged without details.
    console.error(`training_module_load_failed ${error instanceof Error ? error.name : 'unknown'}`);
    return notFound(503);
  }
}
