/**
 * An Academy email about an item that has an address of its own (a
 * registration, a team invitation): its link's token is minted when the email
 * is composed, so one held over the address's limit still works when the owner
 * sends it; its rows go when the item goes, or when its address is erased.
 */
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import type { OutgoingMessage } from '../deliver';
import { aboutItemsTo, type EmailKind, emailAboutItem, itemGoneFrom } from '../email-kind';

interface AcademyLinkEmail<Minted> {
  name: string;
  /** How /admin/notifications names its rows. */
  describe: string;
  /** A fresh token for the item, with what the email needs; null when the item can no longer be used. */
  mint: (db: Database, itemId: string, now: number) => Promise<Minted | null>;
  compose: (minted: Minted, origin: string) => OutgoingMessage;
}

export function academyLinkEmail<Minted>(
  itemKind: string,
  items: { table: SQLiteTable; id: SQLiteColumn; email: SQLiteColumn },
  kind: AcademyLinkEmail<Minted>,
): EmailKind {
  return emailAboutItem(itemKind, {
    name: kind.name,
    to: 'learner',
    compose: async (row, { db, origin, now }) => {
      const minted = await kind.mint(db, row.itemId, now.getTime());
      return minted ? kind.compose(minted, origin) : null;
    },
    describe: kind.describe,
    erasure: (person) => aboutItemsTo(itemKind, items, person),
    expired: () => itemGoneFrom(itemKind, items),
  });
}
