/**
 * The owner's inbox list in workerd against the real D1: every kind of
 * submission in one list, filters, search, pages of 50, counts of new items,
 * the menu and what an empty list says, and the CSV export.
 * Item pages, status moves and notes: admin-inbox-items.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, send, signedInBrowser, tagsNamed } from '../../../test/support/admin';
import {
  application,
  booking,
  clearInbox,
  contact,
  download,
  inboxRows,
  waitingList,
} from '../../../test/support/inbox-items';
import { decodeHtml, textOf } from '../../../test/support/page-html';

const MINUTE = 60_000;

/** The new (never opened) count on each kind's card. */
function newCounts(html: string): Record<string, number> {
  return Object.fromEntries(
    [...html.matchAll(/data-new-count="([^"]+)">(\d+)</g)].map(([, kind = '', count = '']) => [kind, Number(count)]),
  );
}

let owner: Browser;

beforeEach(async () => {
  await clearInbox();
  owner = await signedInBrowser();
});

describe('the inbox', () => {
  it('lists every kind of submission newest first, with the count of new (never opened) items per kind', async () => {
    const now = Date.now();
    await booking('b-1', now - 5 * MINUTE);
    await contact('c-1', now - 4 * MINUTE);
    await application('a-1', now - 3 * MINUTE);
    await waitingList('w-1', now - 2 * MINUTE);
    await download('d-1', now - 1 * MINUTE);
    await contact('c-old', now - 60 * MINUTE, { first: 'Old', last: 'Message', status: 'closed' });
    await booking('b-done', now - 90 * MINUTE, { first: 'Done', last: 'Deal', status: 'completed' });

    const response = await owner.get('/admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toMatch(/<script/);
    const rows = inboxRows(html);
    expect(rows).toHaveLength(7);
    const kinds = [
      'Resource download',
      'Shop waiting list sign-up',
      'Recruitment application',
      'Contact message',
      'Consultation booking',
      'Contact message',
      'Consultation booking',
    ];
    for (const [index, row] of rows.entries()) expect(row).toContain(kinds[index]);
    expect(rows[0]).toContain('reader@example.co.uk');
    expect(rows[0]).toContain('Marketing Calendar');
    expect(rows[2]).toContain('Tom Baker');
    expect(rows[2]).toContain('Dog Walker, Pet Groomer');
    expect(rows[4]).toContain('Aisha Khan');
    expect(rows[4]).toContain('Business Plan (£1,995)');
    expect(rows[4]).toContain('Pending');
    expect(rows[5]).toContain('Old Message');

    // None has been opened yet: every one is new. Kinds that wait on the owner also say how many are in that status.
    expect(newCounts(html)).toEqual({ booking: 2, contact: 2, application: 1, 'waiting-list': 1, download: 1 });
    expect(textOf(html)).toContain('Consultation bookings 2 new · 2 in all 1 to act on');
    expect(textOf(html)).toContain('Contact messages 2 new · 2 in all 1 to act on');
    expect(textOf(html)).toContain('Recruitment applications 1 new · 1 in all 1 to act on');
    expect(textOf(html)).toMatch(/Shop waiting list 1 new · 1 in all Resource downloads 1 new · 1 in all Kind/);
  });

  it('filters by kind and by status, and searches names and email addresses without regard to case', async () => {
    const now = Date.now();
    await booking('b-1', now - 5 * MINUTE, { first: 'Priya', last: 'Shah', email: 'priya@paws.example' });
    await booking('b-2', now - 4 * MINUTE, { first: 'Sam', last: 'Lee', status: 'confirmed' });
    await contact('c-1', now - 3 * MINUTE, { first: 'Priyanka', last: 'Jones' });
    await contact('c-2', now - 2 * MINUTE, { email: 'PRIYA.OTHER@example.co.uk', first: 'Anne', last: 'Other' });
    await waitingList('w-1', now - 1 * MINUTE, 'someone@example.co.uk');

    const byKind = inboxRows(await (await owner.get('/admin?kind=booking')).text());
    expect(byKind).toHaveLength(2);
    expect(byKind.every((row) => row.includes('Consultation booking'))).toBe(true);

    const byStatus = inboxRows(await (await owner.get('/admin?status=confirmed')).text());
    expect(byStatus).toHaveLength(1);
    expect(byStatus[0]).toContain('Sam Lee');

    const search = inboxRows(await (await owner.get('/admin?q=PRIYA')).text());
    expect(
      search.map((row) =>
        row.includes('Priyanka')
          ? 'Priyanka'
          : row.includes('Anne Other')
            ? 'Anne'
            : row.includes('Priya Shah')
              ? 'Priya'
              : row,
      ),
    ).toEqual(['Anne', 'Priyanka', 'Priya']);

    const combined = inboxRows(await (await owner.get('/admin?kind=contact&status=new&q=priya')).text());
    expect(combined).toHaveLength(2);

    // % and _ are searched for literally.
    expect(inboxRows(await (await owner.get('/admin?q=%25')).text())).toHaveLength(0);
    const none = await (await owner.get('/admin?kind=download')).text();
    expect(textOf(none)).toContain('Nothing matches these filters.');

    // The filter form keeps what was chosen.
    const html = await (await owner.get('/admin?kind=contact&status=new&q=priya')).text();
    expect(tagsNamed(html, 'input').find((input) => input.name === 'q')?.value).toBe('priya');
    expect(html).toMatch(/<option value="contact" selected="">/);
    expect(html).toMatch(/<option value="new" selected="">/);
  });

  it("finds a long address by its whole text, on the page, in the JSON and in the CSV export; any search up to the box's 100 characters works", async () => {
    const now = Date.now();
    const long = 'a.very.long_mailbox%name.for.testing@pawsperity-example.co.uk';
    const address = long.slice(long.length - 53);
    expect(address).toHaveLength(53);
    await contact('c-long', now - MINUTE, { first: 'Long', last: 'Address', email: address });
    await contact('c-other', now - 2 * MINUTE, { first: 'Other', last: 'Person', email: 'other@example.co.uk' });
    for (const search of [address, address.toUpperCase()]) {
      const query = `?q=${encodeURIComponent(search)}`;
      const page = await owner.get(`/admin${query}`);
      expect(page.status).toBe(200);
      const rows = inboxRows(await page.text());
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(address);

      const json = await owner.get(`/api/admin/inbox${query}`);
      expect(json.status).toBe(200);
      const body = (await json.json()) as { rows: { id: string; email: string }[]; total: number };
      expect(body.total).toBe(1);
      expect(body.rows.map((row) => [row.id, row.email])).toEqual([['c-long', address]]);

      for (const kind of ['', '&kind=contact']) {
        const csv = await owner.get(`/admin/export.csv${query}${kind}`);
        expect(csv.status).toBe(200);
        const lines = (await csv.text())
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(`"${address}"`);
        expect(lines[1]).toContain('"c-long"');
      }
    }

    const hundred = 'x'.repeat(100);
    for (const path of ['/admin', '/api/admin/inbox', '/admin/export.csv']) {
      for (const search of [hundred, '%_'.repeat(50), 'é'.repeat(100), `${hundred}more than the box allows`]) {
        const response = await owner.get(`${path}?q=${encodeURIComponent(search)}`);
        expect(response.status, `${path} ${search.length}`).toBe(200);
      }
    }
    const none = await owner.get(`/api/admin/inbox?q=${hundred}`);
    expect(((await none.json()) as { total: number }).total).toBe(0);
  });

  it('shows 50 items a page, with links to the next and previous pages', async () => {
    const now = Date.now();
    for (let index = 0; index < 120; index += 1)
      await contact(`c-${String(index).padStart(3, '0')}`, now - index * MINUTE, {
        first: `Person${index}`,
        last: 'Test',
      });
    const first = await (await owner.get('/admin')).text();
    expect(inboxRows(first)).toHaveLength(50);
    expect(inboxRows(first)[0]).toContain('Person0 Test');
    expect(textOf(first)).toContain('Showing 1–50 of 120');
    const next = tagsNamed(first, 'a').find((link) => link.href?.includes('page=2'));
    expect(next?.href).toBe('/admin?page=2');
    const third = await (await owner.get('/admin?page=3')).text();
    expect(inboxRows(third)).toHaveLength(20);
    expect(inboxRows(third)[19]).toContain('Person119 Test');
    expect(textOf(third)).toContain('Showing 101–120 of 120');
    expect(textOf(third)).toContain('Previous page');
    expect(textOf(third)).not.toContain('Next page');
  });

  it('is also served as JSON at /api/admin/inbox to a signed-in session', async () => {
    await contact('c-json', Date.now(), { first: 'Jay', last: 'Son' });
    const response = await owner.get('/api/admin/inbox?kind=contact');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      rows: { kind: string; id: string; name: string; status: string }[];
      total: number;
    };
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({ kind: 'contact', id: 'c-json', name: 'Jay Son', status: 'new' });
    const item = await owner.get('/api/admin/items/contact/c-json');
    expect(((await item.json()) as { status: string }).status).toBe('new');
    const missing = await owner.get('/api/admin/items/contact/nope');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

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
    const before = await (await owner.get('/admin')).text();
    expect(boldLines(before)).toEqual([
      ['Morag Campbell', true],
      ['Sam Lee', true],
      ['Aisha Khan', true],
    ]);
    expect(inboxRows(before)[0]).toContain('Morag Campbell (new, not opened yet)');
    expect(newCounts(before)).toMatchObject({ booking: 2, contact: 1 });

    const opened = await owner.get('/admin/items/booking/b-2');
    expect(opened.status).toBe(200);
    const after = await (await owner.get('/admin')).text();
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
    expect(boldLines(await (await colleague.get('/admin')).text())).toEqual([['Morag Campbell', false]]);

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

describe('the menu and empty results', () => {
  /** The back office menu's links marked current: [text, aria-current]. */
  function currentInMenu(html: string): string[][] {
    const menu = /<nav aria-label="Back office">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    return [...menu.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)]
      .map(([, attributes = '', text = '']) => [textOf(text), /aria-current="([^"]+)"/.exec(attributes)?.[1] ?? ''])
      .filter(([, current]) => current !== '');
  }

  it('marks the page the owner is on in the menu, and the inbox while on one of its items', async () => {
    await contact('c-menu', Date.now());
    expect(currentInMenu(await (await owner.get('/admin')).text())).toEqual([['Inbox', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin?kind=contact&status=new')).text())).toEqual([
      ['Inbox', 'page'],
    ]);
    expect(currentInMenu(await (await owner.get('/admin/items/contact/c-menu')).text())).toEqual([['Inbox', 'true']]);
    expect(currentInMenu(await (await owner.get('/admin/data-requests')).text())).toEqual([['Data requests', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/notifications')).text())).toEqual([['Notifications', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/availability')).text())).toEqual([['Availability', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/calendar')).text())).toEqual([['Calendar', 'page']]);
    // One current page: the kind cards mark the chosen kind as the current one of their set, not as the page.
    const filtered = await (await owner.get('/admin?kind=contact')).text();
    expect(filtered.match(/aria-current="page"/g)).toHaveLength(1);
    expect(tagsNamed(filtered, 'a').find((link) => link.href === '/admin?kind=contact')?.['aria-current']).toBe('true');
  });

  it('says what to try when filters match nothing: a link that drops each filter, and one that clears them all', async () => {
    await contact('c-1', Date.now(), { first: 'Priya', last: 'Shah' });
    const html = await (await owner.get('/admin?kind=booking&status=confirmed&q=priya')).text();
    expect(inboxRows(html)).toEqual([]);
    expect(textOf(html)).toContain('Nothing matches these filters.');
    const tries = tagsNamed(html.slice(html.indexOf('data-empty-inbox="filtered"')), 'a').map((link) => link.href);
    expect(tries.slice(0, 4)).toEqual([
      '/admin?kind=booking&status=confirmed',
      '/admin?kind=booking&q=priya',
      '/admin?status=confirmed&q=priya',
      '/admin',
    ]);
    expect(textOf(html)).toContain('Search every name and email, not only “priya”');
    expect(textOf(html)).toContain('Show any status, not only Confirmed');
    expect(textOf(html)).toContain('Show every kind, not only consultation bookings');
    expect(textOf(html)).toContain('Clear every filter');
    // Following the search's link finds Priya's message.
    expect(inboxRows(await (await owner.get('/admin?q=priya')).text())).toHaveLength(1);
  });

  it('says the inbox is empty, and where to look, when nothing is stored; and how to get back from a page past the end', async () => {
    const empty = await (await owner.get('/admin')).text();
    expect(textOf(empty)).toContain('The inbox is empty.');
    expect(textOf(empty)).toContain(
      'Nothing has arrived yet, or everything older has been deleted after its retention period.',
    );
    expect(
      tagsNamed(empty, 'a').some((link) => link.href === '/admin/notifications' && !('aria-current' in link)),
    ).toBe(true);

    for (let index = 0; index < 3; index += 1) await contact(`c-${index}`, Date.now() - index * MINUTE);
    const past = await (await owner.get('/admin?kind=contact&page=4')).text();
    expect(inboxRows(past)).toEqual([]);
    expect(textOf(past)).toContain('This page is past the end of the list.');
    expect(textOf(past)).not.toContain('Showing');
    expect(tagsNamed(past.slice(past.indexOf('data-empty-inbox="past-the-end"')), 'a')[0]?.href).toBe(
      '/admin?kind=contact',
    );
  });
});

describe('CSV export', () => {
  it('exports the filtered list as UTF-8 with a BOM, one header row, and formula-like cells neutralised', async () => {
    const now = Date.now();
    await contact('c-1', now - 1 * MINUTE, {
      first: '=HYPERLINK("http://evil.example","x")',
      last: '+Smith',
      email: 'plain@example.co.uk',
      message: '@SUM(A1)',
    });
    await contact('c-2', now - 2 * MINUTE, { first: '-2+3', last: '\tTab', message: '\rCarriage, "quoted"' });
    await contact('c-3', now - 3 * MINUTE, { first: 'Closed', last: 'One', status: 'closed' });
    await booking('b-1', now, { first: 'Not', last: 'Included' });

    const response = await owner.get('/admin/export.csv?kind=contact&status=new');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('"Received","Status","First name","Last name","Email","Business type","Message","Id"');
    expect(text).not.toContain('Not');
    expect(text).not.toContain('Closed');
    expect(lines[1]).toMatch(
      /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","New","'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)","'\+Smith","plain@example\.co\.uk","","'@SUM\(A1\)","c-1"$/,
    );
    expect(text).toContain(`"'-2+3","'\tTab"`);
    expect(text).toContain(`"'\rCarriage, ""quoted"""`);
  });

  it('exports every kind with the inbox columns when no kind is chosen, honouring the search', async () => {
    const now = Date.now();
    await booking('b-1', now - MINUTE, { first: 'Priya', last: 'Shah' });
    await contact('c-1', now - 2 * MINUTE, { first: 'Priya', last: 'Jones' });
    await contact('c-2', now - 3 * MINUTE, { first: 'Someone', last: 'Else' });
    const html = await (await owner.get('/admin?q=priya')).text();
    const exportLink = tagsNamed(html, 'a').find((link) => link.href?.startsWith('/admin/export.csv'));
    expect(exportLink?.href).toBe('/admin/export.csv?q=priya');
    const text = (await (await owner.get(decodeHtml(exportLink?.href ?? ''))).text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"Kind","Received","Name","Email","Status","Summary","Id"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Consultation booking"');
    expect(lines[1]).toContain('"Priya Shah"');
    expect(lines[1]).toContain('"Business Plan (£1,995)"');
    expect(lines[2]).toContain('"Contact message"');
  });

  it('needs a session', async () => {
    expect((await send('/admin/export.csv')).status).toBe(303);
  });
});
