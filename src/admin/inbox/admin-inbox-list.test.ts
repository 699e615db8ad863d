/**
 * The owner's inbox list in workerd against the real D1: every kind of
 * submission in one list, filters, search, pages of 50, the menu and what an
 * empty list says.
 * New items: admin-inbox-new-items.test.ts; the CSV export: admin-inbox-export.test.ts;
 * item pages, status moves and notes: admin-inbox-item-page.test.ts, admin-inbox-status-moves.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../test/support/admin';
import { expectPrivatePage } from '../../../test/support/admin-page-checks';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { MINUTE, newCounts } from '../../../test/support/admin-inbox-pages';
import {
  application,
  booking,
  contact,
  download,
  inboxRows,
  waitingList,
  clearInbox,
} from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(clearInbox);

describe('the inbox', () => {
  it('lives at /admin/inbox, which the front page links to, and the old addresses are gone', async () => {
    await contact('c-here', Date.now());
    const front = await owner.get('/admin');
    expect(front.status).toBe(200);
    expect(tagsNamed(await front.text(), 'a').some((link) => link.href === '/admin/inbox')).toBe(true);
    const inbox = textOf(await (await owner.get('/admin/inbox')).text());
    expect(inbox).toContain('Morag Campbell');
    expect((await owner.get('/admin/export.csv')).status).toBe(404);
  });

  it('lists every kind of submission newest first, with the count of new (never opened) items per kind', async () => {
    const now = Date.now();
    await booking('b-1', now - 5 * MINUTE);
    await contact('c-1', now - 4 * MINUTE);
    await application('a-1', now - 3 * MINUTE);
    await waitingList('w-1', now - 2 * MINUTE);
    await download('d-1', now - 1 * MINUTE);
    await contact('c-old', now - 60 * MINUTE, { first: 'Old', last: 'Message', status: 'closed' });
    await booking('b-done', now - 90 * MINUTE, { first: 'Done', last: 'Deal', status: 'completed' });

    const html = await expectPrivatePage(await owner.get('/admin/inbox'));
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
    expect(newCounts(html)).toEqual({
      booking: 2,
      contact: 2,
      application: 1,
      'waiting-list': 1,
      download: 1,
      'retreat-booking': 0,
      'retreat-waiting-list': 0,
      'early-bird-list': 0,
    });
    expect(textOf(html)).toContain('Consultation bookings 2 new · 2 in all 1 to act on');
    expect(textOf(html)).toContain('Contact messages 2 new · 2 in all 1 to act on');
    expect(textOf(html)).toContain('Recruitment applications 1 new · 1 in all 1 to act on');
    expect(textOf(html)).toMatch(
      /Shop waiting list 1 new · 1 in all Resource downloads 1 new · 1 in all Retreat bookings 0 new · 0 in all 0 to act on Retreat waiting lists 0 new · 0 in all Early-bird list 0 new · 0 in all Kind/,
    );
  });

  it('filters by kind and by status, and searches names and email addresses without regard to case', async () => {
    const now = Date.now();
    await booking('b-1', now - 5 * MINUTE, { first: 'Priya', last: 'Shah', email: 'priya@paws.example' });
    await booking('b-2', now - 4 * MINUTE, { first: 'Sam', last: 'Lee', status: 'confirmed' });
    await contact('c-1', now - 3 * MINUTE, { first: 'Priyanka', last: 'Jones' });
    await contact('c-2', now - 2 * MINUTE, { email: 'PRIYA.OTHER@example.co.uk', first: 'Anne', last: 'Other' });
    await waitingList('w-1', now - 1 * MINUTE, 'someone@example.co.uk');

    const byKind = inboxRows(await (await owner.get('/admin/inbox?kind=booking')).text());
    expect(byKind).toHaveLength(2);
    expect(byKind.every((row) => row.includes('Consultation booking'))).toBe(true);

    const byStatus = inboxRows(await (await owner.get('/admin/inbox?status=confirmed')).text());
    expect(byStatus).toHaveLength(1);
    expect(byStatus[0]).toContain('Sam Lee');

    const search = inboxRows(await (await owner.get('/admin/inbox?q=PRIYA')).text());
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

    const combined = inboxRows(await (await owner.get('/admin/inbox?kind=contact&status=new&q=priya')).text());
    expect(combined).toHaveLength(2);

    // % and _ are searched for literally.
    expect(inboxRows(await (await owner.get('/admin/inbox?q=%25')).text())).toHaveLength(0);
    const none = await (await owner.get('/admin/inbox?kind=download')).text();
    expect(textOf(none)).toContain('Nothing matches these filters.');

    // The filter form keeps what was chosen.
    const html = await (await owner.get('/admin/inbox?kind=contact&status=new&q=priya')).text();
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
      const page = await owner.get(`/admin/inbox${query}`);
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
        const csv = await owner.get(`/admin/inbox/export.csv${query}${kind}`);
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
    for (const path of ['/admin/inbox', '/api/admin/inbox', '/admin/inbox/export.csv']) {
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
    const first = await (await owner.get('/admin/inbox')).text();
    expect(inboxRows(first)).toHaveLength(50);
    expect(inboxRows(first)[0]).toContain('Person0 Test');
    expect(textOf(first)).toContain('Showing 1–50 of 120');
    const next = tagsNamed(first, 'a').find((link) => link.href?.includes('page=2'));
    expect(next?.href).toBe('/admin/inbox?page=2');
    const third = await (await owner.get('/admin/inbox?page=3')).text();
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
    expect(currentInMenu(await (await owner.get('/admin/inbox')).text())).toEqual([['Inbox', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/inbox?kind=contact&status=new')).text())).toEqual([
      ['Inbox', 'page'],
    ]);
    expect(currentInMenu(await (await owner.get('/admin/items/contact/c-menu')).text())).toEqual([['Inbox', 'true']]);
    expect(currentInMenu(await (await owner.get('/admin/data-requests')).text())).toEqual([['Data requests', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/notifications')).text())).toEqual([['Notifications', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/availability')).text())).toEqual([['Availability', 'page']]);
    expect(currentInMenu(await (await owner.get('/admin/calendar')).text())).toEqual([['Calendar', 'page']]);
    // One current page: the kind cards mark the chosen kind as the current one of their set, not as the page.
    const filtered = await (await owner.get('/admin/inbox?kind=contact')).text();
    expect(filtered.match(/aria-current="page"/g)).toHaveLength(1);
    expect(tagsNamed(filtered, 'a').find((link) => link.href === '/admin/inbox?kind=contact')?.['aria-current']).toBe(
      'true',
    );
  });

  it('says what to try when filters match nothing: a link that drops each filter, and one that clears them all', async () => {
    await contact('c-1', Date.now(), { first: 'Priya', last: 'Shah' });
    const html = await (await owner.get('/admin/inbox?kind=booking&status=confirmed&q=priya')).text();
    expect(inboxRows(html)).toEqual([]);
    expect(textOf(html)).toContain('Nothing matches these filters.');
    const tries = tagsNamed(html.slice(html.indexOf('data-empty-inbox="filtered"')), 'a').map((link) => link.href);
    expect(tries.slice(0, 4)).toEqual([
      '/admin/inbox?kind=booking&status=confirmed',
      '/admin/inbox?kind=booking&q=priya',
      '/admin/inbox?status=confirmed&q=priya',
      '/admin/inbox',
    ]);
    expect(textOf(html)).toContain('Search every name and email, not only “priya”');
    expect(textOf(html)).toContain('Show any status, not only Confirmed');
    expect(textOf(html)).toContain('Show every kind, not only consultation bookings');
    expect(textOf(html)).toContain('Clear every filter');
    // Following the search's link finds Priya's message.
    expect(inboxRows(await (await owner.get('/admin/inbox?q=priya')).text())).toHaveLength(1);
  });

  it('says the inbox is empty, and where to look, when nothing is stored; and how to get back from a page past the end', async () => {
    const empty = await (await owner.get('/admin/inbox')).text();
    expect(textOf(empty)).toContain('The inbox is empty.');
    expect(textOf(empty)).toContain(
      'Nothing has arrived yet, or everything older has been deleted after its retention period.',
    );
    expect(
      tagsNamed(empty, 'a').some((link) => link.href === '/admin/notifications' && !('aria-current' in link)),
    ).toBe(true);

    for (let index = 0; index < 3; index += 1) await contact(`c-${index}`, Date.now() - index * MINUTE);
    const past = await (await owner.get('/admin/inbox?kind=contact&page=4')).text();
    expect(inboxRows(past)).toEqual([]);
    expect(textOf(past)).toContain('This page is past the end of the list.');
    expect(textOf(past)).not.toContain('Showing');
    expect(tagsNamed(past.slice(past.indexOf('data-empty-inbox="past-the-end"')), 'a')[0]?.href).toBe(
      '/admin/inbox?kind=contact',
    );
  });
});
