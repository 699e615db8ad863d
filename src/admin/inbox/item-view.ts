import { ITEM_KIND } from '../../db/item-kinds';
import type { Database } from '../../db/client';
import { findItem, itemPerson, itemReceivedAt, itemStatus } from '../../submissions/items';
import { readContext } from '../../submissions/read-context';
import { movesFrom } from '../../submissions/registry';
import type { Submission } from '../../submissions/types';
import type { ItemView } from './ItemPage';
import { itemHistory } from './history';
import { itemNotes } from './notes';

/** Everything the item page shows, or null when there is no such item. */
export async function loadItemView(db: Database, submission: Submission, id: string): Promise<ItemView | null> {
  const item = await findItem(db, submission, id);
  if (!item) return null;
  const { kind } = submission;
  const [notes, history, context] = await Promise.all([
    itemNotes(db, kind, id),
    itemHistory(db, kind, id),
    readContext(db.$client),
  ]);
  const status = itemStatus(item);
  return {
    kind,
    label: submission.label,
    plural: submission.plural,
    id,
    person: itemPerson(item),
    receivedAt: itemReceivedAt(item),
    status,
    moves: movesFrom(submission, status),
    fields: submission.ownerFields(item.row, context),
    notes,
    history,
    // A booking that still holds or can take a slot can be moved: the form carries the SEQUENCE the owner saw.
    ...(kind === ITEM_KIND.booking && (status === 'pending' || status === 'confirmed')
      ? { movable: { sequence: Number(item.row.calendarSequence ?? 0) } }
      : {}),
  };
}
