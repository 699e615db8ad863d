import { database } from '../../db/client';
import { findActiveCategoryById, findActiveModule, listActiveModulesInCategory, type TrainingModuleRecord } from '../../db/training-repository';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { difficultyLabel, durationLabel } from '../../features/training/labels';
import ModuleReader, { type ModuleReaderProps } from '../../features/training/ModuleReader.island';
import { Island } from '../../islands/Island';
import { Document } from '../../layout/Document';
import { renderPage } from '../../render/render-page';
import { TrainingNotFound } from './TrainingNotFound';

type ModuleCategory = { slug: string; name: string };

export function ModulePage({
  module,
  category,
  nextModule,
}: {
  module: TrainingModuleRecord;
  category: ModuleCategory | null;
  nextModule: ModuleReaderProps['nextModule'];
}) {
  const path = `/training/module/${module.slug}`;
  const trail: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Training Academy', path: '/training' },
    ...(category ? [{ name: category.name, path: `/training/category/${category.slug}` }] : []),
    { name: module.title, path },
  ];
  return (
    <Document meta={{ title: `${module.title} | Training Academy`, description: module.description, path, breadcrumbs: trail }}>
      <div className="hero-band">
        <Breadcrumbs trail={trail} />
        <header className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          {category ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              <a className="inline-block py-1 underline-offset-4 hover:underline" href={`/training/category/${category.slug}`}>
                {category.name}
              </a>
            </p>
          ) : null}
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{module.title}</h1>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{module.description}</p>
          <p className="mt-4 flex flex-wrap gap-2 text-sm">
            <span className="badge">{difficultyLabel(module.difficulty)}</span>
            <span className="inline-flex items-center rounded-full bg-white px-3 py-1 font-semibold text-ink">{durationLabel(module.estimatedDuration)}</span>
            <span className="inline-flex items-center rounded-full bg-white px-3 py-1 font-semibold text-ink">{module.sections.length} sections</span>
          </p>
        </header>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Island
          name="training-module-reader"
          component={ModuleReader}
          props={{
            moduleSlug: module.slug,
            moduleTitle: module.title,
            sections: module.sections,
            categorySlug: category?.slug ?? '',
            categoryName: category?.name ?? 'the Training Academy',
            nextModule,
          }}
          hydrate="load"
        />
      </div>
    </Document>
  );
}

export async function renderModulePage(d1: D1Database, slug: string): Promise<Response> {
  const path = `/training/module/${slug}`;
  const notFound = (status: 404 | 503) =>
    renderPage(<TrainingNotFound title="Module Not Found" message="The training module you're looking for doesn't exist." path={path} />, status);
  try {
    const db = database(d1);
    const module = await findActiveModule(db, slug);
    if (!module) return notFound(404);
    const category = module.categoryId === null ? undefined : await findActiveCategoryById(db, module.categoryId);
    let nextModule: ModuleReaderProps['nextModule'] = null;
    if (category) {
      const siblings = await listActiveModulesInCategory(db, category.id);
      const position = siblings.findIndex((sibling) => sibling.slug === module.slug);
      const next = position >= 0 ? siblings[position + 1] : undefined;
      nextModule = next ? { slug: next.slug, title: next.title } : null;
    }
    return renderPage(<ModulePage module={module} category={category ? { slug: category.slug, name: category.name } : null} nextModule={nextModule} />);
  } catch (error) {
    // Spec 02 §5: a module that fails to load shows Module Not Found; the failure is logged without details.
    console.error(`training_module_load_failed ${error instanceof Error ? error.name : 'unknown'}`);
    return notFound(503);
  }
}
