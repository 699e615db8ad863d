/**
 * The learner's progress, kept in the browser (there are no accounts yet):
 * localStorage[PROGRESS_STORAGE_KEY] is a JSON map of module slug → the
 * indexes of the sections marked complete. The arithmetic is pure; only
 * readStoredProgress/storeModuleProgress touch storage.
 */
import { PROGRESS_STORAGE_KEY } from '../content/types';

export type ProgressMap = Record<string, number[]>;

/** Reads the stored JSON leniently: anything malformed counts as no progress. */
export function parseProgress(raw: string | null): ProgressMap {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const map: ProgressMap = {};
  for (const [slug, value] of Object.entries(parsed)) {
    if (Array.isArray(value)) map[slug] = value.filter((entry): entry is number => Number.isInteger(entry));
  }
  return map;
}

/** The completed section indexes of one module: unique, in range, ascending. */
export function completedSections(map: ProgressMap, slug: string, sectionCount: number): number[] {
  const stored = map[slug] ?? [];
  return [...new Set(stored)].filter((index) => index >= 0 && index < sectionCount).sort((a, b) => a - b);
}

/** Marks a section complete, or unmarks it if it already was. */
export function toggleSection(completed: readonly number[], index: number): number[] {
  return completed.includes(index)
    ? completed.filter((entry) => entry !== index)
    : [...completed, index].sort((a, b) => a - b);
}

/** Completed ÷ total as a whole percent, rounded down so that 100% always means every section. */
export function progressPercent(completedCount: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(completedCount, total) / total) * 100);
}

export function isModuleComplete(completedCount: number, total: number): boolean {
  return total > 0 && completedCount >= total;
}

/** How many of the given modules have every section marked. */
export function completedModuleCount(
  map: ProgressMap,
  modules: readonly { slug: string; sectionCount: number }[],
): number {
  return modules.filter((module) =>
    isModuleComplete(completedSections(map, module.slug, module.sectionCount).length, module.sectionCount),
  ).length;
}

/** Browser only. Storage can be unavailable (private modes, blocked cookies): then there is simply no progress. */
export function readStoredProgress(): ProgressMap {
  try {
    return parseProgress(window.localStorage.getItem(PROGRESS_STORAGE_KEY));
  } catch {
    return {};
  }
}

/** Browser only. Re-reads before writing so that another tab's progress on other modules is kept. */
export function storeModuleProgress(slug: string, completed: readonly number[]): void {
  try {
    const map = readStoredProgress();
    map[slug] = [...completed];
    window.localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(map));
  } catch {
    // Progress then lasts only for this visit, as the spec originally described.
  }
}

/** What is left before a module can be completed, as phrases (sections numbered from 1). */
export function whatIsLeftWords(sectionsToMark: readonly number[], quizzesToPass: readonly number[]): string[] {
  const numbers = (indexes: readonly number[]) => indexes.map((index) => index + 1).join(', ');
  return [
    sectionsToMark.length > 0
      ? `mark ${sectionsToMark.length === 1 ? 'section' : 'sections'} ${numbers(sectionsToMark)} complete`
      : '',
    quizzesToPass.length > 0
      ? `pass the ${quizzesToPass.length === 1 ? 'quiz' : 'quizzes'} in section ${numbers(quizzesToPass)}`
      : '',
  ].filter(Boolean);
}
