import type { Database } from '../../db/client';
import type { ItemView } from '../ui/pages/ItemPage';
import { itemHistory } from './history';
import { itemFields } from './item-fields';
import { findItem, itemPerson, itemReceivedAt, itemStatus } from './items';
import { movesFrom, type ItemKind } from './kinds';
import { itemNotes } from './notes';

/** Everything the item page shows, or null when there is no such item. */
export async function loadItemView(db: Database, kind: ItemKind, id: string): Promise<ItemView | null> {
  const item = await findItem(db, kind, id);
  if (!item) return null;
  const [notes, history] = await Promise.all([itemNotes(db, kind, id), itemHistory(db, kind, id)]);
  const status = itemStatus(item);
  return {
    kind,
    id,
    person: itemPerson(item),
    receivedAt: itemReceivedAt(item),
    status,
    moves: movesFrom(kind, status),
    fields: itemFields(item),
    notes,
    history,
  };
}
