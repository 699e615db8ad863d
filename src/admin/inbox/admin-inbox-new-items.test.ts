/**
 * New items in the inbox: shown in bold and counted until first opened; the
 * time of that first opening is kept, shared by everyone in the back office.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { MINUTE, newCounts } from '../../../test/support/admin-inbox-pages';
import { booking, contact, inboxRows, clearInbox } from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(clearInbox);

describe('new items', () => {
  /** The inbox's lines as [name, bold?], bold meaning never opened. */
  function boldLines(html: string): [string, boolean][] {
    const body = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
    return [...body.matchAll(/<tr\b([^>]*)>(.*?)<\/tr>/gs)].map(([, attributes = '', row = '']) => [
      textOf(/<a\b[^>]*>(.*?)<\/a>/s.exec(row)?.[1] ?? ''),
      /class="[^"]*\bfont-bold\b/.test(attributes),
    ]);
  }

  it('shows items never opened in bold, says so to screen readers, counts them as new, and opening an item marks it read', async () => {
    const now = Date.now();
    await booking('b-1', now - 3 * MINUTE, { first: 'Aisha', last: 'Khan' });
    await booking('b-2', now - 2 * MINUTE, { first: 'Sam', last: 'Lee', status: 'completed' });
    await contact('c-1', now - 1 * MINUTE, { first: 'Morag', last: 'Campbell' });
    const before = await (await owner.get('/admin/inbox')).text();
    expect(boldLines(before)).toEqual([
      ['Morag Campbell', true],
      ['Sam Lee', true],
      ['Aisha Khan', true],
    ]);
    expect(inboxRows(before)[0]).toContain('Morag Campbell (new, not opened yet)');
    expect(newCounts(before)).toMatchObject({ booking: 2, contact: 1 });

    const opened = await owner.get('/admin/items/booking/b-2');
    expect(opened.status).toBe(200);
    const after = await (await owner.get('/admin/inbox')).text();
    expect(boldLines(after)).toEqual([
      ['Morag Campbell', true],
      ['Sam Lee', false],
      ['Aisha Khan', true],
    ]);
    expect(inboxRows(after)[1]).not.toContain('not opened yet');
    expect(newCounts(after)).toMatchObject({ booking: 1, contact: 1 });
    expect(textOf(after)).toContain('Consultation bookings 1 new · 2 in all 1 to act on');

    // The JSON says the same.
    const json = (await (await owner.get('/api/admin/inbox')).json()) as {
      rows: { id: string; unread: boolean }[];
      counts: Record<string, { fresh: number }>;
    };
    expect(json.rows.map((row) => [row.id, row.unread])).toEqual([
      ['c-1', true],
      ['b-2', false],
      ['b-1', true],
    ]);
    expect(json.counts.booking?.fresh).toBe(1);
  });

  it('keeps the time an item was first opened, shared by everyone in the back office, and records nothing for a missing item', async () => {
    await contact('c-1', Date.now());
    const firstOpened = async () =>
      (
        await env.DB.prepare(
          "SELECT first_opened_at AS at FROM opened_items WHERE item_kind = 'contact' AND item_id = 'c-1'",
        ).first<{ at: number }>()
      )?.at;
    expect(await firstOpened()).toBeUndefined();
    const start = Date.now();
    await owner.get('/admin/items/contact/c-1');
    const first = await firstOpened();
    expect(first).toBeGreaterThanOrEqual(start);
    expect(first).toBeLessThanOrEqual(Date.now());
    const colleague = await signedInBrowser();
    await colleague.get('/admin/items/contact/c-1');
    expect(await firstOpened()).toBe(first);
    expect(boldLines(await (await colleague.get('/admin/inbox')).text())).toEqual([['Morag Campbell', false]]);

    // Neither a missing item, the JSON of an item, nor a status move marks anything opened.
    expect((await owner.get('/admin/items/contact/nope')).status).toBe(404);
    expect((await owner.get('/admin/items/invoice/c-1')).status).toBe(404);
    await contact('c-2', Date.now());
    expect((await owner.get('/api/admin/items/contact/c-2')).status).toBe(200);
    expect(
      (await owner.post('/admin/items/contact/c-2/status', { csrf: owner.csrf, from: 'new', to: 'replied' })).status,
    ).toBe(303);
    const marks = await env.DB.prepare('SELECT item_kind, item_id FROM opened_items ORDER BY item_id').all<{
      item_kind: string;
      item_id: string;
    }>();
    expect(marks.results).toEqual([{ item_kind: 'contact', item_id: 'c-1' }]);
  });
});
