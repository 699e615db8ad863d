/**
 * Builds the browser side: the loader and one chunk per island (Bun.build,
 * code-split, hashed names), the one CSS file (UnoCSS over src/), the brand
 * font (copied under a hashed name; its @font-face is in the CSS), and the
 * manifest the Worker reads to write the asset tags. The files of the last
 * deploys stay beside the new ones (scripts/build/asset-retention.ts), so
 * pages served before a deploy still load their islands after it; builds
 * that were never deployed are dropped. The kept builds' list is written to
 * src/generated/asset-builds.json and published as /assets/builds.json, which
 * `bun run deploy` reads from the live site.
 */
import { createGenerator } from 'unocss';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Glob } from 'bun';
import { brandFontFaces, brandFontSource } from '../src/ui/brand-font';
import unoConfig from '../uno.config';
import { buildIdOf, filesToDelete, keptBuilds, type BuildRecord, type FileDigest } from './build/asset-retention';
import { digestOf, HISTORY_FILE, readBuildsList, writeBuildsLists } from './build/builds-list';

const root = new URL('..', import.meta.url).pathname;
const outdir = `${root}public/assets`;

async function hashName(content: string | Uint8Array): Promise<string> {
  const digest = new Bun.CryptoHasher('sha256').update(content).digest('hex');
  return digest.slice(0, 10);
}

/** Per output chunk: total minified bytes and the bytes that come from our own src/ code. */
export interface ChunkReport {
  [assetPath: string]: { bytes: number; ownBytes: number; inputs: string[] };
}

interface BuildMetafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
}

/** "contact-form" for src/site/contact/ContactForm.island.tsx: the name a page's <Island name> gives it. */
function islandNameOf(path: string): string {
  return basename(path, '.island.tsx')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Writes the browser's one entry, src/generated/loader.ts, and the island
 * runtime it fetches at the first hydration, src/generated/island-runtime.ts,
 * which holds every island's code by name: found by file name, so an island
 * lives in its feature's folder, and each a dynamic import with its own chunk.
 */
async function writeLoaderEntry(): Promise<string> {
  const paths = [...new Glob('src/**/*.island.tsx').scanSync({ cwd: root })].sort();
  const lines = paths.map(
    (path) => `  '${islandNameOf(path)}': () => import('../${path.slice('src/'.length, -'.tsx'.length)}'),`,
  );
  const written = '// Written by scripts/build-client.ts from src/**/*.island.tsx';
  await writeFile(
    `${root}src/generated/island-runtime.ts`,
    `${written}: the island runtime with each island's code by its name.\nimport { hydrateWith } from '../islands/runtime';\n\nexport { replay } from '../islands/runtime';\n\nexport const hydrateIsland = hydrateWith({\n${lines.join('\n')}\n});\n`,
  );
  const entry = `${root}src/generated/loader.ts`;
  // The runtime's address is given by the build (ISLAND_RUNTIME) and imported as a URL, so the loader's bundle does not
  // list the runtime's and every island's chunks in a module-preload table: the first script stays within its 2 KB.
  await writeFile(
    entry,
    `${written}: the browser's one entry.\nimport { startIslandLoader } from '../islands/loader';\n\n/** The runtime's file, then the chunks it imports, fetched beside it rather than one after another. */\ndeclare const ISLAND_RUNTIME: string[];\n\nstartIslandLoader(ISLAND_RUNTIME);\n`,
  );
  return entry;
}

/** One Bun.build of browser code into public/assets, failing loudly. */
async function bundle(options: Partial<Parameters<typeof Bun.build>[0]> & { entrypoints: string[] }) {
  const result = await Bun.build({
    metafile: true,
    outdir,
    target: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    // Short chunk names: Bun lists each chunk in its entry's module-preload table.
    naming: { entry: '[name]-[hash].[ext]', chunk: 'c[hash].[ext]', asset: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    ...options,
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error('Client build failed');
  }
  const entry = result.outputs.find((output) => output.kind === 'entry-point');
  if (!entry) throw new Error(`No entry in the build of ${options.entrypoints.join(', ')}`);
  return { result, entryName: entry.path.split('/').pop() ?? '' };
}

/** The chunks an output imports statically, directly or through each other (what it needs before it runs). */
function staticImportsOf(result: Awaited<ReturnType<typeof Bun.build>>, name: string): string[] {
  const outputs =
    (result as unknown as { metafile?: { outputs: Record<string, { imports?: { path: string; kind: string }[] }> } })
      .metafile?.outputs ?? {};
  const needed = new Set<string>();
  const visit = (file: string) => {
    for (const { path, kind } of outputs[`./${file}`]?.imports ?? []) {
      const chunk = path.replace(/^\.\//, '');
      if (kind !== 'import-statement' || needed.has(chunk)) continue;
      needed.add(chunk);
      visit(chunk);
    }
  };
  visit(name);
  return [...needed];
}

/**
 * Two builds: the island runtime with every island (code-split, one chunk each), then the loader, told the runtime's
 * hashed name. The runtime's module-preload table of the islands' chunks is fetched only at the first hydration.
 */
async function buildScripts(): Promise<{ loader: string; chunks: ChunkReport; files: string[] }> {
  const loaderEntry = await writeLoaderEntry();
  const runtime = await bundle({ entrypoints: [`${root}src/generated/island-runtime.ts`] });
  const loader = await bundle({
    entrypoints: [loaderEntry],
    define: {
      'process.env.NODE_ENV': '"production"',
      ISLAND_RUNTIME: JSON.stringify([runtime.entryName, ...staticImportsOf(runtime.result, runtime.entryName)]),
    },
  });
  const chunks: ChunkReport = {};
  const files: string[] = [];
  for (const { result } of [runtime, loader]) {
    const metafile = (result as unknown as { metafile?: BuildMetafile }).metafile;
    for (const [output, details] of Object.entries(metafile?.outputs ?? {})) {
      const own = Object.entries(details.inputs).filter(([input]) => !input.includes('node_modules'));
      chunks[`/assets/${output.split('/').pop()}`] = {
        bytes: details.bytes,
        ownBytes: own.reduce((sum, [, input]) => sum + input.bytesInOutput, 0),
        inputs: own.map(([input]) => input),
      };
    }
    files.push(...result.outputs.map((output) => output.path.split('/').pop() ?? '').filter((name) => name !== ''));
  }
  return { loader: `/assets/${loader.entryName}`, chunks, files: [...new Set(files)] };
}

/**
 * The inline script every page carries in its <head> (src/islands/early-events.ts),
 * minified, and the CSP source that allows exactly this text ('sha256-...').
 */
async function buildInlineScript(): Promise<{ code: string; cspSource: string }> {
  const result = await Bun.build({
    entrypoints: [`${root}src/islands/early-events.ts`],
    target: 'browser',
    format: 'iife',
    minify: true,
  });
  const output = result.outputs[0];
  if (!result.success || !output) {
    for (const log of result.logs) console.error(log);
    throw new Error('Inline script build failed');
  }
  const code = (await output.text()).trim();
  return { code, cspSource: `'sha256-${new Bun.CryptoHasher('sha256').update(code).digest('base64')}'` };
}

/** The brand font (src/ui/brand-font.ts), copied from node_modules under a hashed name like every other asset. */
async function copyBrandFont(): Promise<string> {
  const bytes = new Uint8Array(await readFile(`${root}node_modules/${brandFontSource}`));
  const name = `${basename(brandFontSource, '.woff2')}-${await hashName(bytes)}.woff2`;
  await writeFile(`${outdir}/${name}`, bytes);
  return `/assets/${name}`;
}

async function buildCss(fontUrl: string): Promise<string> {
  const generator = await createGenerator(unoConfig);
  const sources: string[] = [];
  for await (const file of new Glob('src/**/*.{ts,tsx}').scan({ cwd: root })) {
    if (file.includes('.test.')) continue;
    sources.push(await readFile(`${root}${file}`, 'utf8'));
  }
  const reset = await readFile(`${root}node_modules/@unocss/reset/tailwind.css`, 'utf8');
  const { css } = await generator.generate(sources.join('\n'), { minify: true });
  const full = `${brandFontFaces(fontUrl)}\n${reset}\n${css}`;
  const name = `site-${await hashName(full)}.css`;
  await writeFile(`${outdir}/${name}`, full);
  return `/assets/${name}`;
}

/**
 * Records this build beside the deployed builds it keeps (the history's last
 * deploys), removes every other file, and writes the kept list. A history
 * written before deploys were recorded has no deployed build: only this one stays.
 */
async function keepDeployedBuilds(files: string[]): Promise<BuildRecord[]> {
  const history = await readBuildsList(`${root}${HISTORY_FILE}`).catch((error: unknown) => {
    console.warn(
      `${HISTORY_FILE} is unreadable (${error instanceof Error ? error.message : String(error)}): keeping this build only; bun run deploy reads the deploys from the live site`,
    );
    return [];
  });
  const digests: Record<string, FileDigest> = {};
  for (const file of files) digests[file] = digestOf(new Uint8Array(await readFile(`${outdir}/${file}`)));
  const current: BuildRecord = {
    id: buildIdOf(files, (text) => new Bun.CryptoHasher('sha256').update(text).digest('hex').slice(0, 12)),
    builtAt: new Date().toISOString(),
    files,
    digests,
  };
  const kept = keptBuilds(history, current);
  const present = await readdir(outdir);
  await Promise.all(filesToDelete(present, kept).map((file) => rm(`${outdir}/${file}`, { force: true })));
  const missing = kept.flatMap((build) => build.files).filter((file) => !present.includes(file));
  if (missing.length > 0)
    console.warn(
      `public/assets lacks ${missing.length} file(s) of deployed builds (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}): bun run deploy fetches them from the live site`,
    );
  await writeBuildsLists(root, kept);
  return kept;
}

await mkdir(outdir, { recursive: true });
await mkdir(`${root}src/generated`, { recursive: true });
const font = await copyBrandFont();
const [{ loader, chunks, files }, css, inlineScript] = await Promise.all([
  buildScripts(),
  buildCss(font),
  buildInlineScript(),
]);
const kept = await keepDeployedBuilds([...files, css, font].map((path) => path.replace('/assets/', '')));
// `fonts`: the font files every page's head preloads (src/layout/Document.tsx).
await writeFile(
  `${root}src/generated/asset-manifest.json`,
  `${JSON.stringify({ loader, css, fonts: [font], inlineScript }, null, 2)}\n`,
);
// Read by the budget test: how much of each chunk is our own code rather than libraries.
await writeFile(`${root}src/generated/chunk-report.json`, `${JSON.stringify(chunks, null, 2)}\n`);
const others = kept.length - 1;
console.log(
  `client built: ${loader} ${css} (public/assets keeps this build and ${others} deployed build${others === 1 ? '' : 's'})`,
);
