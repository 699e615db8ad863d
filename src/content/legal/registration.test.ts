import { describe, expect, it } from 'vitest';
import { sentences } from './helpers';
import {
  type CompanyRegistration,
  companyDescription,
  contactLines,
  icoRegistrationSentence,
  registrationFacts,
} from './registration';

/** As the owner will set it once Companies House and the ICO have given the numbers. */
const registered: CompanyRegistration = {
  legalName: 'Pawsperity Consulting Ltd',
  email: 'hello@pawsperity.co.uk',
  registeredIn: 'Scotland',
  companyNumber: 'SC765432',
  icoRegistrationNumber: 'ZB123456',
  registeredOffice: '12 Bath Street, Glasgow G2 1HB',
};

/** As it is until then: nothing supplied. */
const notYetSupplied: CompanyRegistration = {
  ...registered,
  companyNumber: undefined,
  icoRegistrationNumber: undefined,
  registeredOffice: undefined,
};

describe('the company as the legal text describes it', () => {
  it('names the company number and registered office when they are set', () => {
    expect(`We are ${companyDescription(registered)}.`).toBe(
      'We are a company registered in Scotland (company number SC765432) with our registered office at 12 Bath Street, Glasgow G2 1HB.',
    );
  });

  it('leaves out the words of each detail not set, and the sentence still reads whole', () => {
    expect(`We are ${companyDescription(notYetSupplied)}.`).toBe('We are a company registered in Scotland.');
    expect(companyDescription({ ...registered, registeredOffice: undefined })).toBe(
      'a company registered in Scotland (company number SC765432)',
    );
    expect(companyDescription({ ...registered, companyNumber: undefined })).toBe(
      'a company registered in Scotland with our registered office at 12 Bath Street, Glasgow G2 1HB',
    );
  });

  it('says we are registered with the ICO only when the number is known', () => {
    const controller = 'We are the controller.';
    expect(sentences(controller, icoRegistrationSentence(registered))).toBe(
      "We are the controller. We are registered with the Information Commissioner's Office (ICO) under registration number ZB123456.",
    );
    expect(sentences(controller, icoRegistrationSentence(notYetSupplied))).toBe(controller);
  });
});

describe('the Contact Us list', () => {
  it('lists every detail that is set, the ICO number only where asked', () => {
    expect(contactLines(registered, { withIcoNumber: true })).toEqual([
      'Pawsperity Consulting Ltd',
      'Email: hello@pawsperity.co.uk',
      'Registered office: 12 Bath Street, Glasgow G2 1HB',
      'Registered in Scotland, company number SC765432',
      'ICO registration number: ZB123456',
    ]);
    expect(contactLines(registered, { withIcoNumber: false })).not.toContain('ICO registration number: ZB123456');
  });

  it('keeps the name, email and where we are registered when nothing else is set', () => {
    expect(contactLines(notYetSupplied, { withIcoNumber: true })).toEqual([
      'Pawsperity Consulting Ltd',
      'Email: hello@pawsperity.co.uk',
      'Registered in Scotland',
    ]);
  });
});

describe('the Who we are box', () => {
  it('shows a row for each detail that is set', () => {
    expect(registrationFacts(registered)).toEqual([
      { term: 'Company', value: 'Pawsperity Consulting Ltd, registered in Scotland' },
      { term: 'Company number', value: 'SC765432' },
      { term: 'ICO registration number', value: 'ZB123456' },
      { term: 'Registered office', value: '12 Bath Street, Glasgow G2 1HB' },
    ]);
  });

  it('has no empty row for a detail that is not set', () => {
    expect(registrationFacts(notYetSupplied)).toEqual([
      { term: 'Company', value: 'Pawsperity Consulting Ltd, registered in Scotland' },
    ]);
  });
});
