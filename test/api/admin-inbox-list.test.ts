import { workingDay } from '../support/london-dates';
/**
 * The owner's inbox in workerd against the real D1: every kind of submission
 * in one list, filters, search, pages of 50, counts of new items, item pages
 * with every field, status moves as buttons (allowed and refused), notes, the
 * audit trail, CSRF and Origin checks on every change, and the CSV export.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, insert, send, signedInBrowser, tagsNamed } from './admin-support';
import { application, auditRows, booking, clearInbox, contact, download, inboxRows, statusOf, waitingList } from './inbox-items';
import { decodeHtml, textOf } from './page-html';
import { postJson } from './request';

const MINUTE = 60_000;

/** The new (never opened) count on each kind's card. */
function newCounts(html: string): Record<string, number> {
  return Object.fromEntries([...html.matchAll(/data-new-count="([^"]+)">(\d+)</g)].map(([, kind = '', count = '']) => [kind, Number(count)]));
}

/** The text of the buttons in the status form. */
function statusButtons(html: string): string[] {
  const form = /<form[^>]*action="\/admin\/items\/[^"]+\/status"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? '';
  return [...form.matchAll(/<button\b[^>]*>(.*?)<\/button>/gs)].map(([, text = '']) => textOf(text));
}

/** Label and value of each field in the item page's details list. */
function detailFields(html: string): Record<string, string> {
  const list = /<dl\b[^>]*>(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...list.matchAll(/<dt\b[^>]*>(.*?)<\/dt><dd\b[^>]*>(.*?)<\/dd>/gs)].map(([, label = '', value = '']) => [textOf(label), textOf(value)]),
  );
}

/** The History table's rows as [when, who, what, from, to]. */
function historyRows(html: string): string[][] {
  const section = html.slice(html.indexOf('id="history-heading"'));
  const body = /<tbody>(.*?)<\/tbody>/s.exec(section)?.[1] ?? '';
  return [...body.matchAll(/<tr\b[^>]*>(.*?)<\/tr>/gs)].map(([, row = '']) =>
    [...row.matchAll(/<td\b[^>]*>(.*?)<\/td>/gs)].map(([, cell = '']) => textOf(cell)),
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
      search.map((row) => (row.includes('Priyanka') ? 'Priyanka' : row.includes('Anne Other') ? 'Anne' : row.includes('Priya Shah') ? 'Priya' : row)),
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
      await contact(`c-${String(index).padStart(3, '0')}`, now - index * MINUTE, { first: `Person${index}`, last: 'Test' });
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
    const body = (await response.json()) as { rows: { kind: string; id: string; name: string; status: string }[]; total: number };
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
    const json = (await (await owner.get('/api/admin/inbox')).json()) as { rows: { id: string; unread: boolean }[]; counts: Record<string, { fresh: number }> };
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
      (await env.DB.prepare("SELECT first_opened_at AS at FROM opened_items WHERE item_kind = 'contact' AND item_id = 'c-1'").first<{ at: number }>())?.at;
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
    expect((await owner.post('/admin/items/contact/c-2/status', { csrf: owner.csrf, from: 'new', to: 'replied' })).status).toBe(303);
    const marks = await env.DB.prepare('SELECT item_kind, item_id FROM opened_items ORDER BY item_id').all<{ item_kind: string; item_id: string }>();
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
    expect(currentInMenu(await (await owner.get('/admin?kind=contact&status=new')).text())).toEqual([['Inbox', 'page']]);
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
    expect(tries.slice(0, 4)).toEqual(['/admin?kind=booking&status=confirmed', '/admin?kind=booking&q=priya', '/admin?status=confirmed&q=priya', '/admin']);
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
    expect(textOf(empty)).toContain('Nothing has arrived yet, or everything older has been deleted after its retention period.');
    expect(tagsNamed(empty, 'a').some((link) => link.href === '/admin/notifications' && !('aria-current' in link))).toBe(true);

    for (let index = 0; index < 3; index += 1) await contact(`c-${index}`, Date.now() - index * MINUTE);
    const past = await (await owner.get('/admin?kind=contact&page=4')).text();
    expect(inboxRows(past)).toEqual([]);
    expect(textOf(past)).toContain('This page is past the end of the list.');
    expect(textOf(past)).not.toContain('Showing');
    expect(tagsNamed(past.slice(past.indexOf('data-empty-inbox="past-the-end"')), 'a')[0]?.href).toBe('/admin?kind=contact');
  });
});

describe('an item page', () => {
  it('shows a booking made on the site with every field: services with names and prices, the estimate, date and slot', async () => {
    const preferredDate = workingDay(5);
    const date = new Date(`${preferredDate}T12:00:00Z`);
    const made = await postJson('/api/consultation-bookings', {
      firstName: 'Aisha',
      lastName: 'Khan',
      email: 'aisha.khan@example.co.uk',
      phone: '0161 496 0456',
      businessType: 'startup',
      services: ['business-planning', 'compliance'],
      projectDetails: 'Planning a 25-dog daycare\non an industrial unit.',
      preferredDate,
      preferredTime: '14:00',
      website: '',
    });
    expect(made.status).toBe(201);
    const { id } = (await env.DB.prepare('SELECT id FROM consultation_bookings').first<{ id: string }>()) ?? { id: '' };

    const inbox = await (await owner.get('/admin')).text();
    const link = tagsNamed(inbox, 'a').find((anchor) => anchor.href === `/admin/items/booking/${id}`);
    expect(link).toBeDefined();

    const response = await owner.get(`/admin/items/booking/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe('Consultation booking: Aisha Khan');
    const expectedDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      .format(date)
      .replace(',', '');
    expect(detailFields(html)).toEqual({
      'First name': 'Aisha',
      'Last name': 'Khan',
      Email: 'aisha.khan@example.co.uk',
      Phone: '0161 496 0456',
      'Business type': 'New Business Startup',
      Services: 'Business Plan (£1,995) Licence Inspection Preparation (£995)',
      Estimate: '£2,990',
      'Project details': 'Planning a 25-dog daycare on an industrial unit.',
      'Preferred date': expectedDate,
      'Preferred time slot': '14:00 (UK time)',
    });
    expect(textOf(html)).toContain('Current status: Pending');
    expect(statusButtons(html)).toEqual(['Confirm booking', 'Cancel booking']);
  });

  it('shows every field of a recruitment application, stored choice codes as the labels the applicant saw', async () => {
    await insert(
      `INSERT INTO recruitment_applications (id, first_name, last_name, email, phone, location, experience_level, current_role, interested_roles, pet_experience, qualifications, availability, relocate_willing, salary_expectation, motivation, additional_info, status)
       VALUES ('a-full', 'Tom', 'Baker', 'tom@example.co.uk', '07700 900123', 'Leeds', 'mid', 'Kennel hand', '["Dog Walker","Other"]', 'Three dogs', 'Level 2 Animal Care', 'part-time', 1, '22k-26k', 'I love dogs', 'Weekends too', 'new')`,
    );
    const fields = detailFields(await (await owner.get('/admin/items/application/a-full')).text());
    expect(fields).toEqual({
      'First name': 'Tom',
      'Last name': 'Baker',
      Email: 'tom@example.co.uk',
      Phone: '07700 900123',
      Location: 'Leeds',
      'Experience level': 'Mid (2-5 years)',
      'Current role': 'Kennel hand',
      'Interested roles': 'Dog Walker Other',
      'Pet care experience': 'Three dogs',
      Qualifications: 'Level 2 Animal Care',
      Availability: 'Part-time',
      'Willing to relocate': 'Yes',
      'Salary expectation': '£22,000-£26,000',
      Motivation: 'I love dogs',
      'Additional information': 'Weekends too',
      'Talent pool consent': 'Not given',
      'Consent wording': 'Not given',
    });
  });

  it('shows the consent on record for a waiting-list sign-up', async () => {
    await insert(
      "INSERT INTO shop_notifications (id, email, consent_given_at, consent_policy_version, consent_wording) VALUES ('w-consent', 'w@example.co.uk', ?, '2026-11-23', 'Email me when the shop opens.')",
      Date.UTC(2026, 10, 23, 9, 5),
    );
    expect(detailFields(await (await owner.get('/admin/items/waiting-list/w-consent')).text())).toEqual({
      Email: 'w@example.co.uk',
      'Consent given': '23 Nov 2026, 09:05 (privacy policy of 2026-11-23)',
      'Consent wording': 'Email me when the shop opens.',
    });
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await owner.get('/admin/items/booking/does-not-exist')).status).toBe(404);
    expect((await owner.get('/admin/items/invoice/x')).status).toBe(404);
  });
});

describe('status moves', () => {
  const workflows: { kind: string; table: string; insert: (id: string) => Promise<void>; steps: { status: string; buttons: string[] }[] }[] = [
    {
      kind: 'booking',
      table: 'consultation_bookings',
      insert: (id) => booking(id, Date.now()),
      steps: [
        { status: 'pending', buttons: ['Confirm booking', 'Cancel booking'] },
        { status: 'confirmed', buttons: ['Mark completed', 'Cancel booking'] },
        { status: 'completed', buttons: [] },
      ],
    },
    {
      kind: 'contact',
      table: 'contact_submissions',
      insert: (id) => contact(id, Date.now()),
      steps: [
        { status: 'new', buttons: ['Mark replied'] },
        { status: 'replied', buttons: ['Close'] },
        { status: 'closed', buttons: [] },
      ],
    },
    {
      kind: 'application',
      table: 'recruitment_applications',
      insert: (id) => application(id, Date.now()),
      steps: [
        { status: 'new', buttons: ['Start review', 'Decline'] },
        { status: 'reviewing', buttons: ['Shortlist', 'Decline'] },
        { status: 'shortlisted', buttons: ['Hire', 'Decline'] },
        { status: 'hired', buttons: [] },
      ],
    },
    {
      kind: 'waiting-list',
      table: 'shop_notifications',
      insert: (id) => waitingList(id, Date.now()),
      steps: [
        { status: 'active', buttons: ['Unsubscribe'] },
        { status: 'unsubscribed', buttons: [] },
      ],
    },
  ];

  for (const workflow of workflows) {
    it(`${workflow.kind}: the buttons move it along ${workflow.steps.map((step) => step.status).join(' → ')}, each move in the history`, async () => {
      const id = `${workflow.kind}-walk`;
      await workflow.insert(id);
      for (const [index, step] of workflow.steps.entries()) {
        const html = await (await owner.get(`/admin/items/${workflow.kind}/${id}`)).text();
        expect(statusButtons(html), step.status).toEqual(step.buttons);
        const next = workflow.steps[index + 1];
        if (!next) {
          expect(textOf(html)).toContain('This is a final status');
          break;
        }
        const response = await owner.post(`/admin/items/${workflow.kind}/${id}/status`, { csrf: owner.csrf, from: step.status, to: next.status });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`/admin/items/${workflow.kind}/${id}?notice=status-changed`);
        expect(await statusOf(workflow.table, id)).toBe(next.status);
      }
      const history = historyRows(await (await owner.get(`/admin/items/${workflow.kind}/${id}`)).text());
      const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
      expect(history.map(([, who, what, from, to]) => [who, what, from, to])).toEqual(
        workflow.steps
          .slice(0, -1)
          .map((step, index) => ['Olivia Owner', 'Status changed', label(step.status), label(workflow.steps[index + 1]?.status ?? '')]),
      );
      expect(history.every(([when]) => /\d{4}, \d{2}:\d{2}$/.test(when ?? ''))).toBe(true);
      const audit = await auditRows(id);
      expect(audit.map((row) => row.actor_user_id)).toEqual(workflow.steps.slice(0, -1).map(() => owner.userId));
    });
  }

  it('cancels and declines from any open state', async () => {
    for (const status of ['pending', 'confirmed']) {
      await booking(`b-${status}`, Date.now(), { status });
      expect((await owner.post(`/admin/items/booking/b-${status}/status`, { csrf: owner.csrf, from: status, to: 'cancelled' })).status).toBe(303);
      expect(await statusOf('consultation_bookings', `b-${status}`)).toBe('cancelled');
    }
    for (const status of ['new', 'reviewing', 'shortlisted']) {
      await application(`a-${status}`, Date.now(), status);
      expect((await owner.post(`/admin/items/application/a-${status}/status`, { csrf: owner.csrf, from: status, to: 'declined' })).status).toBe(303);
      expect(await statusOf('recruitment_applications', `a-${status}`)).toBe('declined');
    }
    expect(statusButtons(await (await owner.get('/admin/items/booking/b-pending')).text())).toEqual([]);
    expect(statusButtons(await (await owner.get('/admin/items/application/a-new')).text())).toEqual([]);
  });

  it('refuses moves the workflow does not allow, and changes nothing', async () => {
    await booking('b-1', Date.now());
    await booking('b-done', Date.now(), { status: 'completed' });
    await contact('c-1', Date.now());
    await application('a-hired', Date.now(), 'hired');
    await waitingList('w-1', Date.now(), 'gone@example.co.uk', 'unsubscribed');
    await download('d-1', Date.now());
    const refused: [string, string, string, string][] = [
      ['booking', 'b-1', 'pending', 'completed'],
      ['booking', 'b-done', 'completed', 'cancelled'],
      ['booking', 'b-1', 'pending', 'pending'],
      ['contact', 'c-1', 'new', 'closed'],
      ['application', 'a-hired', 'hired', 'declined'],
      ['waiting-list', 'w-1', 'unsubscribed', 'active'],
    ];
    for (const [kind, id, from, to] of refused) {
      const response = await owner.post(`/admin/items/${kind}/${id}/status`, { csrf: owner.csrf, from, to });
      expect(response.status, `${kind} ${from} → ${to}`).toBe(422);
      expect(textOf(await response.text())).toContain('That status move is not allowed');
    }
    // Not a status of the kind's workflow (a kind without one included), or not a kind: a bad request, not a 500.
    const malformed: [string, string, string, string][] = [
      ['booking', 'b-1', 'pending', 'anything'],
      ['booking', 'b-1', 'constructor', 'confirmed'],
      ['booking', 'b-1', 'pending', '__proto__'],
      ['download', 'd-1', 'new', 'replied'],
      ['invoice', 'b-1', 'pending', 'confirmed'],
      ['constructor', 'b-1', 'pending', 'confirmed'],
    ];
    for (const [kind, id, from, to] of malformed) {
      const response = await owner.post(`/admin/items/${kind}/${id}/status`, { csrf: owner.csrf, from, to });
      expect(response.status, `${kind} ${from} → ${to}`).toBe(400);
      expect(textOf(await response.text())).toContain('That status move is not allowed');
    }
    expect(await statusOf('consultation_bookings', 'b-1')).toBe('pending');
    expect(await statusOf('consultation_bookings', 'b-done')).toBe('completed');
    expect(await statusOf('contact_submissions', 'c-1')).toBe('new');
    expect(await statusOf('recruitment_applications', 'a-hired')).toBe('hired');
    expect(await statusOf('shop_notifications', 'w-1')).toBe('unsubscribed');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM audit_events').first<{ n: number }>())?.n).toBe(0);
  });

  it('answers 400 with a page saying so for a status the kind does not have, including names every object inherits, and changes nothing', async () => {
    await booking('b-1', Date.now());
    await contact('c-1', Date.now());
    await download('d-1', Date.now());
    const unknown: [string, string, string, string][] = [
      ['booking', 'b-1', 'constructor', 'confirmed'],
      ['booking', 'b-1', 'pending', '__proto__'],
      ['booking', 'b-1', '__proto__', 'constructor'],
      ['booking', 'b-1', 'toString', 'valueOf'],
      ['booking', 'b-1', 'hasOwnProperty', 'cancelled'],
      ['booking', 'b-1', 'pending', 'anything'],
      ['booking', 'b-1', '', ''],
      ['contact', 'c-1', 'constructor', 'replied'],
      ['contact', 'c-1', 'new', '__proto__'],
      ['contact', 'c-1', 'pending', 'confirmed'],
      ['download', 'd-1', 'new', 'replied'],
      ['download', 'd-1', 'constructor', '__proto__'],
    ];
    for (const [kind, id, from, to] of unknown) {
      const response = await owner.post(`/admin/items/${kind}/${id}/status`, { csrf: owner.csrf, from, to });
      expect(response.status, `${kind} ${from} → ${to}`).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(textOf(await response.text())).toContain('That status move is not allowed for this item.');
    }
    expect(await statusOf('consultation_bookings', 'b-1')).toBe('pending');
    expect(await statusOf('contact_submissions', 'c-1')).toBe('new');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM audit_events').first<{ n: number }>())?.n).toBe(0);
  });

  it('refuses a move made from a stale page after someone else changed the status', async () => {
    await booking('b-race', Date.now());
    // Two tabs show Pending; the first confirms, the second then tries to cancel from Pending.
    expect((await owner.post('/admin/items/booking/b-race/status', { csrf: owner.csrf, from: 'pending', to: 'confirmed' })).status).toBe(303);
    const stale = await owner.post('/admin/items/booking/b-race/status', { csrf: owner.csrf, from: 'pending', to: 'cancelled' });
    expect(stale.status).toBe(409);
    expect(await statusOf('consultation_bookings', 'b-race')).toBe('confirmed');
    expect(await auditRows('b-race')).toHaveLength(1);
  });

  it('needs the CSRF token and our own Origin: a missing or wrong token, or a cross-site POST, changes nothing', async () => {
    await booking('b-csrf', Date.now());
    const attempts: [Record<string, string>, Parameters<Browser['post']>[2]][] = [
      [{ from: 'pending', to: 'confirmed' }, {}],
      [{ csrf: '', from: 'pending', to: 'confirmed' }, {}],
      [{ csrf: `${owner.csrf}x`, from: 'pending', to: 'confirmed' }, {}],
      [{ csrf: owner.csrf, from: 'pending', to: 'confirmed' }, { origin: 'https://evil.example' }],
      [{ csrf: owner.csrf, from: 'pending', to: 'confirmed' }, { origin: 'http://www.pawsperity.co.uk' }],
      [{ csrf: owner.csrf, from: 'pending', to: 'confirmed' }, { origin: null }],
      [{ csrf: owner.csrf, from: 'pending', to: 'confirmed' }, { headers: { 'sec-fetch-site': 'cross-site' } }],
    ];
    for (const [form, options] of attempts) {
      const response = await owner.post('/admin/items/booking/b-csrf/status', form, options);
      expect(response.status, JSON.stringify({ form: { ...form, csrf: form.csrf ? 'set' : 'none' }, options })).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // A JSON body cannot carry the form's token either.
    const json = await send('/admin/items/booking/b-csrf/status', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(403);
    expect(await statusOf('consultation_bookings', 'b-csrf')).toBe('pending');
    expect(await auditRows('b-csrf')).toHaveLength(0);
  });
});

describe('notes', () => {
  it('adds an internal note shown with its author and time, recorded in the history', async () => {
    await contact('c-note', Date.now());
    const response = await owner.post('/admin/items/contact/c-note/notes', { csrf: owner.csrf, body: '  Called back on Tuesday.\nWill send a quote.  ' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/items/contact/c-note?notice=note-added');
    const html = await (await owner.get('/admin/items/contact/c-note?notice=note-added')).text();
    expect(textOf(html)).toContain('Note added.');
    const notes = textOf(/<ol\b[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '');
    expect(notes).toMatch(/^Called back on Tuesday\. Will send a quote\. Olivia Owner, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(historyRows(html).map(([, who, what, from, to]) => [who, what, from, to])).toEqual([['Olivia Owner', 'Note added', '—', '—']]);
    // The audit trail records that a note was added, not its text.
    expect(JSON.stringify(await auditRows('c-note'))).not.toContain('Tuesday');
  });

  it('refuses an empty note with a message by the field, and a note without the CSRF token', async () => {
    await contact('c-empty', Date.now());
    const empty = await owner.post('/admin/items/contact/c-empty/notes', { csrf: owner.csrf, body: '   ' });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(textOf(html)).toContain('Write the note first.');
    expect(tagsNamed(html, 'textarea')[0]).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'note-body-error' });
    expect((await owner.post('/admin/items/contact/c-empty/notes', { body: 'No token' })).status).toBe(403);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM admin_notes').first<{ n: number }>())?.n).toBe(0);
    expect((await owner.post('/admin/items/contact/missing/notes', { csrf: owner.csrf, body: 'x' })).status).toBe(404);
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
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/);
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
