/**
 * bun run build && bun scripts/render-routes.ts [OUT_DIR]   (OUT_DIR defaults to .render-routes/)
 *
 * Renders every public GET route of the site and writes each answer, one file
 * per route, to OUT_DIR, with OUT_DIR/index.txt listing, one route a line
 * (sorted): route, status, sha256 of the normalised body, content type and
 * file name, tab-separated. Run it before and after a refactor that should
 * not change any page (`diff -r` the two folders, or just their index.txt):
 * only the bundle's hashes may differ, and those are normalised away.
 *
 * The server is started as the browser tests start theirs
 * (test/support/dev-server.ts): `wrangler dev` on a free port against a fresh
 * local D1 under a temporary directory (migrations applied, then the training
 * content seed), with the tests' SIGNING_SECRET and SITE_ORIGIN set to the
 * server's own address; it serves public/ and src/generated/ as the last
 * `bun run build` left them. The server and its data are removed at the end.
 *
 * The routes come from the running site itself:
 * - every <loc> of /sitemap.xml (its origin replaced by the local server's),
 *   plus /robots.txt, /sitemap.xml and a path that does not exist (the 404);
 * - the answers the pages come back to after a plain form post, which no link
 *   leads to: /?contact=sent, /shop...?notify=sent, /recruitment?application=submitted,
 *   /training/sign-in?notice=signed-out; and the back office's sign-in page;
 * - every same-origin <a href> of those pages (legal .txt downloads, ?book=...
 *   links, ?articles=all, training sign-in, module sections ...), and where a
 *   link answers with a redirect, its target; paths robots.txt disallows are not followed;
 * - for every GET <form> on them (home: growth quiz q1..q6 + quiz=answers, ROI
 *   calculator's six fields, blog filter ?category=; /faq?category=): one
 *   address per named submit button (the filters), and for forms of fields
 *   the form sent as it stands (first answer of each radio group, inputs'
 *   values), with each group's last answer, and with nothing filled in.
 * Links and forms are read from pages without a query only, so the query
 * variants stay a handful per form rather than every combination.
 *
 * Normalised in every text body before hashing (and in the files written):
 * - the server's origin (random port) -> {{ORIGIN}};
 * - hashed file names: name-<hash>.js|mjs|css|woff2|woff|ttf|map (the loader, chunks,
 *   islands, the stylesheet, the brand font) -> name-{{HASH}}.ext;
 * - sha256-/sha384-/sha512- sources (CSP hashes of inline scripts) -> sha256-{{HASH}};
 * - the values of integrity= and nonce= attributes, and of hidden inputs whose name
 *   says token/csrf/nonce -> {{TOKEN}};
 * - UUIDs (request ids on an error page) -> {{UUID}}.
 * A redirect's body is preceded by its normalised Location. Response headers
 * other than the status, the content type and Location are not compared.
 *
 * Dates: the booking wizard offers dates from today (London), legal pages and
 * their .txt files are dated the day they are served, so two snapshots only
 * compare when both were taken on the same (London) day. The D1 is seeded
 * afresh each run, so nothing else in it differs between runs.
 *
 * Checked: two runs on one build give identical folders (index.txt and every
 * file), and a rebuild that changes only the loader's hash changes nothing.
 * None of these pages carries a CSRF token, nonce or request id today (no
 * session, no error); the token and UUID rules are there for when one does.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDevServer } from '../test/support/dev-server';
import { disallowedPrefixes, formAddresses, readPage, routeOf } from './render-routes/page-reading';

const projectRoot = new URL('..', import.meta.url).pathname;
const outDir = resolve(process.argv[2] ?? '.render-routes');

/** A path no route answers: the not-found page. */
const MISSING_PATH = '/render-routes-no-such-page';
/** Addresses a plain form post comes back to (the POST answers with a redirect here); no page links to them. */
const OUTCOME_ROUTES = [
  '/?contact=sent',
  '/shop?notify=sent',
  '/shop/products?notify=sent',
  '/shop/digital?notify=sent',
  '/recruitment?application=submitted',
  '/training/sign-in?notice=signed-out',
];
/** Public pages under a path robots.txt disallows (fetched, their links not followed). */
const PUBLIC_DISALLOWED_ROUTES = ['/admin/sign-in'];
/** More than the site has by far: a crawl that grows past it has found a loop, not pages. */
const MAX_ROUTES = 1000;
const CONCURRENCY = 6;

const ORIGIN_TOKEN = '{{ORIGIN}}';

interface Rendered {
  route: string;
  status: number;
  contentType: string;
  sha256: string;
  file: string;
}

function sha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

function replaceAll(text: string, search: string, replacement: string): string {
  return search === '' ? text : text.split(search).join(replacement);
}

/** What may differ between two runs or two builds of the same code: see the header comment. */
function normalise(text: string, baseUrl: string): string {
  const host = new URL(baseUrl).host;
  let result = replaceAll(text, encodeURIComponent(baseUrl), encodeURIComponent(ORIGIN_TOKEN));
  result = replaceAll(result, baseUrl, ORIGIN_TOKEN);
  result = replaceAll(result, encodeURIComponent(host), ORIGIN_TOKEN);
  result = replaceAll(result, host, ORIGIN_TOKEN);
  return result
    .replace(/\b([A-Za-z][\w.-]*?)-[A-Za-z0-9_]{6,16}\.(js|mjs|css|woff2|woff|ttf|map)\b/g, '$1-{{HASH}}.$2')
    .replace(/\bsha(256|384|512)-[A-Za-z0-9+/_-]+=*/g, 'sha$1-{{HASH}}')
    .replace(/\b(integrity|nonce)=(["'])[^"']*\2/gi, '$1=$2{{TOKEN}}$2')
    .replace(
      /(<input\b[^>]*\bname=["'][^"']*(?:token|csrf|nonce)[^"']*["'][^>]*\bvalue=)(["'])[^"']*\2/gi,
      '$1$2{{TOKEN}}$2',
    )
    .replace(
      /(<input\b[^>]*\bvalue=)(["'])[^"']*\2([^>]*\bname=["'][^"']*(?:token|csrf|nonce)[^"']*["'])/gi,
      '$1$2{{TOKEN}}$2$3',
    )
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '{{UUID}}');
}

const extensions: [RegExp, string][] = [
  [/html/, '.html'],
  [/xml/, '.xml'],
  [/json/, '.json'],
  [/calendar/, '.ics'],
  [/csv/, '.csv'],
  [/pdf/, '.pdf'],
  [/^text\//, '.txt'],
];

/** A file name from the route: "/" is index, "?" becomes "@", other characters than letters, digits, "." and "-" ("=" in the query) become "_". */
function fileNameFor(route: string, contentType: string, text: boolean, taken: Set<string>): string {
  const [path = '', query] = route.split(/\?(.*)/s);
  const stem = path === '/' ? 'index' : path.replace(/^\//, '').replace(/[^A-Za-z0-9.-]/g, '_');
  const withQuery = query === undefined ? stem : `${stem}@${query.replace(/[^A-Za-z0-9.=-]/g, '_')}`;
  const extension = extensions.find(([pattern]) => pattern.test(contentType))?.[1] ?? (text ? '.txt' : '.bin');
  let base = withQuery.slice(0, 150);
  if (base.endsWith(extension)) base = base.slice(0, -extension.length);
  let name = `${base}${extension}`;
  if (taken.has(name) || name === 'index.txt') name = `${base}~${sha256(route).slice(0, 8)}${extension}`;
  taken.add(name);
  return name;
}

function isText(contentType: string): boolean {
  return /^text\/|xml|json|javascript|calendar|csv/.test(contentType);
}

/** Empties a folder this script wrote before; refuses any other non-empty folder. */
function prepareOutput(directory: string): void {
  if (existsSync(directory)) {
    const entries = readdirSync(directory);
    if (entries.length > 0 && !entries.includes('index.txt')) {
      throw new Error(`${directory} is not empty and holds no index.txt: not a snapshot of this script, left alone`);
    }
    for (const entry of entries) rmSync(join(directory, entry), { recursive: true, force: true });
  }
  mkdirSync(directory, { recursive: true });
}

if (!existsSync(join(projectRoot, 'src/generated/asset-manifest.json'))) {
  console.error('src/generated/asset-manifest.json is missing: run `bun run build` first.');
  process.exit(1);
}
prepareOutput(outDir);
// The dev server's support code finds wrangler under the working directory.
process.chdir(projectRoot);

const started = performance.now();
const server = await startDevServer((baseUrl) => ['--var', `SITE_ORIGIN:${baseUrl}`]);
const problems: string[] = [];
try {
  const robotsResponse = await fetch(`${server.baseUrl}/robots.txt`);
  const disallowed = disallowedPrefixes(await robotsResponse.text());
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] ?? '').replace(/&amp;/g, '&')),
  );
  if (sitemapUrls.length === 0) throw new Error('/sitemap.xml lists no <loc>');
  // The sitemap's origin is SITE_ORIGIN: its links count as this site's, fetched from the local server.
  const origins = [...new Set([new URL(server.baseUrl).origin, ...sitemapUrls.map((url) => url.origin)])];
  const seeds = [
    ...sitemapUrls.map((url) => `${url.pathname}${url.search}`),
    '/robots.txt',
    '/sitemap.xml',
    MISSING_PATH,
    ...OUTCOME_ROUTES,
    ...PUBLIC_DISALLOWED_ROUTES,
  ];

  const queued = new Set<string>();
  const queue: string[] = [];
  const enqueue = (route: string) => {
    if (queued.has(route)) return;
    if (queued.size >= MAX_ROUTES) throw new Error(`more than ${MAX_ROUTES} routes found: a loop in the links?`);
    queued.add(route);
    queue.push(route);
  };
  for (const seed of seeds) enqueue(seed);
  const isDisallowed = (route: string) => disallowed.some((prefix) => route.startsWith(prefix));

  const results: { route: string; status: number; contentType: string; body: string | Uint8Array }[] = [];
  const visit = async (route: string) => {
    const response = await fetch(`${server.baseUrl}${route}`, { redirect: 'manual' });
    const contentType = response.headers.get('content-type') ?? '';
    const location = response.headers.get('location');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = isText(contentType) || location !== null ? new TextDecoder().decode(bytes) : null;
    const body =
      text === null
        ? bytes
        : `${location === null ? '' : `Location: ${normalise(location, server.baseUrl)}\n\n`}${normalise(text, server.baseUrl)}`;
    results.push({ route, status: response.status, contentType, body });
    const page = new URL(route, server.baseUrl);
    if (location !== null) {
      const target = routeOf(location, page, origins);
      if (target !== null && !isDisallowed(target)) enqueue(target);
    }
    // Links and forms are followed from pages without a query only (see the header comment).
    if (text === null || !contentType.includes('html') || page.search !== '' || isDisallowed(route)) return;
    const { links, forms } = await readPage(text);
    for (const href of links) {
      const target = routeOf(href, page, origins);
      if (target !== null && !isDisallowed(target)) enqueue(target);
    }
    for (const form of forms) {
      for (const address of formAddresses(form, page)) {
        const target = routeOf(address.href, page, origins);
        if (target !== null && !isDisallowed(target)) enqueue(target);
      }
    }
  };
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) await visit(route);
  };
  // A worker stops when the queue is empty, though another may still add to it: start them again until nothing is left.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  results.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const taken = new Set<string>();
  const index: Rendered[] = results.map(({ route, status, contentType, body }) => {
    const file = fileNameFor(route, contentType, typeof body === 'string', taken);
    writeFileSync(join(outDir, file), body);
    return { route, status, contentType, sha256: sha256(body), file };
  });
  writeFileSync(
    join(outDir, 'index.txt'),
    index
      .map((entry) => `${entry.route}\t${entry.status}\t${entry.sha256}\t${entry.contentType}\t${entry.file}\n`)
      .join(''),
  );

  const missing = index.find((entry) => entry.route === MISSING_PATH);
  if (missing?.status !== 404) problems.push(`${MISSING_PATH} answered ${missing?.status ?? 'nothing'}, not 404`);
  for (const url of sitemapUrls) {
    const entry = index.find((candidate) => candidate.route === `${url.pathname}${url.search}`);
    if (entry?.status !== 200)
      problems.push(`${url.pathname}${url.search} (in the sitemap) answered ${entry?.status ?? 'nothing'}`);
  }
  for (const entry of index) if (entry.status >= 500) problems.push(`${entry.route} answered ${entry.status}`);
  const perStatus = new Map<number, number>();
  for (const entry of index) perStatus.set(entry.status, (perStatus.get(entry.status) ?? 0) + 1);
  const statuses = [...perStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${index.length} routes rendered to ${outDir} (${statuses}) in ${seconds}s; list and hashes in ${join(outDir, 'index.txt')}`,
  );
} finally {
  server.stop();
}
if (problems.length > 0) {
  console.error(`Problems:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
