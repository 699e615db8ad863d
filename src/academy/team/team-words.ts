/** How the team page and its CSV name a module's status and a certificate's state. */
import type { CertificateState } from '../../db/certificate-state';
import type { ModuleStatus } from './team-store';

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
