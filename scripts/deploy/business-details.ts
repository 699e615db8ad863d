/**
 * The check `bun run deploy` makes first: every business detail the site
 * publishes (src/content/site-config.ts) must be set and real before the site
 * goes live. A detail still missing, a stand-in such as "to be confirmed" or
 * "1 Example Street", an example.* email address or a phone number from
 * Ofcom's ranges for drama (which can reach no one) is reported, one line per
 * detail. A real deploy stops on any; --dry-run prints them as a warning.
 */

/** The fields of site config this check reads; the whole config is also searched for stand-in words. */
export interface BusinessDetails {
  origin: string;
  email: string;
  phoneDisplay: string;
  phoneHref: string;
  registeredIn: string;
  companyNumber: string | undefined;
  icoRegistrationNumber: string | undefined;
  registeredOffice: string | undefined;
  admin: { signInEmailFrom: string };
  notifications: { to: string; from: string };
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

/** The UK national number (0 and the digits) of a number written "0306 999 0123", "+44 306 999 0123" or "tel:+443069990123". */
export function ukNationalNumber(written: string): string | undefined {
  const digits = written.replace(/^tel:/, '').replace(/[\s()-]/g, '');
  if (/^\+44\d{9,10}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^0\d{9,10}$/.test(digits)) return digits;
  return undefined;
}

export function isOfcomDramaNumber(nationalNumber: string): boolean {
  return nationalNumber.length === 11 && OFCOM_DRAMA_PREFIXES.some((prefix) => nationalNumber.startsWith(prefix));
}

/** Companies House numbers: two letters and six digits (SC123456) or eight digits. */
const COMPANY_NUMBER = /^(?:[A-Z]{2}\d{6}|\d{8})$/;
/** The ICO's data protection fee register: Z and seven digits, or Z, a letter and six digits (ZA123456). */
const ICO_REGISTRATION_NUMBER = /^Z(?:\d{7}|[A-Z]\d{6})$/;
/** A UK postcode, e.g. G2 1HB, EH1 2AB, SW1A 1AA. */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i;
/** Domains kept for examples and tests (RFC 2606 and 6761), and the UK example domain everyone copies. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example(?:\.(?:com|net|org|co\.uk|uk))?|test|invalid|localhost)$/i;

function companyNumberProblem(value: string | undefined, registeredIn: string): string | undefined {
  if (!value?.trim()) return 'not set: the Companies House number (e.g. SC123456), which the legal pages quote';
  if (STAND_IN.test(value) || !COMPANY_NUMBER.test(value))
    return `"${value}" is not a Companies House number (two letters and six digits, e.g. SC123456, or eight digits)`;
  if (registeredIn === 'Scotland' && !value.startsWith('S'))
    return `"${value}" is not the number of a company registered in Scotland (those start SC)`;
  return undefined;
}

function icoNumberProblem(value: string | undefined): string | undefined {
  if (!value?.trim())
    return "not set: the Information Commissioner's Office registration number (e.g. ZA123456), which the privacy policy quotes";
  if (STAND_IN.test(value) || !ICO_REGISTRATION_NUMBER.test(value))
    return `"${value}" is not an ICO registration number (e.g. ZA123456 or Z1234567)`;
  return undefined;
}

function registeredOfficeProblem(value: string | undefined): string | undefined {
  if (!value?.trim())
    return 'not set: the registered office address as Companies House lists it, which the legal pages quote';
  if (STAND_IN.test(value)) return `"${value}" looks like an example address, not the registered office`;
  if (!UK_POSTCODE.test(value)) return `"${value}" has no UK postcode`;
  return undefined;
}

function phoneProblems(details: BusinessDetails): DetailProblem[] {
  const shown = ukNationalNumber(details.phoneDisplay);
  const dialled = details.phoneHref.startsWith('tel:') ? ukNationalNumber(details.phoneHref) : undefined;
  if (!shown) return [{ field: 'phoneDisplay', problem: `"${details.phoneDisplay}" is not a UK phone number` }];
  if (!dialled)
    return [
      {
        field: 'phoneHref',
        problem: `"${details.phoneHref}" is not a tel: link to a UK number (e.g. tel:+441315550123)`,
      },
    ];
  if (shown !== dialled) {
    return [
      {
        field: 'phoneHref',
        problem: `"${details.phoneHref}" dials another number than the one shown, ${details.phoneDisplay}`,
      },
    ];
  }
  if (isOfcomDramaNumber(shown)) {
    return [
      {
        field: 'phoneDisplay',
        problem: `${details.phoneDisplay} is one of Ofcom's numbers for drama, which can reach no one: put the business's own number in phoneDisplay and phoneHref`,
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

/** Every string in the config with where it is, e.g. ["notifications.to", "hello@…"]. */
function* textValues(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* textValues(item, `${path}[${index}]`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* textValues(item, path ? `${path}.${key}` : key);
  }
}

/** What must change in site config before the site may go live; empty when nothing. */
export function businessDetailProblems(details: BusinessDetails): DetailProblem[] {
  const checks: [string, string | undefined][] = [
    ['companyNumber', companyNumberProblem(details.companyNumber, details.registeredIn)],
    ['icoRegistrationNumber', icoNumberProblem(details.icoRegistrationNumber)],
    ['registeredOffice', registeredOfficeProblem(details.registeredOffice)],
    ['origin', originProblem(details.origin)],
    ['email', emailProblem(details.email)],
    ['notifications.to', emailProblem(details.notifications.to)],
    ['notifications.from', emailProblem(details.notifications.from)],
    ['admin.signInEmailFrom', emailProblem(details.admin.signInEmailFrom)],
  ];
  const problems: DetailProblem[] = [
    ...checks.flatMap(([field, problem]) => (problem ? [{ field, problem }] : [])),
    ...phoneProblems(details),
  ];
  // Any other text of the config that reads as a stand-in, once per field.
  const reported = new Set(problems.map(({ field }) => field));
  for (const [field, text] of textValues(details, '')) {
    if (!reported.has(field) && STAND_IN.test(text))
      problems.push({ field, problem: `"${text}" looks like a stand-in, not the business's own words` });
  }
  return problems;
}

/** What deploy does about the problems: a real deploy stops; --dry-run warns and goes on. */
export type BusinessDetailsVerdict = { action: 'go' } | { action: 'warn' | 'stop'; report: string };

export function businessDetailsVerdict(problems: readonly DetailProblem[], dryRun: boolean): BusinessDetailsVerdict {
  if (problems.length === 0) return { action: 'go' };
  const list = problems.map(({ field, problem }) => `  - ${field}: ${problem}`).join('\n');
  const fix = 'Set them in src/content/site-config.ts (the owner supplies them; never a stand-in).';
  return dryRun
    ? {
        action: 'warn',
        report: `warning: a real deploy would stop here, because these business details are missing or only examples:\n${list}\n${fix}`,
      }
    : {
        action: 'stop',
        report: `these business details are missing or only examples, and the site must not go live with them:\n${list}\n${fix}`,
      };
}
