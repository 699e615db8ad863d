/**
 * Which hashed files in public/assets to keep across builds. A tab opened
 * before a deploy still holds the previous build's HTML, whose loader imports
 * that build's chunks by name: deleting them at the next build would leave its
 * islands dead. So the last KEPT_BUILDS builds' files stay (deployed with the
 * new ones), and only files that no kept build names are removed.
 * Pure functions, so the rule is tested without a file system.
 */

/** The current build and the two before it. */
export const KEPT_BUILDS = 3;

export interface BuildRecord {
  /** Derived from the file names, which are content hashes: a rebuild of the same code is the same build. */
  id: string;
  builtAt: string;
  /** File names inside public/assets. */
  files: string[];
}

/** A build's id: its sorted file names, hashed. */
export function buildIdOf(files: string[], hash: (text: string) => string): string {
  return hash([...files].sort().join('\n'));
}

/**
 * The history after `current`: it goes last (a rebuild of a kept build moves
 * it there instead of adding a copy), and only the newest `keep` stay. Files
 * found with no history at all (assets built before this rule existed) count
 * as one earlier build, so the first build under the rule keeps them too.
 */
export function nextHistory(history: BuildRecord[], current: BuildRecord, unrecordedFiles: string[] = [], keep = KEPT_BUILDS): BuildRecord[] {
  const earlier = history.filter((build) => build.id !== current.id);
  const currentFiles = new Set(current.files);
  const orphans = unrecordedFiles.filter((file) => !currentFiles.has(file));
  if (history.length === 0 && orphans.length > 0) earlier.push({ id: 'before-history', builtAt: '', files: orphans });
  return [...earlier, current].slice(-keep);
}

/** Files present in the folder that no kept build names. */
export function filesToDelete(present: string[], kept: BuildRecord[]): string[] {
  const keptFiles = new Set(kept.flatMap((build) => build.files));
  return present.filter((file) => !keptFiles.has(file));
}
