/**
 * Reading, checking and writing the kept builds' list (scripts/build/asset-retention.ts).
 * Runs under Bun (the build, the deploy) and Node (the tests): node: modules only.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { BUILDS_LIST, type BuildRecord, type FileDigest } from './asset-retention';

/** Where the lists live, relative to the project root. */
export const HISTORY_FILE = 'src/generated/asset-builds.json';
export const ASSETS_DIR = 'public/assets';
export const PUBLISHED_LIST = `${ASSETS_DIR}/${BUILDS_LIST}`;

/** A file name a list may name: no folder, no leading dot, not the list itself. A list from the network cannot write outside public/assets. */
export function isAssetFileName(name: string): boolean {
  return (
    /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(name) && !name.includes('..') && name !== BUILDS_LIST && name.length <= 200
  );
}

const fileName = z.string().refine(isAssetFileName, { message: 'not a plain file name in /assets' });
const buildSchema = z.object({
  id: z.string().min(1).max(200),
  builtAt: z.string(),
  files: z.array(fileName).max(10_000),
  // Lists written before digests existed have none: their files can only be checked by name, type and size.
  digests: z
    .record(fileName, z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }))
    .default({}),
  deployedAt: z.string().optional(),
});
const listSchema = z.array(buildSchema).max(100);

/** A builds list from JSON text; throws with what is wrong when it is not one. */
export function parseBuildsList(text: string): BuildRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const parsed = listSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `not a builds list: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data.map((build) => {
    const record: BuildRecord = { id: build.id, builtAt: build.builtAt, files: build.files, digests: build.digests };
    if (build.deployedAt !== undefined) record.deployedAt = build.deployedAt;
    return record;
  });
}

/** The list at `path`, or none when there is no file yet (a fresh clone). */
export async function readBuildsList(path: string): Promise<BuildRecord[]> {
  return existsSync(path) ? parseBuildsList(await readFile(path, 'utf8')) : [];
}

/** Writes the kept builds to the history file and to the published list, both under `root`. */
export async function writeBuildsLists(root: string, kept: BuildRecord[]): Promise<void> {
  const text = `${JSON.stringify(kept, null, 2)}\n`;
  await Promise.all([HISTORY_FILE, PUBLISHED_LIST].map((path) => writeAtomically(`${root}${path}`, text)));
}

export function digestOf(bytes: Uint8Array): FileDigest {
  return { bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Writes through a temporary file, so an interrupted write never leaves half a file under the real name. */
export async function writeAtomically(path: string, content: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}
