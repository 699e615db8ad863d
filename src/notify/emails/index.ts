/**
 * Every kind of email the site sends, one module each. Adding one means its
 * module beside these and one line here: the consumer, /admin/notifications,
 * Retry, the sweep, erasure and retention loop over this list.
 */
import { or, type SQL, sql } from 'drizzle-orm';
import type { Person } from '../../db/personal-data';
import type { EmailKind, EmailRow } from '../email-kind';
import { ownerBookingChangeEmail } from './booking-owner-change';
import { visitorBookingEmail } from './booking-visitor';
import { subscriptionEmails } from './academy-subscription';
import { certificateRenewalEmail } from './certificate-renewal';
import { digestEmail } from './digest';
import { leadEmail } from './lead';
import { learnerRegistrationEmail } from './learner-registration';
import { learnerSignInEmail } from './learner-sign-in';
import { noAccountEmail } from './no-account';
import { ownerAgendaEmail } from './owner-agenda';
import { ownerSignInEmail } from './owner-sign-in';
import { earlyBirdEmail } from './early-bird';
import { retreatBookingEmail } from './retreat-booking';
import { retreatWaitingListEmail } from './retreat-waiting-list';
import { teamInvitationEmail } from './team-invitation';

export const emailKinds: readonly EmailKind[] = [
  leadEmail,
  digestEmail,
  visitorBookingEmail,
  ownerBookingChangeEmail,
  ownerAgendaEmail,
  certificateRenewalEmail,
  learnerSignInEmail,
  noAccountEmail,
  teamInvitationEmail,
  learnerRegistrationEmail,
  ownerSignInEmail,
  ...subscriptionEmails,
  retreatBookingEmail,
  retreatWaitingListEmail,
  earlyBirdEmail,
];

/** The kind of email an outbox row is; undefined for a row no kind answers (nothing is sent for it). */
export function emailKindOf(row: Pick<EmailRow, 'itemKind' | 'message' | 'channel'>): EmailKind | undefined {
  return emailKinds.find((kind) => kind.answers(row));
}

/** Outbox rows about this person, of every kind: what erasure removes (and a data request shows). */
export function emailsAbout(person: Person): SQL {
  return or(...emailKinds.map((kind) => kind.erasure(person) ?? undefined)) ?? sql`0`;
}

/** Outbox rows the retention job removes before the outbox's own period, of every kind. */
export function expiredEmails(now: Date): SQL {
  return or(...emailKinds.map((kind) => kind.expired(now) ?? undefined)) ?? sql`0`;
}
