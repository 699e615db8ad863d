import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { bullets } from './helpers';
import { type CompanyRegistration, contactLines } from './registration';

/** The closing Contact Us section of the cookie policy and the terms: who we are, how to write, when we reply. */
export function contactUsSection(company: CompanyRegistration): LegalDocument['sections'][number] {
  return {
    heading: 'Contact Us',
    paragraphs: [
      bullets(contactLines(company, { withIcoNumber: false })),
      `We aim to reply to every message within ${siteConfig.responsePromiseHours} hours.`,
    ],
  };
}
