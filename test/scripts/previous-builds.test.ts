/**
 * The deploy's fetch of the live builds (scripts/deploy/previous-builds.ts)
 * against a local HTTP server standing in for the live site: files a fresh
 * clone lacks are fetched and written; a file whose bytes do not match, or
 * that the site cannot serve, is refused and never written.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildIdOf, type BuildRecord } from '../../scripts/build/asset-retention';
import { digestOf } from '../../scripts/build/builds-list';
import { parseDeployOptions } from '../../scripts/deploy/options';
import {
  asDeployHistory,
  fetchLiveBuilds,
  fetchMissingFiles,
  LiveSiteError,
  refusal,
  withLocalDigests,
} from '../../scripts/deploy/previous-builds';

interface Route {
  status?: number;
  type?: string;
  body: string | Buffer;
}

/** The fake live site: path → answer; anything else is the Worker's plain 404. */
const routes = new Map<string, Route>();
const requested: string[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    const route = routes.get(path) ?? { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' };
    response.writeHead(route.status ?? 200, {
      'content-type': route.type ?? (path.endsWith('.css') ? 'text/css' : 'application/javascript'),
    });
    response.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let dir = '';
beforeEach(() => {
  routes.clear();
  requested.length = 0;
  dir = mkdtempSync(`${tmpdir()}/previous-builds-`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const css = 'body{color:red}';
const cssName = `site-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
const files: Record<string, string> = {
  'loader-old1.js': 'import("./chunk-aaaa.js");',
  'chunk-aaaa.js': 'export const a=1;',
  'loader-old2.js': 'import{a}from"./chunk-aaaa.js";import("./chunk-bbbb.js");',
  'chunk-bbbb.js': 'export const b=2;',
  [cssName]: css,
};

function record(id: string, names: string[], deployedAt: string): BuildRecord {
  return {
    id,
    builtAt: deployedAt,
    files: names,
    digests: Object.fromEntries(names.map((name) => [name, digestOf(Buffer.from(files[name] ?? ''))])),
    deployedAt,
  };
}

const liveList = [
  record('old1', ['loader-old1.js', 'chunk-aaaa.js', cssName], '2026-11-01T00:00:00.000Z'),
  record('old2', ['loader-old2.js', 'chunk-aaaa.js', 'chunk-bbbb.js', cssName], '2026-11-02T00:00:00.000Z'),
];

function serveLiveSite(list: BuildRecord[] = liveList): void {
  routes.set('/assets/builds.json', { type: 'application/json', body: JSON.stringify(list) });
  for (const [name, body] of Object.entries(files)) routes.set(`/assets/${name}`, { body });
}

const written = (name: string): string | undefined =>
  existsSync(`${dir}/${name}`) ? readFileSync(`${dir}/${name}`, 'utf8') : undefined;

describe("the live site's builds", () => {
  it('are read from /assets/builds.json, bypassing caches', async () => {
    serveLiveSite();
    const live = await fetchLiveBuilds(origin);
    expect(live.source).toBe('list');
    expect(live.builds.map((build) => build.id)).toEqual(['old1', 'old2']);
    expect(requested).toEqual(['/assets/builds.json']);
  });

  it('stop the deploy with a clear reason when the site cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await fetchLiveBuilds(gone).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LiveSiteError);
    expect((error as LiveSiteError).reason).toBe('unreachable');
    expect((error as LiveSiteError).message).toContain(`${gone}/assets/builds.json could not be reached`);
  });

  it('stop the deploy when the list is not one, or names a file outside /assets', async () => {
    routes.set('/assets/builds.json', { type: 'text/html', body: '<!doctype html><title>Maintenance</title>' });
    await expect(fetchLiveBuilds(origin)).rejects.toMatchObject({ reason: 'invalid-list' });
    routes.set('/assets/builds.json', {
      type: 'application/json',
      body: JSON.stringify([{ ...liveList[0], files: ['../../src/worker.ts'] }]),
    });
    await expect(fetchLiveBuilds(origin)).rejects.toMatchObject({ reason: 'invalid-list' });
    routes.set('/assets/builds.json', { status: 503, body: 'busy' });
    await expect(fetchLiveBuilds(origin)).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('of a site deployed before the list existed are read from its home page and the chunks its scripts import', async () => {
    for (const [name, body] of Object.entries(files)) routes.set(`/assets/${name}`, { body });
    routes.set('/', {
      type: 'text/html',
      body: `<link rel="stylesheet" href="/assets/${cssName}"><script type="module" src="/assets/loader-old2.js"></script>`,
    });
    const live = await fetchLiveBuilds(origin, () => new Date('2026-11-03T00:00:00.000Z'));
    expect(live.source).toBe('home-page');
    expect(live.builds).toHaveLength(1);
    const names = ['chunk-aaaa.js', 'chunk-bbbb.js', 'loader-old2.js', cssName].sort();
    expect(live.builds[0]?.files).toEqual(names);
    // The id the build gives the same files, so a redeploy of that code is the same build.
    expect(live.builds[0]?.id).toBe(
      buildIdOf(names, (text) => createHash('sha256').update(text).digest('hex').slice(0, 12)),
    );
    expect(live.builds[0]?.deployedAt).toBe('2026-11-03T00:00:00.000Z');
    const report = await fetchMissingFiles(origin, live.builds, dir);
    expect(report.downloaded).toEqual(names);
    // Once fetched and checked, the files get digests, so the next deploy checks them strictly.
    const [digested] = await withLocalDigests(live.builds, dir);
    expect(digested?.digests['chunk-bbbb.js']).toEqual(digestOf(Buffer.from(files['chunk-bbbb.js'] ?? '')));
  });

  it('of a site with neither the list nor asset tags on its home page cannot be had', async () => {
    routes.set('/', { type: 'text/html', body: '<p>Parked domain</p>' });
    await expect(fetchLiveBuilds(origin)).rejects.toMatchObject({ reason: 'no-list' });
  });

  it('count as deployed even when a plain wrangler deploy published them without a date', () => {
    const { deployedAt: _deployedAt, ...undated } = liveList[1] ?? liveList[0]!;
    const history = asDeployHistory([liveList[0]!, undated], new Date('2026-11-05T00:00:00.000Z'));
    expect(history.map((build) => build.deployedAt)).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
  });
});

describe('fetching the files of the last deploys', () => {
  it('downloads each file the folder lacks, once, and leaves the ones it has', async () => {
    serveLiveSite();
    writeFileSync(`${dir}/loader-old1.js`, files['loader-old1.js'] ?? '');
    const report = await fetchMissingFiles(origin, liveList, dir);
    expect(report).toEqual({
      downloaded: ['chunk-aaaa.js', 'chunk-bbbb.js', 'loader-old2.js', cssName].sort(),
      present: ['loader-old1.js'],
      refused: [],
    });
    for (const name of Object.keys(files)) expect(written(name)).toBe(files[name]);
    expect(requested.filter((path) => path === '/assets/chunk-aaaa.js')).toHaveLength(1);
    expect(requested).not.toContain('/assets/loader-old1.js');
  });

  it('refuses a file whose bytes are not the ones the list records, and one the site cannot serve, writing neither', async () => {
    serveLiveSite();
    routes.set('/assets/chunk-aaaa.js', { body: 'export const a=666;' });
    routes.delete('/assets/chunk-bbbb.js');
    const report = await fetchMissingFiles(origin, liveList, dir);
    expect(report.refused).toEqual([
      { file: 'chunk-aaaa.js', reason: expect.stringMatching(/^19 bytes, the list says 17$/) },
      { file: 'chunk-bbbb.js', reason: 'HTTP 404' },
    ]);
    expect(written('chunk-aaaa.js')).toBeUndefined();
    expect(written('chunk-bbbb.js')).toBeUndefined();
    expect(report.downloaded).toEqual(['loader-old1.js', 'loader-old2.js', cssName].sort());
  });

  it('refuses same-size bytes with another SHA-256', async () => {
    serveLiveSite();
    routes.set('/assets/chunk-aaaa.js', { body: 'export const z=1;' });
    const report = await fetchMissingFiles(origin, [liveList[0]!], dir);
    expect(report.refused).toEqual([
      {
        file: 'chunk-aaaa.js',
        reason: expect.stringMatching(/^SHA-256 [0-9a-f]{12}\.\.\., the list says [0-9a-f]{12}\.\.\.$/),
      },
    ]);
    expect(written('chunk-aaaa.js')).toBeUndefined();
  });

  it('fetches again a file the folder holds with other bytes than the list records', async () => {
    serveLiveSite();
    writeFileSync(`${dir}/chunk-aaaa.js`, 'truncated');
    const report = await fetchMissingFiles(origin, [liveList[0]!], dir);
    expect(report.downloaded).toContain('chunk-aaaa.js');
    expect(written('chunk-aaaa.js')).toBe(files['chunk-aaaa.js']);
  });

  it('without digests (a home-page build) checks the content hash in our CSS name and the type served', async () => {
    serveLiveSite();
    routes.set(`/assets/${cssName}`, { body: 'body{color:blue}' });
    routes.set('/assets/chunk-bbbb.js', { type: 'text/html', body: '<!doctype html><h1>404 Page Not Found</h1>' });
    const undigested: BuildRecord = {
      id: 'live-x',
      builtAt: '',
      files: ['loader-old2.js', 'chunk-aaaa.js', 'chunk-bbbb.js', cssName],
      digests: {},
      deployedAt: '2026-11-03T00:00:00.000Z',
    };
    const report = await fetchMissingFiles(origin, [undigested], dir);
    expect(report.refused).toEqual([
      { file: 'chunk-bbbb.js', reason: 'served as text/html' },
      { file: cssName, reason: expect.stringMatching(/^SHA-256 begins [0-9a-f]{10}, the name says [0-9a-f]{10}$/) },
    ]);
    expect(report.downloaded).toEqual(['chunk-aaaa.js', 'loader-old2.js']);
    expect(written(cssName)).toBeUndefined();
  });

  it('checks sizes and emptiness', () => {
    expect(refusal('chunk-x.js', new Uint8Array(0), undefined)).toBe('empty');
    expect(
      refusal(
        'chunk-x.js',
        Buffer.from('abc'),
        undefined,
        new Headers({ 'content-type': 'text/javascript', 'content-length': '10' }),
      ),
    ).toBe('3 bytes of the 10 announced');
    expect(refusal('chunk-x.js', Buffer.from('abc'), digestOf(Buffer.from('abc')))).toBeUndefined();
  });
});

describe('bun run deploy options', () => {
  it('take --dry-run, --first-deploy and --origin, and pass everything else to wrangler deploy', () => {
    expect(
      parseDeployOptions(
        ['--dry-run', '--origin', 'https://staging.example.com/', '--env', 'staging', '--first-deploy'],
        'https://www.example.com',
      ),
    ).toEqual({
      dryRun: true,
      firstDeploy: true,
      origin: 'https://staging.example.com',
      wranglerArgs: ['--env', 'staging'],
    });
    expect(parseDeployOptions(['--origin=http://localhost:8787'], 'https://www.example.com').origin).toBe(
      'http://localhost:8787',
    );
    expect(parseDeployOptions([], 'https://www.example.com')).toEqual({
      dryRun: false,
      firstDeploy: false,
      origin: 'https://www.example.com',
      wranglerArgs: [],
    });
    expect(() => parseDeployOptions(['--origin'], 'https://www.example.com')).toThrow(/needs a URL/);
    expect(() => parseDeployOptions(['--origin', 'ftp://x'], 'https://www.example.com')).toThrow(/http/);
  });
});
