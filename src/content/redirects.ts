/** Where an address an item used to have leads now: its current address, while the item is published. */
export async function currentSlug(db: D1Database, kind: string, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .prepare(
      `SELECT i.slug FROM content_redirects r JOIN content_items i ON i.id = r.item_id
       WHERE r.kind = ? AND r.old_slug = ? AND i.status = 'published'`,
    )
    .bind(kind, oldSlug)
    .first<{ slug: string }>();
  return row?.slug;
}
