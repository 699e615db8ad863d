/** How the Academy's pages and CSVs, and the back office, name a module's status and a certificate's state. */
import type { CertificateState } from '../db/certificate-state';
import type { ModuleStatus } from './team/team-store';

export const moduleStatusWords: Record<ModuleStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};
export const certificateStateWords: Record<CertificateState, string> = {
  valid: 'Valid',
  expired: 'Expired',
  revoked: 'Revoked',
  withdrawn: 'Withdrawn',
};

/** A stored progress status in words; a status this code does not know is shown as stored. */
export function progressStatusWords(status: string): string {
  return Object.hasOwn(moduleStatusWords, status) ? moduleStatusWords[status as ModuleStatus] : status;
}
