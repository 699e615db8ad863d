import type { BusinessDetails } from '../kinds/details';
import type { LegalDocument } from '../types';
import { cookiePolicy } from './cookies';
import { privacyPolicy } from './privacy';
import { companyRegistration } from './registration';
import { returnsPolicy } from './returns';
import { termsOfService } from './terms';

/** Each legal document by its address, written with the business details as they are stored. */
const legalDocuments = {
  privacy: privacyPolicy,
  terms: termsOfService,
  returns: returnsPolicy,
  cookies: cookiePolicy,
} as const;

export type LegalSlug = LegalDocument['slug'];

/** The document at /{slug}, quoting the details that are set and leaving out the words of those that are not. */
export function legalDocument(slug: LegalSlug, details: BusinessDetails): LegalDocument {
  return legalDocuments[slug](companyRegistration(details));
}
