/**
 * Every kind of submission, in the inbox's order. Adding a kind means one
 * module beside these and one line here; every generic part loops over this.
 */
import { consultationBooking } from './consultation-booking/kind';
import { contactMessage } from './contact-message/kind';
import { recruitmentApplication } from './recruitment-application/kind';
import { resourceDownload } from './resource-download/kind';
import type { Submission } from './types';
import { waitingList } from './waiting-list/kind';
import { retreatBooking } from './retreat-booking/kind';
import { retreatWaitingListEntry } from './retreat-waiting-list/kind';
import { earlyBirdSignUp } from './early-bird-list/kind';
import { upperFirst } from '../lib/text';

export const submissions = [
  consultationBooking,
  contactMessage,
  recruitmentApplication,
  waitingList,
  resourceDownload,
  retreatBooking,
  retreatWaitingListEntry,
  earlyBirdSignUp,
] as const;

export type SubmissionKind = (typeof submissions)[number]['kind'];

const byKind = new Map<string, Submission>(submissions.map((submission) => [submission.kind, submission]));

/** The kind named in a URL or a stored row; undefined for anything else (prototype names included). */
export function submissionOf(kind: string | null | undefined): Submission | undefined {
  return kind ? byKind.get(kind) : undefined;
}

/** The kind of a name the type system already knows to be one. */
export function submissionFor(kind: SubmissionKind): Submission {
  const submission = byKind.get(kind);
  if (!submission) throw new Error(`No submission kind ${kind}`);
  return submission;
}

export function isSubmissionKind(kind: string | null | undefined): kind is SubmissionKind {
  return kind ? byKind.has(kind) : false;
}

/** The moves offered from this status: none for kinds without a workflow or an unknown status. */
export function movesFrom(submission: Submission, status: string | null) {
  const moves = submission.workflow?.moves;
  return status !== null && moves && Object.hasOwn(moves, status) ? (moves[status] ?? []) : [];
}

export function isAllowedMove(submission: Submission, from: string, to: string): boolean {
  return movesFrom(submission, from).some((move) => move.to === to);
}

/** Every status of every kind, once, for the inbox's status filter. */
export const allStatuses: readonly string[] = [
  ...new Set(submissions.flatMap((submission) => submission.workflow?.statuses ?? [])),
];

export function statusLabel(status: string): string {
  return upperFirst(status);
}
