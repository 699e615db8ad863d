/** What the business details' schema lets the owner save, field by field (the editor names each refusal beside it). */
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../lib/field-errors';
import { detailsDocument, isProfileAddress } from './details';

const valid = {
  phoneDisplay: '0330 123 4567',
  phoneDial: '+44 330 123 4567',
  email: 'hello@pawsperity.co.uk',
  companyNumber: ' sc765432 ',
  icoRegistrationNumber: 'zb123456',
  registeredOffice: ['12 Bath Street', 'Glasgow G2 1HB'],
  social: { linkedin: 'https://uk.linkedin.com/company/pawsperity', x: '', facebook: '', instagram: '' },
};

const errorsOf = (changes: object) => {
  const parsed = detailsDocument.safeParse({ ...valid, ...changes });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the business details document', () => {
  it('keeps numbers in capitals and the dialled number without spaces', () => {
    expect(detailsDocument.parse(valid)).toMatchObject({
      phoneDial: '+443301234567',
      companyNumber: 'SC765432',
      icoRegistrationNumber: 'ZB123456',
    });
  });

  it('lets every detail but the phone and email wait, empty', () => {
    const empty = { companyNumber: '', icoRegistrationNumber: '', registeredOffice: [] };
    expect(errorsOf({ ...empty, social: { linkedin: '', x: '', facebook: '', instagram: '' } })).toEqual({});
    expect(Object.keys(errorsOf({ phoneDisplay: '', email: '' }))).toEqual(['phoneDisplay', 'email']);
  });

  it('wants the call link to dial the number shown', () => {
    expect(errorsOf({ phoneDial: '+443301234568' })).toEqual({
      phoneDial: 'The call link must dial the number shown: for 0330 123 4567 that is +443301234567',
    });
    expect(Object.keys(errorsOf({ phoneDisplay: 'Call us' }))).toEqual(['phoneDisplay']);
  });

  it('checks the registration numbers and wants the postcode in the registered office', () => {
    expect(Object.keys(errorsOf({ companyNumber: 'SC12345' }))).toEqual(['companyNumber']);
    expect(Object.keys(errorsOf({ icoRegistrationNumber: 'TBC' }))).toEqual(['icoRegistrationNumber']);
    expect(errorsOf({ registeredOffice: ['12 Bath Street', 'Glasgow'] })).toEqual({
      registeredOffice: 'Add the postcode, as Companies House lists the address',
    });
  });

  it("takes a profile only as an https page on the network's own host", () => {
    const linkedin = ['linkedin.com'];
    expect(isProfileAddress('https://www.linkedin.com/company/pawsperity', linkedin)).toBe(true);
    expect(isProfileAddress('https://uk.linkedin.com/company/pawsperity', linkedin)).toBe(true);
    for (const refused of [
      'http://www.linkedin.com/company/pawsperity',
      'https://linkedin.com.evil.example/company/pawsperity',
      'https://evillinkedin.com/company/pawsperity',
      'https://www.linkedin.com/',
      'https://user:secret@www.linkedin.com/company/pawsperity',
      'https://www.linkedin.com:8443/company/pawsperity',
      'javascript:alert(1)//linkedin.com/x',
      'https://www.linkedin.com/company/paws perity',
    ])
      expect(isProfileAddress(refused, linkedin), refused).toBe(false);
    expect(errorsOf({ social: { ...valid.social, x: 'https://twitter.com/pawsperity' } })).toEqual({});
    expect(Object.keys(errorsOf({ social: { ...valid.social, facebook: 'https://fb.example/p' } }))).toEqual([
      'social.facebook',
    ]);
  });
});
