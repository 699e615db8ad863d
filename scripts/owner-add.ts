/**
 * bun run owner:add EMAIL [--role owner|editor] [--first NAME] [--last NAME] [--remote] [--persist-to DIR] [--base-url URL] [--disable]
 *
 * Adds a back office user (or re-enables one, updating the names given) in the
 * local D1 through `wrangler d1 execute`, and prints a one-time sign-in link
 * as its last line: http://localhost:8787 by default, the live site with
 * --remote. The link is stored like any emailed one (only its SHA-256, valid
 * 15 minutes, single use), so it is how the first owner gets in.
 * --disable takes the user's access away instead and ends their sessions.
 * --role editor: they may only edit content (/admin/content), never the inbox,
 * bookings, learners or any visitor's personal data; owner (the default) does
 * everything, and is what a new user is without --role. Given for an existing
 * user, it changes their role; left out, their role stays.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { signInLinkUrl } from '../src/notify/emails/owner-sign-in';
import { randomToken } from '../src/auth/tokens';
import { sha256Hex } from '../src/lib/sha256';
import { siteConfig } from '../src/content/site-config';
import { emailAddress } from '../src/lib/fields';

interface Options {
  email: string;
  firstName: string | null;
  lastName: string | null;
  remote: boolean;
  persistTo: string | null;
  baseUrl: string;
  disable: boolean;
  /** Null: a new user is an owner, an existing one keeps their role. */
  role: 'owner' | 'editor' | null;
}

const usage =
  'Usage: bun run owner:add EMAIL [--role owner|editor] [--first NAME] [--last NAME] [--remote] [--persist-to DIR] [--base-url URL] [--disable]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArguments(args: string[]): Options {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--remote' || arg === '--disable') flags.add(arg);
    else if (['--first', '--last', '--persist-to', '--base-url', '--role'].includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value.\n${usage}`);
      values.set(arg, value);
      index += 1;
    } else if (arg.startsWith('--')) fail(`Unknown option ${arg}.\n${usage}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) fail(usage);
  const parsed = emailAddress.safeParse(positional[0]);
  if (!parsed.success) fail(`Not an email address: ${positional[0]}`);
  const remote = flags.has('--remote');
  const role = values.get('--role') ?? null;
  if (role !== null && role !== 'owner' && role !== 'editor') fail(`--role is owner or editor, not ${role}.\n${usage}`);
  const name = (flag: string) => {
    const value = values.get(flag)?.trim();
    if (value && (value.length > 100 || /[\r\n]/.test(value)))
      fail(`${flag} must be one line of at most 100 characters.`);
    return value || null;
  };
  return {
    email: parsed.data.trim().toLowerCase(),
    firstName: name('--first'),
    lastName: name('--last'),
    remote,
    persistTo: values.get('--persist-to') ?? null,
    baseUrl: (values.get('--base-url') ?? (remote ? siteConfig.origin : 'http://localhost:8787')).replace(/\/$/, ''),
    disable: flags.has('--disable'),
    role,
  };
}

/** An SQL string literal. The values are ours or validated above, but quote them properly all the same. */
function literal(value: string | null): string {
  return value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`;
}

function wrangler(args: string[], options: Options): string {
  const target = options.remote
    ? ['--remote']
    : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
  const result = spawnSync(join(process.cwd(), 'node_modules/.bin/wrangler'), [...args, ...target], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) fail(`wrangler ${args.slice(0, 3).join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

function execute(sql: string, options: Options): void {
  wrangler(['d1', 'execute', 'DB', '--command', sql], options);
}

const options = parseArguments(process.argv.slice(2));
const now = Date.now();
const sameEmail = `lower(trim(email)) = ${literal(options.email)}`;
const userId = `(select id from users where ${sameEmail} limit 1)`;

// The local database may be brand new: bring it up to date first. Production migrations stay a deliberate step.
if (!options.remote) wrangler(['d1', 'migrations', 'apply', 'DB'], options);

if (options.disable) {
  execute(
    [
      `insert into user_access (user_id, disabled_at, updated_at) select id, ${now}, ${now} from users where ${sameEmail} limit 1
         on conflict(user_id) do update set disabled_at = excluded.disabled_at, updated_at = excluded.updated_at`,
      `delete from sessions where json_extract(sess, '$.userId') = ${userId}`,
      `delete from sign_in_links where user_id = ${userId}`,
    ].join(';\n'),
    options,
  );
  console.log(`${options.email} can no longer sign in; their sessions have ended.`);
  process.exit(0);
}

const token = randomToken();
const linkMs = siteConfig.admin.signInLinkMinutes * 60 * 1000;
execute(
  [
    // Re-enable and rename an existing user (however their address was typed), or add a new one.
    `update users set first_name = coalesce(${literal(options.firstName)}, first_name), last_name = coalesce(${literal(options.lastName)}, last_name), updated_at = ${now} where ${sameEmail}`,
    `insert into users (id, email, first_name, last_name, created_at, updated_at)
       select ${literal(crypto.randomUUID())}, ${literal(options.email)}, ${literal(options.firstName)}, ${literal(options.lastName)}, ${now}, ${now}
       where not exists (select 1 from users where ${sameEmail})`,
    `insert into user_access (user_id, disabled_at, role, updated_at) select ${userId}, null, ${literal(options.role ?? 'owner')}, ${now} where true
       on conflict(user_id) do update set disabled_at = null, role = coalesce(${literal(options.role)}, role), updated_at = excluded.updated_at`,
    `insert into sign_in_links (token_hash, user_id, created_at, expires_at) values (${literal(await sha256Hex(token))}, ${userId}, ${now}, ${now + linkMs})`,
  ].join(';\n'),
  options,
);

const as = { editor: ' as an editor (content only)', owner: ' as an owner', none: '' }[options.role ?? 'none'];
console.log(`${options.email} may sign in to the back office${as}${options.remote ? ' (production database)' : ''}.`);
console.log(
  `This link works once, within ${siteConfig.admin.signInLinkMinutes} minutes; later, ask for a new one at ${options.baseUrl}/admin/sign-in`,
);
console.log(signInLinkUrl(options.baseUrl, token));
