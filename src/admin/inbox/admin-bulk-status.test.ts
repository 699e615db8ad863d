/**
 * Bulk status change in workerd against the real D1: the inbox's one form
 * (a labelled checkbox per line, a status choice, a select-all link that needs
 * no script) posts the ticked lines once, with the CSRF check; each item moves
 * by its own kind's rules with one audit entry each; what a kind or status
 * does not allow, what changed meanwhile and what is gone are skipped and
 * counted on the inbox the owner comes back to. Bad input is a 4xx page.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker';
import { type Browser, clientAddress, ORIGIN, send, tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { MINUTE } from '../../../test/support/admin-inbox-pages';
import {
  application,
  auditRows,
  booking,
  clearInbox,
  contact,
  download,
  inboxRows,
  statusOf,
  waitingList,
} from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(clearInbox);

/** Posts the bulk form as a browser sends it: the token, the status (unless null), then `item` once per ticked line. */
function postBulk(to: string | null, items: string[], extra: [string, string][] = []): Promise<Response> {
  const status: [string, string][] = to === null ? [] : [['to', to]];
  return rawPost([['csrf', owner.csrf], ...status, ...items.map((item): [string, string] => ['item', item]), ...extra]);
}

/** A url-encoded post of these fields in this order (repeated names kept, which `send`'s record of fields cannot carry). */
function rawPost(fields: [string, string][], options: Parameters<Browser['post']>[2] = {}): Promise<Response> {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const headers: Record<string, string> = {
    'cf-connecting-ip': clientAddress(),
    cookie: owner.cookie,
    'content-type': 'application/x-www-form-urlencoded',
    ...(origin ? { origin } : {}),
    ...options.headers,
  };
  return Promise.resolve(
    app.request(
      `${ORIGIN}/admin/inbox/bulk-status`,
      { method: 'POST', headers, body: new URLSearchParams(fields).toString(), redirect: 'manual' },
      {
        ...env,
        SIGN_IN_CEILING: undefined,
      },
    ),
  );
}

async function auditCount(): Promise<number> {
  return (
    (await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE action = 'status'").first<{ n: number }>())
      ?.n ?? 0
  );
}

/** The checkbox value of each line of the inbox, with its label's text and whether it is ticked. */
function checkboxes(html: string): { value: string; label: string; checked: boolean }[] {
  const labels = Object.fromEntries(
    [...html.matchAll(/<label for="([^"]+)"[^>]*>(.*?)<\/label>/gs)].map(([, id = '', text = '']) => [
      id,
      textOf(text),
    ]),
  );
  return tagsNamed(html, 'input')
    .filter((input) => input.type === 'checkbox' && input.name === 'item')
    .map((input) => ({ value: input.value ?? '', label: labels[input.id ?? ''] ?? '', checked: 'checked' in input }));
}

describe('the bulk form on the inbox', () => {
  it('is one plain POST form with the CSRF token: a labelled checkbox per line, a labelled status choice, and a select-all link that needs no script', async () => {
    const now = Date.now();
    await booking('b-1', now - 2 * MINUTE);
    await download('d-1', now - MINUTE);
    const html = await (await owner.get('/admin/inbox')).text();
    const form = tagsNamed(html, 'form').find((candidate) => candidate.action === '/admin/inbox/bulk-status');
    expect(form).toMatchObject({ method: 'post' });
    const formHtml = html.slice(html.indexOf('action="/admin/inbox/bulk-status"'));
    expect(tagsNamed(formHtml, 'input').find((input) => input.name === 'csrf')?.value).toBe(owner.csrf);
    expect(formHtml).toMatch(/<label for="bulk-to"[^>]*>New status for the selected items<\/label>/);
    expect(checkboxes(html)).toEqual([
      { value: 'download:d-1:', label: 'Select reader@example.co.uk, resource download', checked: false },
      { value: 'booking:b-1:pending', label: 'Select Aisha Khan, consultation booking', checked: false },
    ]);

    const selectAll = tagsNamed(html, 'a').find((link) => link.href?.includes('select=all'));
    expect(selectAll?.href).toBe('/admin/inbox?select=all');
    expect(textOf(html)).toContain('Select all 2 on this page');
    const ticked = await (await owner.get('/admin/inbox?select=all')).text();
    expect(checkboxes(ticked).map((box) => box.checked)).toEqual([true, true]);
    expect(tagsNamed(ticked, 'a').find((link) => link.href === '/admin/inbox')).toBeDefined();
    expect(textOf(ticked)).toContain('Clear the selection');

    // Filters and page are kept by the select-all link and by the form's way back.
    const filtered = await (await owner.get('/admin/inbox?kind=booking&q=aisha')).text();
    expect(tagsNamed(filtered, 'a').some((link) => link.href === '/admin/inbox?kind=booking&q=aisha&select=all')).toBe(
      true,
    );
    expect(tagsNamed(filtered, 'input').find((input) => input.name === 'view')?.value).toBe('?kind=booking&q=aisha');
  });
});

describe('a bulk status change', () => {
  it('moves items of mixed kinds in one post by each kind’s rules, one audit entry per item changed, and says how many changed and how many were skipped', async () => {
    const now = Date.now();
    await booking('b-pending', now - 6 * MINUTE);
    await booking('b-confirmed', now - 5 * MINUTE, { status: 'confirmed' });
    await booking('b-completed', now - 4 * MINUTE, { status: 'completed' });
    await contact('c-new', now - 3 * MINUTE);
    await application('a-new', now - 2 * MINUTE);
    await waitingList('w-1', now - MINUTE);
    await download('d-1', now);

    const response = await postBulk('cancelled', [
      'booking:b-pending:pending',
      'booking:b-confirmed:confirmed',
      'booking:b-completed:completed',
      'contact:c-new:new',
      'application:a-new:new',
      'waiting-list:w-1:active',
      'download:d-1:',
    ]);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/admin/inbox?moved-to=cancelled&changed=2&not-allowed=5&stale=0&gone=0');

    expect(await statusOf('consultation_bookings', 'b-pending')).toBe('cancelled');
    expect(await statusOf('consultation_bookings', 'b-confirmed')).toBe('cancelled');
    expect(await statusOf('consultation_bookings', 'b-completed')).toBe('completed');
    expect(await statusOf('contact_submissions', 'c-new')).toBe('new');
    expect(await statusOf('recruitment_applications', 'a-new')).toBe('new');
    expect(await statusOf('shop_notifications', 'w-1')).toBe('active');
    expect(await auditCount()).toBe(2);
    for (const [id, from] of [
      ['b-pending', 'pending'],
      ['b-confirmed', 'confirmed'],
    ]) {
      expect(await auditRows(id ?? '')).toEqual([
        expect.objectContaining({
          actor_user_id: owner.userId,
          action: 'status',
          item_kind: 'booking',
          from_status: from,
          to_status: 'cancelled',
        }),
      ]);
    }

    const page = await (await owner.get(location)).text();
    const notice = textOf(/<div role="status" data-bulk-outcome=""[^>]*>(.*?)<\/div>/s.exec(page)?.[1] ?? '');
    expect(notice).toBe(
      'Changed 2 items to Cancelled. Skipped 5 items: 5 items whose kind or current status does not allow a move to Cancelled',
    );
    expect(inboxRows(page).filter((row) => row.includes('Cancelled'))).toHaveLength(2);
    // The item's own history shows the move, as a move made on its page would.
    expect(textOf(await (await owner.get('/admin/items/booking/b-pending')).text())).toMatch(
      /Olivia Owner Status changed Pending Cancelled/,
    );
  });

  it('moves a different kind by its own moves: contact messages to Replied, while other kinds are skipped', async () => {
    const now = Date.now();
    await contact('c-1', now - 2 * MINUTE);
    await contact('c-2', now - MINUTE, { status: 'replied' });
    await application('a-1', now);
    const response = await postBulk('replied', ['contact:c-1:new', 'contact:c-2:replied', 'application:a-1:new']);
    expect(response.headers.get('location')).toBe(
      '/admin/inbox?moved-to=replied&changed=1&not-allowed=2&stale=0&gone=0',
    );
    expect(await statusOf('contact_submissions', 'c-1')).toBe('replied');
    expect(await statusOf('recruitment_applications', 'a-1')).toBe('new');
    expect(await auditCount()).toBe(1);
  });

  it('skips an item someone changed after the page was shown and one that is gone, counts a line ticked twice once, and keeps the view', async () => {
    await booking('b-raced', Date.now(), { status: 'confirmed' });
    await booking('b-1', Date.now() - MINUTE);
    const response = await postBulk(
      'cancelled',
      ['booking:b-raced:pending', 'booking:b-gone:pending', 'booking:b-1:pending', 'booking:b-1:pending'],
      [['view', '?kind=booking&q=aisha&page=2&select=all&evil=https://evil.example']],
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/admin/inbox?kind=booking&q=aisha&page=2&moved-to=cancelled&changed=1&not-allowed=0&stale=1&gone=1',
    );
    expect(await statusOf('consultation_bookings', 'b-raced')).toBe('confirmed');
    expect(await statusOf('consultation_bookings', 'b-1')).toBe('cancelled');
    expect(await auditCount()).toBe(1);
    const page = await (
      await owner.get('/admin/inbox?moved-to=cancelled&changed=1&not-allowed=0&stale=1&gone=1')
    ).text();
    expect(textOf(page)).toContain(
      'Changed 1 item to Cancelled. Skipped 2 items: 1 item someone else changed after the page was shown 1 item no longer stored',
    );
  });

  it('needs the CSRF token and our own Origin: a missing or wrong token, or a cross-site post, changes nothing', async () => {
    await booking('b-1', Date.now());
    const item = ['item', 'booking:b-1:pending'] as [string, string];
    const attempts: [[string, string][], Parameters<Browser['post']>[2]][] = [
      [[['to', 'cancelled'], item], {}],
      [[['csrf', ''], ['to', 'cancelled'], item], {}],
      [[['csrf', `${owner.csrf}x`], ['to', 'cancelled'], item], {}],
      [[['csrf', owner.csrf], ['to', 'cancelled'], item], { origin: 'https://evil.example' }],
      [[['csrf', owner.csrf], ['to', 'cancelled'], item], { origin: null }],
      [[['csrf', owner.csrf], ['to', 'cancelled'], item], { headers: { 'sec-fetch-site': 'cross-site' } }],
    ];
    for (const [fields, options] of attempts) {
      const response = await rawPost(fields, options);
      expect(response.status, JSON.stringify(options)).toBe(403);
    }
    const json = await send('/admin/inbox/bulk-status', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(403);
    // Without a session it goes to sign-in.
    expect(
      (await send('/admin/inbox/bulk-status', { form: { to: 'cancelled', item: 'booking:b-1:pending' } })).status,
    ).toBe(303);
    expect(await statusOf('consultation_bookings', 'b-1')).toBe('pending');
    expect(await auditCount()).toBe(0);
  });

  it('answers bad input with a 400 page saying what to do, and changes nothing', async () => {
    await booking('b-1', Date.now());
    await download('d-1', Date.now());
    const cases: [string | null, string[], string][] = [
      [null, ['booking:b-1:pending'], 'Choose the status to give the selected items.'],
      ['', ['booking:b-1:pending'], 'Choose the status to give the selected items.'],
      ['anything', ['booking:b-1:pending'], 'Choose the status to give the selected items.'],
      ['__proto__', ['booking:b-1:pending'], 'Choose the status to give the selected items.'],
      ['constructor', ['booking:b-1:pending'], 'Choose the status to give the selected items.'],
      ['cancelled', [], 'Select at least one item, then choose their new status.'],
      ['cancelled', ['booking'], 'That selection did not come from the inbox.'],
      ['cancelled', ['booking:b-1'], 'That selection did not come from the inbox.'],
      ['cancelled', ['booking::pending'], 'That selection did not come from the inbox.'],
      ['cancelled', ['invoice:b-1:pending'], 'That selection did not come from the inbox.'],
      ['cancelled', ['constructor:b-1:pending'], 'That selection did not come from the inbox.'],
      ['cancelled', ['booking:b-1:constructor'], 'That selection did not come from the inbox.'],
      ['cancelled', ['booking:b-1:'], 'That selection did not come from the inbox.'],
      ['cancelled', ['download:d-1:new'], 'That selection did not come from the inbox.'],
      ['cancelled', [`booking:${'x'.repeat(101)}:pending`], 'That selection did not come from the inbox.'],
      ['cancelled', ['booking:b-1:pending', 'nonsense'], 'That selection did not come from the inbox.'],
      [
        'cancelled',
        Array.from({ length: 51 }, (_, index) => `booking:b-${index}:pending`),
        'Select at most 50 items (one page) at a time.',
      ],
    ];
    for (const [to, items, message] of cases) {
      const response = await postBulk(to, items);
      expect(response.status, `${to} ${items.slice(0, 2).join(' ')}`).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(textOf(await response.text())).toContain(message);
    }
    // A file where a line's value should be is no line at all.
    const body = new FormData();
    body.set('csrf', owner.csrf);
    body.set('to', 'cancelled');
    body.append('item', new File(['booking:b-1:pending'], 'item.txt'));
    const multipart = await app.request(
      `${ORIGIN}/admin/inbox/bulk-status`,
      {
        method: 'POST',
        headers: { cookie: owner.cookie, origin: ORIGIN, 'cf-connecting-ip': clientAddress() },
        body,
        redirect: 'manual',
      },
      { ...env, SIGN_IN_CEILING: undefined },
    );
    expect(multipart.status).toBe(400);
    expect(await statusOf('consultation_bookings', 'b-1')).toBe('pending');
    expect(await auditCount()).toBe(0);

    // A made-up outcome in the inbox's address is not shown; the inbox still answers.
    for (const query of [
      'moved-to=__proto__&changed=3',
      'moved-to=cancelled&changed=-1',
      'moved-to=cancelled&changed=lots',
      'moved-to=cancelled&gone=1.5',
    ]) {
      const page = await owner.get(`/admin/inbox?${query}`);
      expect(page.status, query).toBe(200);
      expect(await page.text(), query).not.toContain('data-bulk-outcome');
    }
  });
});
