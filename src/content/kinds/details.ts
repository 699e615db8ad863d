/**
 * The business details as the owner edits them (/admin/content/details): the phone number, the email address, the
 * company's registration and its social profiles. One item of its kind; the footer, the contact section, the legal
 * pages and their downloads, the FAQ's answers, the booking emails and the deploy check all read it.
 */
import { z } from 'zod';
import { emailAddress, requiredLine } from '../../lib/fields';
import { internationalForm, ukNationalNumber } from '../../lib/uk-phone';

export const DETAILS_KIND = 'details';

/** Companies House numbers: two letters and six digits (SC123456) or eight digits. */
export const COMPANY_NUMBER = /^(?:[A-Z]{2}\d{6}|\d{8})$/;
/** The ICO's data protection fee register: Z and seven digits, or Z, a letter and six digits (ZA123456). */
export const ICO_REGISTRATION_NUMBER = /^Z(?:\d{7}|[A-Z]\d{6})$/;
/** A UK postcode, e.g. G2 1HB, EH1 2AB, SW1A 1AA. */
export const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i;

/** The networks the footer has an icon for (the spec's four), in its order; a profile is on the network's own host. */
export const socialNetworks = [
  { key: 'linkedin', name: 'LinkedIn', hosts: ['linkedin.com'] },
  { key: 'x', name: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  { key: 'facebook', name: 'Facebook', hosts: ['facebook.com'] },
  { key: 'instagram', name: 'Instagram', hosts: ['instagram.com'] },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number];

/** An https address on one of `hosts` (or a subdomain, as uk.linkedin.com), naming a page there rather than the home page. */
export function isProfileAddress(value: string, hosts: readonly string[]): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((known) => host === known || host.endsWith(`.${known}`)) && url.pathname.length > 1;
}

/** Empty until the owner has a profile there. */
function profileAddress(network: SocialNetwork) {
  return z
    .string()
    .trim()
    .max(300, `The ${network.name} address must be at most 300 characters`)
    .refine(
      (value) => value === '' || isProfileAddress(value, network.hosts),
      `Enter the profile's https address on ${network.hosts.join(' or ')}, or leave it empty`,
    )
    .default('');
}

/** An optional registration number, stored in capitals; empty until the owner has it. */
function registrationNumber(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');
}

const officeLine = (line: string) => line.length <= 100 && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(line);

export const detailsDocument = z
  .object({
    phoneDisplay: requiredLine('Phone number', 30).refine(
      (value) => ukNationalNumber(value) !== undefined,
      'Enter a UK phone number as visitors should read it, e.g. 0330 123 4567',
    ),
    phoneDial: z
      .string({ error: 'The number the call link dials is required' })
      .transform((value) => value.replace(/\s/g, ''))
      .refine(
        (value) => /^\+44\d{9,10}$/.test(value),
        'Enter the number in international form, +44 then the number without its 0',
      ),
    email: emailAddress,
    companyNumber: registrationNumber(
      COMPANY_NUMBER,
      'Enter the Companies House number: two letters and six digits (as SC and six digits), or eight digits',
    ),
    icoRegistrationNumber: registrationNumber(
      ICO_REGISTRATION_NUMBER,
      'Enter the ICO registration number: Z and seven digits, or Z, a letter and six digits',
    ),
    registeredOffice: z
      .array(z.string().trim())
      .default([])
      .refine((lines) => lines.length <= 6, 'The registered office must be at most 6 lines')
      .refine((lines) => lines.every(officeLine), 'Each line of the registered office must be at most 100 characters')
      .refine(
        (lines) => lines.length === 0 || lines.some((line) => UK_POSTCODE.test(line)),
        'Add the postcode, as Companies House lists the address',
      ),
    social: z.object({
      linkedin: profileAddress(socialNetworks[0]),
      x: profileAddress(socialNetworks[1]),
      facebook: profileAddress(socialNetworks[2]),
      instagram: profileAddress(socialNetworks[3]),
    }),
  })
  .superRefine((details, context) => {
    const shown = ukNationalNumber(details.phoneDisplay);
    if (shown && ukNationalNumber(details.phoneDial) !== shown)
      context.addIssue({
        code: 'custom',
        path: ['phoneDial'],
        message: `The call link must dial the number shown: for ${details.phoneDisplay} that is ${internationalForm(shown)}`,
      });
  });

export type BusinessDetails = z.infer<typeof detailsDocument>;
