/**
 * A category's module list with the learner's progress. For a signed-in
 * learner the server renders their saved progress; for anyone else every
 * module starts at 0% and, once hydrated, the counts come from the progress
 * the module reader stored in this browser.
 */
import { useEffect, useState } from 'react';
import { SectionHeading } from '../../ui/SectionHeading';
import { CardTitleLink } from './CardTitleLink';
import {
  completedModuleCount,
  completedSections,
  progressPercent,
  readStoredProgress,
  type ProgressMap,
} from '../reader/progress';

export type CategoryModuleCard = {
  slug: string;
  title: string;
  description: string;
  difficulty: string;
  duration: string;
  sectionCount: number;
  /** What opens it when the reader may not read it yet (e.g. "Employer subscription"); null when open. */
  locked: string | null;
};

/** A signed-in learner's saved progress, by module slug. */
export type SavedModuleProgress = Record<string, { percent: number; completed: boolean }>;

type CategoryModulesProps = { modules: CategoryModuleCard[]; saved: SavedModuleProgress | null };

export default function CategoryModules({ modules, saved }: CategoryModulesProps) {
  const [progress, setProgress] = useState<ProgressMap>({});

  useEffect(() => {
    if (saved) return;
    setProgress(readStoredProgress());
    // Progress made in another tab shows here without a reload.
    const refresh = () => setProgress(readStoredProgress());
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [saved]);

  const done = saved
    ? modules.filter((module) => saved[module.slug]?.completed).length
    : completedModuleCount(progress, modules);
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <SectionHeading id="category-modules-heading" title="Modules" />
        <p className="font-semibold text-ink" data-completed-count>
          {done} of {modules.length} modules completed
        </p>
      </div>
      <ol className="mt-6 grid gap-4">
        {modules.map((module, index) => {
          const percent = saved
            ? (saved[module.slug]?.percent ?? 0)
            : progressPercent(
                completedSections(progress, module.slug, module.sectionCount).length,
                module.sectionCount,
              );
          return (
            <li
              key={module.slug}
              className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
              data-module={module.slug}
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-brand-800">Module {index + 1}</p>
                <h3 className="mt-1 text-xl font-semibold text-ink">
                  <CardTitleLink href={`/training/module/${module.slug}`}>{module.title}</CardTitleLink>
                </h3>
                <p className="mt-2 text-muted">{module.description}</p>
                <p className="mt-3 flex flex-wrap gap-2 text-sm">
                  <span className="badge">{module.difficulty}</span>
                  <span className="inline-flex items-center rounded-full bg-stone-100 px-3 py-1 font-semibold text-ink">
                    {module.duration}
                  </span>
                  <span className="inline-flex items-center rounded-full bg-stone-100 px-3 py-1 font-semibold text-ink">
                    {module.sectionCount} sections
                  </span>
                  {module.locked ? (
                    <span
                      className="inline-flex items-center rounded-full bg-accent-100 px-3 py-1 font-semibold text-ink"
                      data-locked
                    >
                      <span aria-hidden="true">🔒&nbsp;</span>Needs: {module.locked}
                    </span>
                  ) : null}
                </p>
              </div>
              <div className="shrink-0 sm:w-40 sm:text-right">
                <p className="font-semibold text-ink" data-module-percent>
                  {percent}% complete
                </p>
                <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200">
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
