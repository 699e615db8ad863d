/**
 * The programmes and packages editors as an owner uses them in the API tests: an item by its slug, its document as
 * the editor's form posts it (every field, lists one entry a line), and a save of changed fields.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { noteContentChanged } from '../../src/content/content-version';
import type { Browser } from './admin';
import { seedSiteContent } from '../seed-training';

/** The programmes and packages as the seed loads them, whatever an earlier test of the file did to them. */
export async function reseedOffer(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      "DELETE FROM content_revisions WHERE item_id IN (SELECT id FROM content_items WHERE kind IN ('programme', 'package'))",
    ),
    env.DB.prepare("DELETE FROM content_items WHERE kind IN ('programme', 'package')"),
  ]);
  await seedSiteContent(env.DB);
  // The next request reads the content version afresh rather than reusing one read a moment ago.
  noteContentChanged();
}

export interface OfferItem {
  id: string;
  version: number;
  status: string;
  document: Record<string, unknown>;
}

/** The programme or package with this slug (a package's id, a card's id), as stored. */
export async function offerItem(kind: 'programme' | 'package', slug: string): Promise<OfferItem> {
  const row = await env.DB.prepare(
    'SELECT id, version, status, document FROM content_items WHERE kind = ? AND slug = ?',
  )
    .bind(kind, slug)
    .first<{ id: string; version: number; status: string; document: string }>();
  if (!row) throw new Error(`no ${kind} ${slug}`);
  return { ...row, document: JSON.parse(row.document) as Record<string, unknown> };
}

/** A document as its form posts it: nested fields by dot path, lists one entry a line, ticks as "on". */
export function postedFieldsOf(document: Record<string, unknown>, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(document)) {
    const name = `${prefix}${key}`;
    if (Array.isArray(value)) fields[name] = value.join('\n');
    else if (typeof value === 'boolean') fields[name] = value ? 'on' : '';
    else if (typeof value === 'object' && value !== null)
      Object.assign(fields, postedFieldsOf(value as Record<string, unknown>, `${name}.`));
    else fields[name] = String(value ?? '');
  }
  return fields;
}

/** The owner saves the item with `changes` over its stored fields, pressing `intent`. */
export function saveOffer(
  owner: Browser,
  section: 'programmes' | 'packages',
  item: OfferItem,
  changes: Record<string, string>,
  intent = 'save',
): Promise<Response> {
  return owner.post(`/admin/content/${section}/${item.id}`, {
    csrf: owner.csrf,
    intent,
    version: String(item.version),
    ...postedFieldsOf(item.document),
    ...changes,
  });
}

/** A save the editor took: it answers with a redirect back to the item. */
export async function expectSaved(response: Promise<Response>): Promise<void> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(303);
}
