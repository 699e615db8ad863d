/**
 * What every kind of email about submissions shares: the standard sender and retries, the inbox's description of
 * its item, and erasure and expiry together with the submissions of its kinds.
 */
import { notificationOutbox } from '../../db/schema/notifications';
import { aboutTheirItems, itemGone } from '../../submissions/personal-data';
import type { Submission } from '../../submissions/types';
import type { EmailKind } from '../email-kind';
import { describeItemRow } from '../lead-items';
import { STANDARD_RETRY } from '../retry-policy';

/** A kind of email about submissions of these kinds; `describeSuffix` follows the item's label in the back office. */
export function emailAboutSubmissions(
  kinds: readonly Submission[],
  kind: Pick<EmailKind, 'name' | 'to' | 'answers' | 'compose'>,
  describeSuffix = '',
): EmailKind {
  return {
    ...kind,
    sender: 'NOTIFY_EMAIL',
    describe: (db, row) => describeItemRow(db, row, describeSuffix),
    retry: STANDARD_RETRY,
    erasure: (person) => (person.email ? aboutTheirItems(notificationOutbox, person.email, kinds) : null),
    expired: () => itemGone(notificationOutbox, kinds),
  };
}
