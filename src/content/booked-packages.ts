/**
 * Every package there has ever been, as each booking of it saw it: a booking stores only the packages' ids (their
 * slugs, which never change), so its services are named and priced from the package's revision that was current
 * when the booking was made. Archived and unpublished packages are read too: a booking of a package since archived
 * still shows its name, and a price changed since shows the price the visitor was quoted, as the stored estimate is.
 */
import { PACKAGE_KIND, packageDocument } from './kinds/package';

export interface BookedPackage {
  name: string;
  /** Whole pounds. */
  price: number;
}

export interface BookedPackages {
  /** The package `id` as it was at `bookedAt` (its first version for a booking older than it), if it ever existed. */
  asBooked(id: string, bookedAt: Date): BookedPackage | undefined;
}

interface VersionRow {
  slug: string;
  document: string;
  saved_at: number;
}

// Each item's revisions, and its row as it stands (the same as its newest revision, unless it was changed by hand).
const VERSIONS_SQL = `SELECT i.slug, r.document, r.saved_at FROM content_revisions r
    JOIN content_items i ON i.id = r.item_id WHERE i.kind = ?1
  UNION ALL SELECT slug, document, updated_at FROM content_items WHERE kind = ?1
  ORDER BY 3`;

/** Reads every version of every package, oldest first. Rejects when D1 fails. */
export async function readBookedPackages(db: D1Database): Promise<BookedPackages> {
  const { results } = await db.prepare(VERSIONS_SQL).bind(PACKAGE_KIND).all<VersionRow>();
  const versions = new Map<string, { from: number; booked: BookedPackage }[]>();
  for (const row of results) {
    const parsed = packageDocument.safeParse(JSON.parse(row.document));
    if (!parsed.success) continue;
    const list = versions.get(row.slug) ?? [];
    list.push({ from: row.saved_at, booked: { name: parsed.data.name, price: parsed.data.price } });
    versions.set(row.slug, list);
  }
  return {
    asBooked(id, bookedAt) {
      const list = versions.get(id);
      if (!list) return undefined;
      const at = bookedAt.getTime();
      return (list.findLast((version) => version.from <= at) ?? list[0])?.booked;
    },
  };
}
