/**
 * The words and addresses a certificate shows, shared by the PDF, the
 * printable page and the verification page, so that all three say the same.
 */
import { ukLongDate } from '../../lib/uk-date';

export const CERTIFICATE_HEADING = 'Certificate of Completion';

/** The public page that confirms a certificate, e.g. /certificates/PAW-2026-7K3M9QXZ. */
export const verificationPath = (certificateNumber: string): string => `/certificates/${certificateNumber}`;

/** The verification page's full address, as printed and encoded in the QR code. */
export const verificationUrl = (origin: string, certificateNumber: string): string =>
  `${origin}${verificationPath(certificateNumber)}`;

/** The holder's own copies (where the academy mounts the learner routes): the PDF and the printable page. */
export const certificatePdfPath = (certificateNumber: string): string =>
  `/training/certificates/${certificateNumber}.pdf`;
export const certificatePrintPath = (certificateNumber: string): string =>
  `/training/certificates/${certificateNumber}/print`;

/** The learner's own page, which lists their certificates. */
export const LEARNER_HOME_PATH = '/training/me';

export const issuedLine = (earnedDate: Date): string => `Issued ${ukLongDate(earnedDate)}`;

/** A certificate's expiry as the lists of certificates show it (the learner's, the team's, the back office's). */
export const expiryWords = (expiryDate: Date | null): string =>
  expiryDate ? ukLongDate(expiryDate) : 'Does not expire';

export const validityLine = (expiryDate: Date | null): string =>
  expiryDate ? `Valid until ${ukLongDate(expiryDate)}` : 'Does not expire';

export const holderName = (holder: { firstName: string; lastName: string }): string =>
  `${holder.firstName} ${holder.lastName}`.trim();
