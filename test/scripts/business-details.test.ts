/**
 * The check `bun run deploy` makes before anything else
 * (scripts/deploy/business-details.ts): a site config with every business
 * detail real passes; each missing detail, stand-in, example address or Ofcom
 * drama number is named, once, and stops a real deploy but only warns on
 * --dry-run.
 */
import { describe, expect, it } from 'vitest';
import {
  type BusinessDetails,
  businessDetailProblems,
  businessDetailsVerdict,
  isOfcomDramaNumber,
  ukNationalNumber,
} from '../../scripts/deploy/business-details';

/** Every detail as a live site needs it (made-up, but in the right form and outside the drama ranges). */
const ready: BusinessDetails = {
  origin: 'https://www.pawsperity.co.uk',
  email: 'hello@pawsperity.co.uk',
  phoneDisplay: '0330 123 4567',
  phoneHref: 'tel:+443301234567',
  registeredIn: 'Scotland',
  companyNumber: 'SC765432',
  icoRegistrationNumber: 'ZB123456',
  registeredOffice: '12 Bath Street, Glasgow G2 1HB',
  admin: { signInEmailFrom: 'no-reply@pawsperity.co.uk' },
  notifications: { to: 'hello@pawsperity.co.uk', from: 'notifications@pawsperity.co.uk' },
};

const fieldsOf = (details: BusinessDetails) => businessDetailProblems(details).map(({ field }) => field);

describe('business details before a deploy', () => {
  it('lets a site with every detail real go live', () => {
    expect(businessDetailProblems(ready)).toEqual([]);
    expect(businessDetailsVerdict([], false)).toEqual({ action: 'go' });
  });

  it('names each detail not supplied yet and the drama phone number, as the site stands until the owner supplies them', () => {
    const unsupplied = {
      ...ready,
      companyNumber: undefined,
      icoRegistrationNumber: undefined,
      registeredOffice: undefined,
      phoneDisplay: '0306 999 0123',
      phoneHref: 'tel:+443069990123',
    };
    const problems = businessDetailProblems(unsupplied);
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
      registeredOffice: '1 Example Street, Glasgow G1 1AA',
      phoneDisplay: '0141 496 0123',
      phoneHref: 'tel:+441414960123',
    };
    expect(fieldsOf(standIns)).toEqual(['companyNumber', 'icoRegistrationNumber', 'registeredOffice', 'phoneDisplay']);
  });

  it('checks the form of the company number, the ICO number and the registered office', () => {
    expect(fieldsOf({ ...ready, companyNumber: '12345' })).toEqual(['companyNumber']);
    expect(fieldsOf({ ...ready, companyNumber: '  ' })).toEqual(['companyNumber']);
    // A company registered in Scotland has an S number; one in England and Wales may have eight digits.
    expect(fieldsOf({ ...ready, companyNumber: '01234567' })).toEqual(['companyNumber']);
    expect(fieldsOf({ ...ready, registeredIn: 'England and Wales', companyNumber: '01234567' })).toEqual([]);
    expect(fieldsOf({ ...ready, icoRegistrationNumber: 'TBC' })).toEqual(['icoRegistrationNumber']);
    expect(fieldsOf({ ...ready, icoRegistrationNumber: 'Z1234567' })).toEqual([]);
    expect(fieldsOf({ ...ready, registeredOffice: '12 Bath Street, Glasgow' })).toEqual(['registeredOffice']);
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
    expect(fieldsOf({ ...ready, phoneHref: 'tel:+443301234568' })).toEqual(['phoneHref']);
    expect(fieldsOf({ ...ready, phoneHref: '0330 123 4567' })).toEqual(['phoneHref']);
    expect(fieldsOf({ ...ready, phoneDisplay: 'Call us' })).toEqual(['phoneDisplay']);
    expect(fieldsOf({ ...ready, phoneDisplay: '+44 330 123 4567' })).toEqual([]);
  });

  it('refuses example and stand-in email addresses and origins', () => {
    expect(fieldsOf({ ...ready, email: 'hello@example.co.uk' })).toEqual(['email']);
    expect(fieldsOf({ ...ready, notifications: { ...ready.notifications, to: 'owner@example.com' } })).toEqual([
      'notifications.to',
    ]);
    expect(
      fieldsOf({ ...ready, notifications: { ...ready.notifications, from: 'placeholder@pawsperity.co.uk' } }),
    ).toEqual(['notifications.from']);
    expect(fieldsOf({ ...ready, admin: { signInEmailFrom: 'your-email@pawsperity.co.uk' } })).toEqual([
      'admin.signInEmailFrom',
    ]);
    expect(fieldsOf({ ...ready, email: 'not an address' })).toEqual(['email']);
    expect(fieldsOf({ ...ready, origin: 'https://www.example.com' })).toEqual(['origin']);
    expect(fieldsOf({ ...ready, origin: 'http://www.pawsperity.co.uk' })).toEqual(['origin']);
  });

  it('finds a stand-in anywhere else in the config, by where it is', () => {
    const config = { ...ready, tagline: 'Tagline TBC', social: [{ name: 'LinkedIn' }, { name: 'Placeholder' }] };
    expect(fieldsOf(config)).toEqual(['tagline', 'social[1].name']);
  });
});

describe('what deploy does with them', () => {
  const problems = businessDetailProblems({ ...ready, companyNumber: undefined, email: 'hello@example.com' });

  it('stops a real deploy with the list', () => {
    const verdict = businessDetailsVerdict(problems, false);
    expect(verdict.action).toBe('stop');
    const report = 'report' in verdict ? verdict.report : '';
    expect(report).toContain('  - companyNumber: not set');
    expect(report).toContain('  - email: "hello@example.com" is an example address');
    expect(report).toContain('src/content/site-config.ts');
  });

  it('warns on --dry-run, with the same list, and goes on', () => {
    const verdict = businessDetailsVerdict(problems, true);
    expect(verdict.action).toBe('warn');
    const report = 'report' in verdict ? verdict.report : '';
    expect(report).toMatch(/^warning: a real deploy would stop here/);
    expect(report).toContain('  - companyNumber: not set');
    expect(report).toContain('  - email: "hello@example.com"');
  });
});
