import { cookiePolicy } from './cookies';
import { privacyPolicy } from './privacy';
import { returnsPolicy } from './returns';
import { termsOfService } from './terms';

export { cookiePolicy, privacyPolicy, returnsPolicy, termsOfService };
export { daysToMonths } from './helpers';

export const legalDocuments = {
  privacy: privacyPolicy,
  terms: termsOfService,
  returns: returnsPolicy,
  cookies: cookiePolicy,
} as const;
