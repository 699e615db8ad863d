import type { Database } from '../../db/client';
import { adminNotes, auditEvents } from '../../db/schema/back-office';
import { authorName } from '../db/authors';
import { writtenAboutItem } from '../db/item-rows';

export const MAX_NOTE_LENGTH = 5000;

export interface ItemNote {
  id: string;
  body: string;
  author: string;
  createdAt: Date;
}

/** Adds an internal note and an audit entry saying a note was added (the trail does not copy the text). */
export async function addNote(
  db: Database,
  note: { kind: string; id: string; body: string; actorUserId: string },
  now = Date.now(),
): Promise<void> {
  await db.batch([
    db.insert(adminNotes).values({
      id: crypto.randomUUID(),
      itemKind: note.kind,
      itemId: note.id,
      authorUserId: note.actorUserId,
      body: note.body,
      createdAt: new Date(now),
    }),
    db.insert(auditEvents).values({
      id: crypto.randomUUID(),
      actorUserId: note.actorUserId,
      action: 'note',
      itemKind: note.kind,
      itemId: note.id,
      createdAt: new Date(now),
    }),
  ]);
}

/** Oldest first, as a conversation reads. */
export async function itemNotes(db: Database, kind: string, id: string): Promise<ItemNote[]> {
  const rows = await writtenAboutItem(
    db,
    {
      table: adminNotes,
      author: adminNotes.authorUserId,
      fields: { id: adminNotes.id, body: adminNotes.body, createdAt: adminNotes.createdAt },
    },
    kind,
    id,
  );
  return rows.map((row) => ({ id: row.id, body: row.body, createdAt: row.createdAt, author: authorName(row) }));
}
