/**
 * Which hashed files in public/assets to keep. A tab opened before a deploy
 * still holds the HTML of the build that was live then, whose loader imports
 * that build's chunks by name: if the next deploy does not upload them again,
 * its islands are dead. So the files of the builds that were *deployed* stay:
 * the last KEPT_DEPLOYS deploys, plus the build being made. A build that only
 * ran locally (`bun run test`, `dev`, `bench` all build) is dropped by the next
 * build, so local builds between two deploys can never push out a deployed one.
 *
 * The list of kept builds is written twice by the build: src/generated/asset-builds.json
 * for local builds and tests, and public/assets/builds.json (BUILDS_LIST), published
 * with the site, from which `bun run deploy` (scripts/deploy.ts) learns what is
 * live, fetches what a fresh clone lacks, and records the new build as deployed.
 * Pure functions, so the rule is tested without a file system.
 */

/** A deploy serves its own build and the builds of the two deploys before it. */
export const KEPT_DEPLOYS = 3;

/** The kept builds' list, published at /assets/builds.json. Not a build's file: never deleted by retention. */
export const BUILDS_LIST = 'builds.json';

export interface FileDigest {
  bytes: number;
  /** SHA-256 of the file, hex. */
  sha256: string;
}

export interface BuildRecord {
  /** Derived from the file names, which are content hashes: a rebuild of the same code is the same build. */
  id: string;
  builtAt: string;
  /** File names inside public/assets. */
  files: string[];
  /** Size and SHA-256 of each file, so a copy fetched from the live site can be checked. */
  digests: Record<string, FileDigest>;
  /** When `bun run deploy` published this build; absent for a build that only ran locally. */
  deployedAt?: string;
}

/** A build's id: its sorted file names, hashed. */
export function buildIdOf(files: string[], hash: (text: string) => string): string {
  return hash([...files].sort().join('\n'));
}

/** The last `keep` deployed builds in `history`, oldest deploy first. A build deployed twice counts at its latest deploy. */
export function lastDeploys(history: BuildRecord[], keep = KEPT_DEPLOYS): BuildRecord[] {
  const latest = new Map<string, BuildRecord>();
  for (const build of history) {
    if (build.deployedAt === undefined) continue;
    const seen = latest.get(build.id);
    if (!seen || (seen.deployedAt ?? '') < build.deployedAt) latest.set(build.id, build);
  }
  return [...latest.values()]
    .sort((a, b) =>
      (a.deployedAt ?? '') < (b.deployedAt ?? '') ? -1 : (a.deployedAt ?? '') > (b.deployedAt ?? '') ? 1 : 0,
    )
    .slice(-keep);
}

/**
 * The builds a new build keeps: the last `keep` deploys in `history`, then
 * `current` (always last). Builds in the history that were never deployed are
 * dropped. A rebuild of a deployed build's code keeps that deploy's date.
 */
export function keptBuilds(history: BuildRecord[], current: BuildRecord, keep = KEPT_DEPLOYS): BuildRecord[] {
  const deploys = lastDeploys(history, keep);
  const same = deploys.find((build) => build.id === current.id);
  const currentRecord: BuildRecord =
    same?.deployedAt === undefined ? withoutDeploy(current) : { ...current, deployedAt: same.deployedAt };
  return [...deploys.filter((build) => build.id !== current.id), currentRecord];
}

/** The rule in one call: the files a build keeps, given the deploy history and the build just made. */
export function filesToKeep(history: BuildRecord[], current: BuildRecord, keep = KEPT_DEPLOYS): string[] {
  return [...new Set(keptBuilds(history, current, keep).flatMap((build) => build.files))].sort();
}

/**
 * The kept list once `current` (the last of `kept`) is deployed at `deployedAt`:
 * it becomes the newest deploy, and only the last `keep` deploys stay (so the
 * deploy serves this build and the builds of the `keep - 1` deploys before it).
 */
export function recordDeploy(kept: BuildRecord[], deployedAt: string, keep = KEPT_DEPLOYS): BuildRecord[] {
  const current = kept.at(-1);
  if (!current) throw new Error('No build to record as deployed');
  const earlier = kept.slice(0, -1).filter((build) => build.id !== current.id);
  return lastDeploys([...earlier, { ...current, deployedAt }], keep);
}

/** Files present in the folder that no kept build names (the builds list itself is never one of them). */
export function filesToDelete(present: string[], kept: BuildRecord[]): string[] {
  const keptFiles = new Set(kept.flatMap((build) => build.files));
  return present.filter((file) => file !== BUILDS_LIST && !keptFiles.has(file));
}

function withoutDeploy(build: BuildRecord): BuildRecord {
  const { deployedAt: _deployedAt, ...rest } = build;
  return rest;
}
