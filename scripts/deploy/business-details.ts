/**
 * The check `bun run deploy` makes first: every business detail the site
 * publishes must be set and real before the site goes live. The details are
 * the owner's (edited at /admin/content/details and stored in D1), so the
 * check reads what production's D1 holds (`wrangler d1 execute --remote`,
 * with the credentials `wrangler deploy` needs anyway); a database that has
 * none yet will get the seed's (src/content/site-config.ts, `businessDetails`)
 * from `bun run db:seed --remote`, so those are checked instead. A detail
 * still missing, a stand-in such as "to be confirmed" or "1 Example Street",
 * an example.* email address or a phone number from Ofcom's ranges for drama
 * (which can reach no one) is reported, one line per detail; so are the site
 * settings that name the business (origin, senders). A real deploy stops on
 * any; --dry-run prints them as a warning.
 */
import {
  type BusinessDetails,
  COMPANY_NUMBER,
  DETAILS_KIND,
  detailsDocument,
  ICO_REGISTRATION_NUMBER,
  UK_POSTCODE,
} from '../../src/content/kinds/details';
import { ukNationalNumber } from '../../src/lib/uk-phone';
import { wranglerJsonRows } from '../wrangler-json';

/** The settings of site config this check reads besides the details; all of it is also searched for stand-in words. */
export interface SiteSettings {
  origin: string;
  registeredIn: string;
  admin: { signInEmailFrom: string };
  notifications: { to: string; from: string };
}

/** The details visitors would see after this deploy, and where they come from (and so where they are changed). */
export interface CheckedDetails {
  details: BusinessDetails;
  source: 'production' | 'seed';
}

/** What production's D1 answers for the published details: its document, none yet, or no answer at all. */
export type ProductionDetails =
  | { state: 'stored'; document: unknown }
  | { state: 'absent' }
  | { state: 'unreadable'; reason: string };

/** The statement the check runs against production (the item the site reads: published, of kind 'details'). */
export const PUBLISHED_DETAILS_SQL = `SELECT document FROM content_items WHERE kind = '${DETAILS_KIND}' AND status = 'published' ORDER BY position LIMIT 1`;

/** What `wrangler d1 execute --json` gave back: whether it exited 0, and what it printed. */
export interface WranglerAnswer {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Why wrangler failed, in one line: its JSON error's text (what --json prints), else the first line it wrote. */
function failureReason({ stdout, stderr }: WranglerAnswer): string {
  try {
    const text = (JSON.parse(stdout) as { error?: { text?: unknown } }).error?.text;
    if (typeof text === 'string' && text.trim()) return text.trim();
  } catch {
    // Not JSON: the words it wrote say why.
  }
  return (
    `${stderr}\n${stdout}`
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? 'wrangler failed'
  );
}

/** Reads `wrangler d1 execute --json`'s answer to PUBLISHED_DETAILS_SQL. */
export function productionDetailsFrom(answer: WranglerAnswer): ProductionDetails {
  if (!answer.ok) return { state: 'unreadable', reason: failureReason(answer) };
  try {
    const row = wranglerJsonRows(answer.stdout)[0];
    if (!row) return { state: 'absent' };
    return { state: 'stored', document: JSON.parse(String(row.document)) };
  } catch {
    return { state: 'unreadable', reason: 'wrangler answered something other than the rows asked for' };
  }
}

/**
 * The details to check, as the site would show them: the stored ones when they pass the schema (otherwise the site
 * falls back to the seeded ones, as it does here); the seed's while production has none. Null when production could
 * not be read: what visitors would see is unknown.
 */
export function detailsToCheck(production: ProductionDetails, seed: BusinessDetails): CheckedDetails | null {
  if (production.state === 'unreadable') return null;
  if (production.state === 'absent') return { details: seed, source: 'seed' };
  const parsed = detailsDocument.safeParse(production.document);
  return parsed.success ? { details: parsed.data, source: 'production' } : { details: seed, source: 'seed' };
}

/** Which details were checked, and why those, for the deploy's log. */
export function checkedWhich(production: ProductionDetails, source: CheckedDetails['source']): string {
  if (source === 'production') return "production's, from its D1";
  if (production.state === 'absent') return "the seed's (production's D1 holds none yet)";
  if (production.state === 'unreadable') return "the seed's (production's D1 could not be read)";
  return "the seed's (production's no longer pass the schema, so the site shows the seed's)";
}

/** One detail to fix: where it is in site config and what is wrong with it. */
export interface DetailProblem {
  field: string;
  problem: string;
}

/** Words that mark a value as a stand-in rather than the business's own. */
const STAND_IN =
  /to be confirmed|\b(?:tbc|tbd|todo|fixme|placeholder|lorem ipsum|changeme|example|sample|dummy|x{3,})\b/i;

/**
 * Ofcom's numbers for drama (TV, radio, film), never given to anyone: the
 * national number (with its 0) starts with one of these and has 11 digits, each
 * range being the next 1,000 numbers (0306 999 0000 to 0306 999 0999 and so on).
 */
const OFCOM_DRAMA_PREFIXES = [
  '01134960', // Leeds
  '01144960', // Sheffield
  '01154960', // Nottingham
  '01164960', // Leicester
  '01174960', // Bristol
  '01184960', // Reading
  '01214960', // Birmingham
  '01314960', // Edinburgh
  '01414960', // Glasgow
  '01514960', // Liverpool
  '01614960', // Manchester
  '01914980', // Tyneside, Durham, Sunderland
  '02079460', // London
  '02896496', // Northern Ireland
  '02920180', // Cardiff
  '01632960', // no area
  '07700900', // mobile
  '08081570', // freephone
  '09098790', // premium rate
  '03069990', // UK-wide (03)
];

export function isOfcomDramaNumber(nationalNumber: string): boolean {
  return nationalNumber.length === 11 && OFCOM_DRAMA_PREFIXES.some((prefix) => nationalNumber.startsWith(prefix));
}

/** Domains kept for examples and tests (RFC 2606 and 6761), and the UK example domain everyone copies. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example(?:\.(?:com|net|org|co\.uk|uk))?|test|invalid|localhost)$/i;

function companyNumberProblem(value: string, registeredIn: string): string | undefined {
  if (!value.trim()) return 'not set: the Companies House number (e.g. SC123456), which the legal pages quote';
  if (STAND_IN.test(value) || !COMPANY_NUMBER.test(value))
    return `"${value}" is not a Companies House number (two letters and six digits, e.g. SC123456, or eight digits)`;
  if (registeredIn === 'Scotland' && !value.startsWith('S'))
    return `"${value}" is not the number of a company registered in Scotland (those start SC)`;
  return undefined;
}

function icoNumberProblem(value: string): string | undefined {
  if (!value.trim())
    return "not set: the Information Commissioner's Office registration number (e.g. ZA123456), which the privacy policy quotes";
  if (STAND_IN.test(value) || !ICO_REGISTRATION_NUMBER.test(value))
    return `"${value}" is not an ICO registration number (e.g. ZA123456 or Z1234567)`;
  return undefined;
}

function registeredOfficeProblem(lines: readonly string[]): string | undefined {
  const value = lines.join(', ');
  if (!value.trim())
    return 'not set: the registered office address as Companies House lists it, which the legal pages quote';
  if (STAND_IN.test(value)) return `"${value}" looks like an example address, not the registered office`;
  if (!UK_POSTCODE.test(value)) return `"${value}" has no UK postcode`;
  return undefined;
}

function phoneProblems(details: BusinessDetails): DetailProblem[] {
  const shown = ukNationalNumber(details.phoneDisplay);
  const dialled = ukNationalNumber(details.phoneDial);
  if (!shown) return [{ field: 'phoneDisplay', problem: `"${details.phoneDisplay}" is not a UK phone number` }];
  if (!dialled)
    return [{ field: 'phoneDial', problem: `"${details.phoneDial}" is not a UK number in international form (+44…)` }];
  if (shown !== dialled) {
    return [
      {
        field: 'phoneDial',
        problem: `"${details.phoneDial}" dials another number than the one shown, ${details.phoneDisplay}`,
      },
    ];
  }
  if (isOfcomDramaNumber(shown)) {
    return [
      {
        field: 'phoneDisplay',
        problem: `${details.phoneDisplay} is one of Ofcom's numbers for drama, which can reach no one: put the business's own number in the phone number and the number the call link dials`,
      },
    ];
  }
  return [];
}

function emailProblem(value: string): string | undefined {
  const match = /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(value);
  if (!match) return `"${value}" is not an email address`;
  const [, local = '', domain = ''] = match;
  if (EXAMPLE_DOMAIN.test(domain)) return `"${value}" is an example address (${domain} is kept for examples)`;
  if (STAND_IN.test(local) || /^(?:test|user|name|email|you|your[-._]?\w*)$/i.test(local))
    return `"${value}" looks like a stand-in address`;
  return undefined;
}

function originProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL`;
  }
  if (url.protocol !== 'https:') return `"${value}" is not an https address`;
  if (EXAMPLE_DOMAIN.test(url.hostname)) return `"${value}" is an example address`;
  return undefined;
}

/** Every string in a value with where it is, e.g. ["notifications.to", "hello@…"]. */
function* textValues(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* textValues(item, `${path}[${index}]`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* textValues(item, path ? `${path}.${key}` : key);
  }
}

/**
 * What must change before the site may go live; empty when nothing. `details`: the business details visitors would
 * see; `settings`: site config (its seed of the details, `businessDetails`, is not what is checked here).
 */
export function businessDetailProblems(details: BusinessDetails, settings: SiteSettings): DetailProblem[] {
  const checks: [string, string | undefined][] = [
    ['companyNumber', companyNumberProblem(details.companyNumber, settings.registeredIn)],
    ['icoRegistrationNumber', icoNumberProblem(details.icoRegistrationNumber)],
    ['registeredOffice', registeredOfficeProblem(details.registeredOffice)],
    ['origin', originProblem(settings.origin)],
    ['email', emailProblem(details.email)],
    ['notifications.to', emailProblem(settings.notifications.to)],
    ['notifications.from', emailProblem(settings.notifications.from)],
    ['admin.signInEmailFrom', emailProblem(settings.admin.signInEmailFrom)],
  ];
  const problems: DetailProblem[] = [
    ...checks.flatMap(([field, problem]) => (problem ? [{ field, problem }] : [])),
    ...phoneProblems(details),
  ];
  // Any other text that reads as a stand-in (a social profile, a tagline), once per field.
  const otherSettings = Object.fromEntries(Object.entries(settings).filter(([key]) => key !== 'businessDetails'));
  const reported = problems.map(({ field }) => field);
  // A line of the registered office is part of the field already named.
  const named = (field: string) => reported.some((known) => field === known || field.startsWith(`${known}[`));
  for (const [field, text] of [...textValues(details, ''), ...textValues(otherSettings, '')]) {
    if (!named(field) && STAND_IN.test(text))
      problems.push({ field, problem: `"${text}" looks like a stand-in, not the business's own words` });
  }
  return problems;
}

/** Where each kind of problem is put right, by where the details were read. */
const fixes: Record<CheckedDetails['source'], string> = {
  production:
    "The business details are production's: the owner sets them at /admin/content/details on the live site (never a stand-in). Site settings (origin, senders) are in src/content/site-config.ts.",
  seed: "These are the seed's (businessDetails in src/content/site-config.ts), which `bun run db:seed --remote` writes into a production D1 that holds none: set them there, or at /admin/content/details once seeded (the owner supplies them; never a stand-in).",
};

/** What deploy does about the problems: a real deploy stops; --dry-run warns and goes on. */
export type BusinessDetailsVerdict = { action: 'go' } | { action: 'warn' | 'stop'; report: string };

export function businessDetailsVerdict(
  problems: readonly DetailProblem[],
  source: CheckedDetails['source'],
  dryRun: boolean,
): BusinessDetailsVerdict {
  if (problems.length === 0) return { action: 'go' };
  const list = problems.map(({ field, problem }) => `  - ${field}: ${problem}`).join('\n');
  return dryRun
    ? {
        action: 'warn',
        report: `warning: a real deploy would stop here, because these business details are missing or only examples:\n${list}\n${fixes[source]}`,
      }
    : {
        action: 'stop',
        report: `these business details are missing or only examples, and the site must not go live with them:\n${list}\n${fixes[source]}`,
      };
}

/** Production's D1 gave no answer: a real deploy stops (what visitors would see is unknown); --dry-run checks the seed's. */
export function unreadableDetailsVerdict(reason: string, dryRun: boolean): BusinessDetailsVerdict {
  const why = `production's business details could not be read from D1 (wrangler d1 execute --remote: ${reason})`;
  return dryRun
    ? {
        action: 'warn',
        report: `warning: ${why}; a real deploy would stop here. The seed's details are checked instead.`,
      }
    : {
        action: 'stop',
        report: `${why}, so whether the site would go live with stand-in details is unknown. Sign in with \`wrangler login\` or set CLOUDFLARE_API_TOKEN, as \`wrangler deploy\` needs anyway.`,
      };
}
