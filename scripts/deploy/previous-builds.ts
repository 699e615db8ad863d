/**
 * The deploy's first step: learn which builds the live site keeps
 * (/assets/builds.json) and fetch every file of them that public/assets lacks,
 * so the new deploy uploads them again and tabs opened on them keep working.
 * A file is written only once its bytes are checked: against the SHA-256 and
 * size the list records, or, for a list without them, against the content
 * hash in its name (our CSS), its type and its length. A file that fails is
 * refused, never written. Runs under Bun (scripts/deploy.ts) and Node (the tests).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BUILDS_LIST, buildIdOf, type BuildRecord, type FileDigest } from '../build/asset-retention';
import { digestOf, isAssetFileName, parseBuildsList, writeAtomically } from '../build/builds-list';

const REQUEST_TIMEOUT_MS = 20_000;
/** Parallel downloads: enough to be quick, few enough not to look like a flood. */
const CONCURRENCY = 6;
/** A live site that predates builds.json is crawled from its home page; this bounds the crawl. */
const MAX_DISCOVERED_FILES = 500;

/** Why the live site's builds could not be learned. */
export class LiveSiteError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'no-list' | 'invalid-list',
  ) {
    super(message);
  }
}

export interface LiveBuilds {
  builds: BuildRecord[];
  /** 'list': /assets/builds.json; 'home-page': the live site predates it, its one build was read from the home page's asset tags. */
  source: 'list' | 'home-page';
}

/** GET without any cache in the way; `shown` is how errors name the address. */
async function get(url: string, shown = url): Promise<Response> {
  try {
    return await fetch(url, {
      cache: 'no-store',
      redirect: 'follow',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { 'cache-control': 'no-cache' },
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new LiveSiteError(
      `${shown} could not be reached (${error instanceof Error ? error.message : String(error)}${cause})`,
      'unreachable',
    );
  }
}

/**
 * The builds the live site at `origin` keeps, oldest first. Throws LiveSiteError
 * when the site cannot be reached or its list is not one. A site without the list
 * (deployed before it existed) is read from its home page: the loader and CSS its
 * tags name and every chunk they import, as one build.
 */
export async function fetchLiveBuilds(origin: string, now: () => Date = () => new Date()): Promise<LiveBuilds> {
  // The query only steps around any cache that ignored no-cache; Workers Assets serves the file whatever the query.
  const response = await get(
    `${origin}/assets/${BUILDS_LIST}?at=${now().getTime()}`,
    `${origin}/assets/${BUILDS_LIST}`,
  );
  if (response.status === 404) {
    await response.body?.cancel();
    return { builds: [await discoverLiveBuild(origin, now)], source: 'home-page' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new LiveSiteError(`${origin}/assets/${BUILDS_LIST} answered HTTP ${response.status}`, 'unreachable');
  }
  try {
    return { builds: parseBuildsList(await response.text()), source: 'list' };
  } catch (error) {
    throw new LiveSiteError(
      `${origin}/assets/${BUILDS_LIST} is ${error instanceof Error ? error.message : String(error)}`,
      'invalid-list',
    );
  }
}

/**
 * The live site's builds as a deploy history: every build it lists was uploaded
 * with it, so one recorded without a deploy date (a plain `wrangler deploy`
 * after `bun run build`) counts as deployed when it was built.
 */
export function asDeployHistory(live: BuildRecord[], now: Date): BuildRecord[] {
  return live.map((build) =>
    build.deployedAt !== undefined
      ? build
      : { ...build, deployedAt: build.builtAt === '' ? now.toISOString() : build.builtAt },
  );
}

/** For a site deployed before /assets/builds.json: its home page's assets and what their scripts import. */
async function discoverLiveBuild(origin: string, now: () => Date): Promise<BuildRecord> {
  const home = await get(`${origin}/`);
  const html = home.ok ? await home.text() : '';
  if (!home.ok) await home.body?.cancel();
  const files = new Set<string>();
  for (const match of html.matchAll(/\/assets\/([A-Za-z0-9_][A-Za-z0-9_.-]*\.(?:js|css))/g))
    if (match[1] && isAssetFileName(match[1])) files.add(match[1]);
  if (![...files].some((file) => file.endsWith('.js'))) {
    throw new LiveSiteError(
      `${origin} has no /assets/${BUILDS_LIST} (HTTP 404), and its home page (HTTP ${home.status}) names no /assets/ script to find its build from`,
      'no-list',
    );
  }
  const scanned = new Set<string>();
  for (
    let next = [...files].find((file) => file.endsWith('.js'));
    next !== undefined;
    next = [...files].find((file) => file.endsWith('.js') && !scanned.has(file))
  ) {
    scanned.add(next);
    if (files.size > MAX_DISCOVERED_FILES)
      throw new LiveSiteError(
        `${origin}'s scripts import more than ${MAX_DISCOVERED_FILES} files: not a build of this site`,
        'no-list',
      );
    const response = await get(`${origin}/assets/${next}`);
    if (!response.ok) {
      await response.body?.cancel();
      throw new LiveSiteError(
        `${origin}/assets/${next}, named by the live site, answered HTTP ${response.status}`,
        'no-list',
      );
    }
    // Bun's code-split output imports its chunks by relative name: `from"./chunk-x.js"`, `import("./chunk-y.js")`.
    for (const match of (await response.text()).matchAll(
      /["'`](?:\.\/|\/assets\/)([A-Za-z0-9_][A-Za-z0-9_.-]*\.(?:js|css))["'`]/g,
    )) {
      if (match[1] && isAssetFileName(match[1])) files.add(match[1]);
    }
  }
  const names = [...files].sort();
  // The build's own id (scripts/build-client.ts hashes the same way), so a redeploy of the same code is the same build.
  return {
    id: buildIdOf(names, (text) => createHash('sha256').update(text).digest('hex').slice(0, 12)),
    builtAt: '',
    files: names,
    digests: {},
    deployedAt: now().toISOString(),
  };
}

/** The content hash our build puts in a name (the CSS: `site-<first 10 hex of SHA-256>.css`), if this name has one. */
export function contentHashInName(name: string): string | undefined {
  return /^site-([0-9a-f]{10})\.css$/.exec(name)?.[1];
}

const expectedType: Record<string, RegExp> = {
  js: /javascript/,
  mjs: /javascript/,
  css: /^text\/css/,
  woff2: /^font\/woff2/,
};

/** Why these bytes are not the file `name`, or undefined when they pass every check there is for it. */
export function refusal(
  name: string,
  bytes: Uint8Array,
  digest: FileDigest | undefined,
  headers?: Headers,
): string | undefined {
  if (digest) {
    if (bytes.byteLength !== digest.bytes) return `${bytes.byteLength} bytes, the list says ${digest.bytes}`;
    const actual = digestOf(bytes).sha256;
    return actual === digest.sha256
      ? undefined
      : `SHA-256 ${actual.slice(0, 12)}..., the list says ${digest.sha256.slice(0, 12)}...`;
  }
  if (bytes.byteLength === 0) return 'empty';
  const hash = contentHashInName(name);
  if (hash !== undefined) {
    const actual = digestOf(bytes).sha256.slice(0, hash.length);
    if (actual !== hash) return `SHA-256 begins ${actual}, the name says ${hash}`;
  }
  if (headers) {
    const type = expectedType[name.split('.').pop() ?? ''];
    const contentType = headers.get('content-type') ?? '';
    if (type && !type.test(contentType)) return `served as ${contentType || 'no content type'}`;
    const length = headers.get('content-length');
    if (length !== null && !headers.has('content-encoding') && Number(length) !== bytes.byteLength)
      return `${bytes.byteLength} bytes of the ${length} announced`;
  }
  return undefined;
}

export interface FetchReport {
  /** Files fetched from the live site and written. */
  downloaded: string[];
  /** Files already in the folder (checked against their digest when the list has one). */
  present: string[];
  /** Files that could not be fetched or failed a check: not written. */
  refused: { file: string; reason: string }[];
}

/**
 * Fetches into `dir` every file of `builds` it lacks (or holds with other bytes
 * than the list records) from `origin`/assets/, checking each before it is written.
 */
export async function fetchMissingFiles(origin: string, builds: BuildRecord[], dir: string): Promise<FetchReport> {
  const digests = new Map<string, FileDigest | undefined>();
  for (const build of builds)
    for (const file of build.files) if (!digests.get(file)) digests.set(file, build.digests[file]);
  const report: FetchReport = { downloaded: [], present: [], refused: [] };
  const queue: string[] = [];
  for (const [file, digest] of digests) {
    if (!isAssetFileName(file)) {
      report.refused.push({ file, reason: 'not a plain file name' });
      continue;
    }
    const path = `${dir}/${file}`;
    if (existsSync(path) && (!digest || refusal(file, new Uint8Array(await readFile(path)), digest) === undefined))
      report.present.push(file);
    else queue.push(file);
  }
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const reason = await fetchOne(origin, file, digests.get(file), dir);
      if (reason === undefined) report.downloaded.push(file);
      else report.refused.push({ file, reason });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const list of [report.downloaded, report.present]) list.sort();
  report.refused.sort((a, b) => a.file.localeCompare(b.file));
  return report;
}

/** Fetches and writes one file; the reason it was refused, or undefined once it is written. */
async function fetchOne(
  origin: string,
  file: string,
  digest: FileDigest | undefined,
  dir: string,
): Promise<string | undefined> {
  let response: Response;
  try {
    response = await get(`${origin}/assets/${file}`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return `HTTP ${response.status}`;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return `download broke off (${error instanceof Error ? error.message : String(error)})`;
  }
  const reason = refusal(file, bytes, digest, response.headers);
  if (reason !== undefined) return reason;
  await writeAtomically(`${dir}/${file}`, bytes);
  return undefined;
}

/**
 * `builds` with a digest for each file that had none (a home-page build), read
 * from the checked copy in `dir`, so the next deploy can check those files strictly.
 */
export async function withLocalDigests(builds: BuildRecord[], dir: string): Promise<BuildRecord[]> {
  return await Promise.all(
    builds.map(async (build) => {
      const digests = { ...build.digests };
      for (const file of build.files)
        if (!digests[file] && existsSync(`${dir}/${file}`))
          digests[file] = digestOf(new Uint8Array(await readFile(`${dir}/${file}`)));
      return { ...build, digests };
    }),
  );
}
