/**
 * `bun run deploy [--dry-run] [--origin URL] [--first-deploy] [wrangler deploy args...]`
 *
 * Deploys so that open tabs keep working: a tab holds the HTML of the build
 * that was live when it opened, and its islands import that build's chunks by
 * name. Workers Assets serves only what the last deploy uploaded, so the
 * deploy uploads the files of the last deploys again, even from a fresh clone.
 * Before anything else it checks the business details the site publishes,
 * as production's D1 holds them (scripts/deploy/business-details.ts): one
 * missing or only an example stops it (--dry-run warns and goes on). Then it:
 *
 * 1. reads the live site's kept builds (/assets/builds.json at --origin,
 *    siteConfig.origin by default) and fetches each of their files that
 *    public/assets lacks, checked against the list's SHA-256 and size;
 * 2. builds (scripts/build-client.ts), which keeps those deployed builds and this one;
 * 3. records this build as deployed: the last three deploys stay, this one
 *    included (scripts/build/asset-retention.ts), older files are removed;
 * 4. checks that the Worker's required secrets are set (SIGNING_SECRET), then
 *    runs `wrangler deploy` with the arguments it was not told about.
 *
 * It stops when the live site cannot be reached or a file of its builds cannot
 * be fetched intact, unless --first-deploy says to go on without them.
 * --dry-run does steps 1 and 2 and prints what would be uploaded.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { siteConfig } from '../src/content/site-config';
import { filesToDelete, lastDeploys, recordDeploy, type BuildRecord } from './build/asset-retention';
import { ASSETS_DIR, HISTORY_FILE, readBuildsList, writeBuildsLists } from './build/builds-list';
import {
  businessDetailProblems,
  businessDetailsVerdict,
  checkedWhich,
  detailsToCheck,
  PUBLISHED_DETAILS_SQL,
  productionDetailsFrom,
  unreadableDetailsVerdict,
} from './deploy/business-details';
import { parseDeployOptions, type DeployOptions } from './deploy/options';
import { missingSecrets } from './deploy/required-secrets';
import {
  asDeployHistory,
  fetchLiveBuilds,
  fetchMissingFiles,
  LiveSiteError,
  withLocalDigests,
} from './deploy/previous-builds';

const root = new URL('..', import.meta.url).pathname;
const assetsDir = `${root}${ASSETS_DIR}`;

function fail(message: string): never {
  console.error(`\ndeploy stopped: ${message}`);
  process.exit(1);
}

async function run(command: string[]): Promise<number> {
  console.log(`\n$ ${command.join(' ')}`);
  return await Bun.spawn(command, { cwd: root, stdio: ['inherit', 'inherit', 'inherit'] }).exited;
}

/** Step 1: the live deploys, with every file of theirs in public/assets. */
async function previousDeploys(options: DeployOptions): Promise<{ deploys: BuildRecord[]; liveFiles: Set<string> }> {
  const goOnWithout = 'Run with --first-deploy to deploy without them.';
  let live: BuildRecord[] = [];
  try {
    const result = await fetchLiveBuilds(options.origin);
    live = result.builds;
    console.log(
      result.source === 'list'
        ? `live site ${options.origin}: ${live.length} build(s) in /assets/builds.json`
        : `live site ${options.origin}: no /assets/builds.json yet (deployed before it existed); its build was read from its home page: ${live[0]?.files.length ?? 0} file(s)`,
    );
  } catch (error) {
    if (!(error instanceof LiveSiteError)) throw error;
    if (!options.firstDeploy) {
      fail(
        `${error.message}.\nWithout the live site's builds this deploy cannot upload their files again, and tabs open on them would lose their islands. Check --origin (default siteConfig.origin) and the network. ${goOnWithout}`,
      );
    }
    console.warn(`--first-deploy: going on without the live site's builds (${error.message})`);
    return { deploys: [], liveFiles: new Set() };
  }

  const deploys = lastDeploys(asDeployHistory(live, new Date()));
  const report = await fetchMissingFiles(options.origin, deploys, assetsDir);
  console.log(
    `files of the last ${deploys.length} deploy(s): ${report.present.length} already here, ${report.downloaded.length} fetched from the live site, ${report.refused.length} refused`,
  );
  const liveFiles = new Set(live.flatMap((build) => build.files));
  if (report.refused.length === 0) return { deploys: await withLocalDigests(deploys, assetsDir), liveFiles };
  const lines = report.refused.map(({ file, reason }) => `  ${file}: ${reason}`).join('\n');
  if (!options.firstDeploy)
    fail(
      `these files of the live builds could not be fetched intact, and nothing was written for them:\n${lines}\nTabs open on those builds would lose their islands. ${goOnWithout}`,
    );
  const refused = new Set(report.refused.map(({ file }) => file));
  const whole = deploys.filter((build) => !build.files.some((file) => refused.has(file)));
  console.warn(
    `--first-deploy: going on without ${deploys.length - whole.length} build(s) whose files were refused:\n${lines}`,
  );
  return { deploys: await withLocalDigests(whole, assetsDir), liveFiles };
}

async function sizeOf(files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += existsSync(`${assetsDir}/${file}`) ? (await stat(`${assetsDir}/${file}`)).size : 0;
  return total;
}

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** What the deploy publishes under /assets, build by build, and which files the live site does not have yet. */
async function printPlan(deployed: BuildRecord[], liveFiles: Set<string>, listAll: boolean): Promise<void> {
  const current = deployed.at(-1);
  console.log(`\n/assets after this deploy: the files of the last ${deployed.length} deploy(s), this one included`);
  for (const build of deployed) {
    const fresh = build.files.filter((file) => !liveFiles.has(file));
    const when = build === current ? 'this deploy' : `deployed ${build.deployedAt ?? '?'}`;
    console.log(
      `  ${build.id}  ${when.padEnd(34)} ${String(build.files.length).padStart(3)} files  ${kilobytes(await sizeOf(build.files)).padStart(9)}  ${fresh.length} not on the live site`,
    );
  }
  const all = [...new Set(deployed.flatMap((build) => build.files))].sort();
  const fresh = all.filter((file) => !liveFiles.has(file));
  console.log(
    `  ${all.length} files in all (${kilobytes(await sizeOf(all))}), ${fresh.length} new to the live site (${kilobytes(await sizeOf(fresh))}), plus /assets/builds.json`,
  );
  if (listAll) for (const file of fresh) console.log(`    new: /assets/${file}`);
  const others = (await readdir(`${root}public`, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && !entry.parentPath.startsWith(assetsDir) && !entry.name.startsWith('_'),
  );
  console.log(
    `  and ${others.length} other file(s) from public/ (images, favicon, manifest); public/_headers is applied, not served`,
  );
}

/**
 * The business details visitors would see once deployed: production's D1 (the owner's, set in the back office),
 * else the seed's, which `bun run db:seed --remote` writes into a database that has none. Stops a real deploy on
 * any that is missing or only an example, or when production cannot be read.
 */
function checkBusinessDetails(wranglerCommand: string, which: string[], dryRun: boolean): void {
  const read = Bun.spawnSync(
    [wranglerCommand, 'd1', 'execute', 'DB', '--remote', '--json', '--command', PUBLISHED_DETAILS_SQL, ...which],
    { cwd: root, env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' } },
  );
  const production = productionDetailsFrom({
    ok: read.exitCode === 0,
    stdout: read.stdout.toString(),
    stderr: read.stderr.toString(),
  });
  const checked = detailsToCheck(production, siteConfig.businessDetails);
  if (!checked) {
    const unreadable = unreadableDetailsVerdict(production.state === 'unreadable' ? production.reason : '', dryRun);
    if (unreadable.action === 'stop') fail(unreadable.report);
    if (unreadable.action === 'warn') console.warn(unreadable.report);
  }
  const { details, source } = checked ?? { details: siteConfig.businessDetails, source: 'seed' as const };
  console.log(`business details checked: ${checkedWhich(production, source)}`);
  const verdict = businessDetailsVerdict(businessDetailProblems(details, siteConfig), source, dryRun);
  if (verdict.action === 'stop') fail(verdict.report);
  if (verdict.action === 'warn') console.warn(verdict.report);
}

async function main(): Promise<void> {
  let options: DeployOptions;
  try {
    options = parseDeployOptions(process.argv.slice(2), siteConfig.origin);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  const wranglerBin = `${root}node_modules/.bin/wrangler`;
  const wrangler = [existsSync(wranglerBin) ? wranglerBin : 'wrangler', 'deploy', ...options.wranglerArgs];
  // Only the arguments that say which Worker (its config and environment) apply to the secret list and the D1 read.
  const which = options.wranglerArgs.flatMap((argument, index, all) =>
    ['--env', '--config', '-e', '-c'].includes(argument)
      ? [argument, all[index + 1] ?? '']
      : /^--(env|config)=/.test(argument)
        ? [argument]
        : [],
  );

  // The site must not go live with a missing or made-up company number, address or phone number.
  checkBusinessDetails(wrangler[0] ?? 'wrangler', which, options.dryRun);

  await mkdir(assetsDir, { recursive: true });
  await mkdir(`${root}src/generated`, { recursive: true });
  const { deploys, liveFiles } = await previousDeploys(options);
  // The live site is the truth about what is deployed: the build keeps exactly these (and itself).
  await writeBuildsLists(root, deploys);

  if ((await run([process.execPath, 'scripts/build-client.ts'])) !== 0) fail('the client build failed');
  const built = await readBuildsList(`${root}${HISTORY_FILE}`);
  const deployed = recordDeploy(built, new Date().toISOString());
  await printPlan(deployed, liveFiles, options.dryRun);

  if (options.dryRun) {
    console.log(`\n--dry-run: nothing recorded as deployed, and not run: wrangler ${wrangler.slice(1).join(' ')}`);
    return;
  }

  const secretList = Bun.spawnSync([...wrangler.slice(0, 1), 'secret', 'list', '--format', 'json', ...which], {
    cwd: root,
  });
  const missing = missingSecrets(secretList.stdout.toString());
  if (missing.length > 0)
    fail(
      `the Worker has no ${missing.join(', ')}: set it first with \`wrangler secret put ${missing[0]}\` (a random value of 32 characters or more)`,
    );

  const present = await readdir(assetsDir);
  await Promise.all(filesToDelete(present, deployed).map((file) => rm(`${assetsDir}/${file}`, { force: true })));
  await writeBuildsLists(root, deployed);
  const exitCode = await run(wrangler);
  if (exitCode !== 0) {
    // Not deployed: the lists go back to what the build wrote. Files of a deploy dropped above are fetched again next time.
    await writeBuildsLists(root, built);
    fail(`wrangler deploy exited with ${exitCode}; this build is not recorded as deployed`);
  }
  console.log(
    `\ndeployed build ${deployed.at(-1)?.id ?? '?'}; /assets keeps the files of the last ${deployed.length} deploy(s)`,
  );
}

await main();
