/** `bun run deploy` options: its own, and everything else passed on to `wrangler deploy`. */
export interface DeployOptions {
  /** Fetch, build and print what would be uploaded; no `wrangler deploy`, nothing recorded as deployed. */
  dryRun: boolean;
  /** Go on when the live site's builds cannot be had (nothing is live yet, or it is gone): tabs open on it may break. */
  firstDeploy: boolean;
  /** The live site, without a trailing slash. */
  origin: string;
  wranglerArgs: string[];
}

export function parseDeployOptions(argv: string[], defaultOrigin: string): DeployOptions {
  const options: DeployOptions = { dryRun: false, firstDeploy: false, origin: defaultOrigin, wranglerArgs: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--dry-run') options.dryRun = true;
    else if (argument === '--first-deploy') options.firstDeploy = true;
    else if (argument === '--origin') {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--'))
        throw new Error('--origin needs a URL, e.g. --origin https://www.example.com');
      options.origin = value;
      index += 1;
    } else if (argument.startsWith('--origin=')) options.origin = argument.slice('--origin='.length);
    else options.wranglerArgs.push(argument);
  }
  options.origin = normaliseOrigin(options.origin);
  return options;
}

function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--origin ${value} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`--origin ${value} is not an http(s) URL`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
