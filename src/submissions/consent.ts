import { formatDateTime } from '../lib/uk-date';

/** When and to which privacy policy the visitor agreed, as the consent record holds it. */
export function consentGiven(row: { consentGivenAt: Date | null; consentPolicyVersion: string | null }): string {
  if (!row.consentGivenAt) return '';
  const version = row.consentPolicyVersion ? ` (privacy policy of ${row.consentPolicyVersion})` : '';
  return `${formatDateTime(row.consentGivenAt)}${version}`;
}
