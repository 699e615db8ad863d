import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { bullets } from './helpers';
import { contactLines } from './registration';

/** The closing Contact Us section of the cookie policy and the terms: who we are, how to write, when we reply. */
export const contactUsSection: LegalDocument['sections'][number] = {
  heading: 'Contact Us',
  paragraphs: [
    bullets(contactLines(siteConfig, { withIcoNumber: false })),
    `We aim to reply to every message within ${siteConfig.responsePromiseHours} hours.`,
  ],
};
