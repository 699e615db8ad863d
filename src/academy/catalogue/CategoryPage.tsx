import { database } from '../../db/client';
import {
  findActiveCategory,
  listActiveModulesInCategory,
  type TrainingCategoryRecord,
} from '../content/training-repository';
import CategoryModules, { type CategoryModuleCard, type SavedModuleProgress } from './TrainingCategoryModules.island';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { accessLevel, type LockReason, moduleLock } from '../access';
import { signedInLearner } from '../current-learner';
import { readAllProgress } from '../progress-store';
import { CategoryIcon } from './CategoryIcon';
import { difficultyLabel, durationLabel } from './labels';
import { Island } from '../../islands/Island';
import { renderPage } from '../../render/render-page';
import { renderTrainingNotFound } from './TrainingNotFound';
import { academyTrail } from '../ui/academy-trail';
import { CataloguePage } from './CataloguePage';

export function CategoryPage({
  category,
  modules,
  saved,
}: {
  category: TrainingCategoryRecord;
  modules: CategoryModuleCard[];
  saved: SavedModuleProgress | null;
}) {
  const path = `/training/category/${category.slug}`;
  const trail = academyTrail({ name: category.name, path });
  return (
    <CataloguePage
      name={category.name}
      description={category.description}
      path={path}
      trail={trail}
      header={
        <header className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-start sm:px-6">
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
            <CategoryIcon icon={category.icon} className="h-9 w-9" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              {category.requiredTier === 'employer'
                ? 'Employer training: for owners & managers'
                : 'Employee training: for your team'}
            </p>
            <h1 className="mt-1 font-display text-4xl font-bold tracking-tight text-ink">{category.name}</h1>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{category.description}</p>
          </div>
        </header>
      }
    >
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {modules.length === 0 ? (
          <div className="card text-center">
            <h2 className="text-2xl font-semibold text-ink">No Modules Available</h2>
            <p className="mt-2 text-muted">Training modules for this category are coming soon.</p>
            <a className="btn-outline mt-6" href="/training">
              Browse other categories
            </a>
          </div>
        ) : (
          <Island
            name="training-category-modules"
            component={CategoryModules}
            props={{ modules, saved }}
            hydrate="idle"
          />
        )}
        <p className="mt-10">
          <a className="inline-block py-1 font-semibold text-brand-800 underline underline-offset-4" href="/training">
            ← All training categories
          </a>
        </p>
      </section>
    </CataloguePage>
  );
}

const lockWords = {
  'employee-subscription': 'Employee subscription',
  'employer-subscription': 'Employer subscription',
} as const;
const lockLabel = (lock: LockReason) => (lock ? lockWords[lock] : null);

export async function renderCategoryPage(c: Context<AppEnv>, slug: string): Promise<Response> {
  const path = `/training/category/${slug}`;
  const notFound = (status: 404 | 503) => renderTrainingNotFound('category', path, status);
  try {
    const db = database(c.env.DB);
    const signedIn = signedInLearner(c);
    const category = await findActiveCategory(db, slug);
    if (!category) return notFound(404);
    const [modules, progress] = await Promise.all([
      listActiveModulesInCategory(db, category.id),
      signedIn ? readAllProgress(db, signedIn.learner.id) : Promise.resolve(null),
    ]);
    const level = accessLevel(signedIn?.learner, new Date());
    const saved: SavedModuleProgress | null = progress
      ? Object.fromEntries(
          modules.map((module) => {
            const row = progress.get(module.id);
            return [module.slug, { percent: row?.progressPercentage ?? 0, completed: row?.status === 'completed' }];
          }),
        )
      : null;
    const cards: CategoryModuleCard[] = modules.map((module, position) => ({
      slug: module.slug,
      title: module.title,
      description: module.description,
      difficulty: difficultyLabel(module.difficulty),
      duration: durationLabel(module.estimatedDuration),
      sectionCount: module.sections.length,
      locked: lockLabel(moduleLock(level, category.requiredTier, position)),
    }));
    const response = await renderPage(<CategoryPage category={category} modules={cards} saved={saved} />);
    if (signedIn) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  } catch (error) {
    // Spec 02 §5: a page that cannot load its data shows the not-found message; the failure is logged without details.
    console.error(`training_category_load_failed ${error instanceof Error ? error.name : 'unknown'}`);
    return notFound(503);
  }
}
