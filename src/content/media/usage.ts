/**
 * Where each picture is used: the content items whose document mentions its SHA-256. The only contract with the
 * content kinds is that a document refers to a picture by a string holding its hash (an address such as
 * "/media/<sha256>/960.webp", or a field { "sha256": ... }), so the document's JSON text is searched for it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems } from '../../db/schema/content';
import { isSha256 } from './addresses';

/** A content item that shows a picture, named as the owner knows it. */
export interface MediaUse {
  id: string;
  kind: string;
  slug: string;
  /** The document's title, else its name, else the item's slug. */
  title: string;
}

/** A text field of the document, or null when it is missing, empty or not text. */
function textField(field: string) {
  const path = `$.${field}`;
  return sql`nullif(trim(case when json_type(${contentItems.document}, ${path}) = 'text' then json_extract(${contentItems.document}, ${path}) end), '')`;
}

/** Which picture matches a document: instr, not LIKE (D1 refuses a pattern as long as a hash and its wildcards). */
export const documentMentions = (hash: unknown) => sql`instr(${contentItems.document}, ${hash}) > 0`;

/**
 * For each hash asked about, the items using it (by kind, then title); a picture no item mentions has an empty list.
 * One query, however many hashes: they go in as one JSON array.
 */
export async function mediaUsage(db: Database, sha256s: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const hashes = [...new Set(sha256s)].filter(isSha256);
  const usage = new Map<string, MediaUse[]>(hashes.map((hash) => [hash, []]));
  if (hashes.length === 0) return usage;
  const hash = sql.raw('asked.value');
  const rows = await db.all<MediaUse & { sha256: string }>(sql`
    select asked.value as sha256, ${contentItems.id} as id, ${contentItems.kind} as kind, ${contentItems.slug} as slug,
      coalesce(${textField('title')}, ${textField('name')}, ${contentItems.slug}) as title
    from json_each(${JSON.stringify(hashes)}) as asked
    join ${contentItems} on ${documentMentions(hash)}
    order by ${contentItems.kind}, title, ${contentItems.id}`);
  for (const { sha256, ...use } of rows) usage.get(sha256)?.push(use);
  return usage;
}
