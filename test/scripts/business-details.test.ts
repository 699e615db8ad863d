/**
 * The check `bun run deploy` makes before anything else
 * (scripts/deploy/business-details.ts): it checks the business details
 * production's D1 holds (the owner's), or the seed's while it holds none, and
 * stops when production cannot be read. Details that are all real pass; each
 * missing detail, stand-in, example address or Ofcom drama number is named,
 * once, and stops a real deploy but only warns on --dry-run.
 */
import { describe, expect, it } from 'vitest';
import {
  businessDetailProblems,
  businessDetailsVerdict,
  checkedWhich,
  detailsToCheck,
  isOfcomDramaNumber,
  productionDetailsFrom,
  type SiteSettings,
  unreadableDetailsVerdict,
} from '../../scripts/deploy/business-details';
import type { BusinessDetails } from '../../src/content/kinds/details';
import { ukNationalNumber } from '../../src/lib/uk-phone';

/** Every detail as a live site needs it (made-up, but in the right form and outside the drama ranges). */
const ready: BusinessDetails = {
  email: 'hello@pawsperity.co.uk',
  phoneDisplay: '0330 123 4567',
  phoneDial: '+443301234567',
  companyNumber: 'SC765432',
  icoRegistrationNumber: 'ZB123456',
  registeredOffice: ['12 Bath Street', 'Glasgow G2 1HB'],
  social: { linkedin: '', x: '', facebook: 'https://www.facebook.com/pawsperity', instagram: '' },
};

const settings: SiteSettings = {
  origin: 'https://www.pawsperity.co.uk',
  registeredIn: 'Scotland',
  admin: { signInEmailFrom: 'no-reply@pawsperity.co.uk' },
  notifications: { to: 'hello@pawsperity.co.uk', from: 'notifications@pawsperity.co.uk' },
};

/** The details as the seed writes them until the owner supplies the rest: nothing registered, a drama number. */
const unsupplied: BusinessDetails = {
  ...ready,
  companyNumber: '',
  icoRegistrationNumber: '',
  registeredOffice: [],
  phoneDisplay: '0306 999 0123',
  phoneDial: '+443069990123',
  social: { linkedin: '', x: '', facebook: '', instagram: '' },
};

const fieldsOf = (details: BusinessDetails, config: SiteSettings = settings) =>
  businessDetailProblems(details, config).map(({ field }) => field);

/** wrangler d1 execute --json's answer with these rows. */
const answer = (rows: object[]) => ({
  ok: true,
  stdout: JSON.stringify([{ results: rows, success: true, meta: { duration: 1 } }], null, 2),
  stderr: '',
});

describe('business details before a deploy', () => {
  it('lets a site with every detail real go live', () => {
    expect(businessDetailProblems(ready, settings)).toEqual([]);
    expect(businessDetailsVerdict([], 'production', false)).toEqual({ action: 'go' });
  });

  it('names each detail not supplied yet and the drama phone number, as the site stands until the owner supplies them', () => {
    const problems = businessDetailProblems(unsupplied, settings);
    expect(problems.map(({ field }) => field)).toEqual([
      'companyNumber',
      'icoRegistrationNumber',
      'registeredOffice',
      'phoneDisplay',
    ]);
    expect(problems.find(({ field }) => field === 'companyNumber')?.problem).toMatch(/^not set/);
    expect(problems.find(({ field }) => field === 'phoneDisplay')?.problem).toContain("Ofcom's numbers for drama");
  });

  it('refuses the stand-ins the site once showed, each named once', () => {
    const standIns = {
      ...ready,
      companyNumber: 'SC (to be confirmed)',
      icoRegistrationNumber: 'ZB (to be confirmed)',
      registeredOffice: ['1 Example Street', 'Glasgow G1 1AA'],
      phoneDisplay: '0141 496 0123',
      phoneDial: '+441414960123',
    };
    expect(fieldsOf(standIns)).toEqual(['companyNumber', 'icoRegistrationNumber', 'registeredOffice', 'phoneDisplay']);
  });

  it('checks the form of the company number, the ICO number and the registered office', () => {
    expect(fieldsOf({ ...ready, companyNumber: '12345' })).toEqual(['companyNumber']);
    expect(fieldsOf({ ...ready, companyNumber: '  ' })).toEqual(['companyNumber']);
    // A company registered in Scotland has an S number; one in England and Wales may have eight digits.
    expect(fieldsOf({ ...ready, companyNumber: '01234567' })).toEqual(['companyNumber']);
    expect(
      fieldsOf({ ...ready, companyNumber: '01234567' }, { ...settings, registeredIn: 'England and Wales' }),
    ).toEqual([]);
    expect(fieldsOf({ ...ready, icoRegistrationNumber: 'TBC' })).toEqual(['icoRegistrationNumber']);
    expect(fieldsOf({ ...ready, icoRegistrationNumber: 'Z1234567' })).toEqual([]);
    expect(fieldsOf({ ...ready, registeredOffice: ['12 Bath Street', 'Glasgow'] })).toEqual(['registeredOffice']);
  });

  it('finds a drama number in every Ofcom range, and only there', () => {
    for (const drama of [
      '0113 496 0000',
      '0161 496 0999',
      '0191 498 0123',
      '020 7946 0123',
      '028 9649 6123',
      '029 2018 0123',
      '01632 960123',
      '07700 900123',
      '08081 570123',
      '0909 879 0123',
      '0306 999 0999',
    ]) {
      expect(isOfcomDramaNumber(ukNationalNumber(drama) ?? ''), drama).toBe(true);
    }
    for (const real of ['0306 999 1000', '0141 496 1000', '020 7946 1000', '0131 555 0123', '0303 123 1113']) {
      expect(isOfcomDramaNumber(ukNationalNumber(real) ?? ''), real).toBe(false);
    }
  });

  it('wants the phone link to dial the number shown', () => {
    expect(fieldsOf({ ...ready, phoneDial: '+443301234568' })).toEqual(['phoneDial']);
    expect(fieldsOf({ ...ready, phoneDial: 'call us' })).toEqual(['phoneDial']);
    expect(fieldsOf({ ...ready, phoneDisplay: 'Call us' })).toEqual(['phoneDisplay']);
    expect(fieldsOf({ ...ready, phoneDisplay: '+44 330 123 4567' })).toEqual([]);
  });

  it('refuses example and stand-in email addresses and origins', () => {
    expect(fieldsOf({ ...ready, email: 'hello@example.co.uk' })).toEqual(['email']);
    const withSettings = (changed: Partial<SiteSettings>) => fieldsOf(ready, { ...settings, ...changed });
    expect(withSettings({ notifications: { ...settings.notifications, to: 'owner@example.com' } })).toEqual([
      'notifications.to',
    ]);
    expect(
      withSettings({ notifications: { ...settings.notifications, from: 'placeholder@pawsperity.co.uk' } }),
    ).toEqual(['notifications.from']);
    expect(withSettings({ admin: { signInEmailFrom: 'your-email@pawsperity.co.uk' } })).toEqual([
      'admin.signInEmailFrom',
    ]);
    expect(fieldsOf({ ...ready, email: 'not an address' })).toEqual(['email']);
    expect(withSettings({ origin: 'https://www.example.com' })).toEqual(['origin']);
    expect(withSettings({ origin: 'http://www.pawsperity.co.uk' })).toEqual(['origin']);
  });

  it('finds a stand-in anywhere else in the details or the config, by where it is', () => {
    const profile = { ...ready, social: { ...ready.social, x: 'https://x.com/placeholder' } };
    const config = { ...settings, tagline: 'Tagline TBC' };
    expect(fieldsOf(profile, config)).toEqual(['social.x', 'tagline']);
  });

  it("checks the details given, never the config's seed of them", () => {
    const config = { ...settings, businessDetails: unsupplied };
    expect(fieldsOf(ready, config)).toEqual([]);
  });
});

describe('which details are checked', () => {
  it("reads production's published details from wrangler's answer", () => {
    const stored = productionDetailsFrom(answer([{ document: JSON.stringify(ready) }]));
    expect(stored).toEqual({ state: 'stored', document: ready });
    expect(detailsToCheck(stored, unsupplied)).toEqual({ details: ready, source: 'production' });
    expect(checkedWhich(stored, 'production')).toBe("production's, from its D1");
  });

  it("checks the seed's while production holds none, as `db:seed --remote` will write them", () => {
    const absent = productionDetailsFrom(answer([]));
    expect(absent).toEqual({ state: 'absent' });
    expect(detailsToCheck(absent, unsupplied)).toEqual({ details: unsupplied, source: 'seed' });
    expect(checkedWhich(absent, 'seed')).toBe("the seed's (production's D1 holds none yet)");
  });

  it("checks the seed's when the stored ones no longer pass the schema, as the site then shows the seed's", () => {
    const broken = productionDetailsFrom(answer([{ document: JSON.stringify({ ...ready, email: 'nobody' }) }]));
    expect(detailsToCheck(broken, unsupplied)).toEqual({ details: unsupplied, source: 'seed' });
  });

  it('knows nothing when production cannot be read, and a real deploy stops', () => {
    // What wrangler prints with --json when it has no credentials.
    const token = "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable";
    const failed = productionDetailsFrom({ ok: false, stdout: JSON.stringify({ error: { text: token } }), stderr: '' });
    expect(failed).toEqual({ state: 'unreadable', reason: token });
    expect(detailsToCheck(failed, unsupplied)).toBeNull();
    expect(checkedWhich(failed, 'seed')).toBe("the seed's (production's D1 could not be read)");
    expect(productionDetailsFrom({ ok: false, stdout: '', stderr: '\nNot logged in.\nRun wrangler login' })).toEqual({
      state: 'unreadable',
      reason: 'Not logged in.',
    });
    expect(productionDetailsFrom({ ok: true, stdout: 'wrangler crashed', stderr: '' }).state).toBe('unreadable');
    const stop = unreadableDetailsVerdict('Not logged in.', false);
    expect(stop.action).toBe('stop');
    expect('report' in stop ? stop.report : '').toContain('wrangler login');
    expect(unreadableDetailsVerdict('Not logged in.', true).action).toBe('warn');
  });

  it("stops a deploy of today's seed: nothing registered and a drama number", () => {
    const checked = detailsToCheck({ state: 'absent' }, unsupplied);
    const problems = businessDetailProblems(checked?.details ?? ready, settings);
    expect(businessDetailsVerdict(problems, checked?.source ?? 'production', false).action).toBe('stop');
  });
});

describe('what deploy does with them', () => {
  const problems = businessDetailProblems({ ...ready, companyNumber: '', email: 'hello@example.com' }, settings);

  it('stops a real deploy with the list, saying where the owner puts them right', () => {
    const verdict = businessDetailsVerdict(problems, 'production', false);
    expect(verdict.action).toBe('stop');
    const report = 'report' in verdict ? verdict.report : '';
    expect(report).toContain('  - companyNumber: not set');
    expect(report).toContain('  - email: "hello@example.com" is an example address');
    expect(report).toContain('/admin/content/details');
    const fromSeed = businessDetailsVerdict(problems, 'seed', false);
    expect('report' in fromSeed ? fromSeed.report : '').toContain('src/content/site-config.ts');
  });

  it('warns on --dry-run, with the same list, and goes on', () => {
    const verdict = businessDetailsVerdict(problems, 'production', true);
    expect(verdict.action).toBe('warn');
    const report = 'report' in verdict ? verdict.report : '';
    expect(report).toMatch(/^warning: a real deploy would stop here/);
    expect(report).toContain('  - companyNumber: not set');
    expect(report).toContain('  - email: "hello@example.com"');
  });
});
