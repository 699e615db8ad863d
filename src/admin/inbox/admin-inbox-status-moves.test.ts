/**
 * Status moves on an inbox item in workerd against the real D1: buttons for
 * the moves each kind's workflow allows, moves refused, the audit trail, and
 * CSRF and Origin checks.
 * The item page and notes: admin-inbox-item-page.test.ts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type Browser, send } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { historyRows, statusButtons } from '../../../test/support/admin-inbox-pages';
import {
  application,
  auditRows,
  booking,
  contact,
  download,
  statusOf,
  waitingList,
  clearInbox,
} from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(clearInbox);

describe('status moves', () => {
  const workflows: {
    kind: string;
    table: string;
    insert: (id: string) => Promise<void>;
    steps: { status: string; buttons: string[] }[];
  }[] = [
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
        const response = await owner.post(`/admin/items/${workflow.kind}/${id}/status`, {
          csrf: owner.csrf,
          from: step.status,
          to: next.status,
        });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`/admin/items/${workflow.kind}/${id}?notice=status-changed`);
        expect(await statusOf(workflow.table, id)).toBe(next.status);
      }
      const history = historyRows(await (await owner.get(`/admin/items/${workflow.kind}/${id}`)).text());
      const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
      expect(history.map(([, who, what, from, to]) => [who, what, from, to])).toEqual(
        workflow.steps
          .slice(0, -1)
          .map((step, index) => [
            'Olivia Owner',
            'Status changed',
            label(step.status),
            label(workflow.steps[index + 1]?.status ?? ''),
          ]),
      );
      expect(history.every(([when]) => /\d{4}, \d{2}:\d{2}$/.test(when ?? ''))).toBe(true);
      const audit = await auditRows(id);
      expect(audit.map((row) => row.actor_user_id)).toEqual(workflow.steps.slice(0, -1).map(() => owner.userId));
    });
  }

  it('cancels and declines from any open state', async () => {
    for (const status of ['pending', 'confirmed']) {
      await booking(`b-${status}`, Date.now(), { status });
      expect(
        (
          await owner.post(`/admin/items/booking/b-${status}/status`, {
            csrf: owner.csrf,
            from: status,
            to: 'cancelled',
          })
        ).status,
      ).toBe(303);
      expect(await statusOf('consultation_bookings', `b-${status}`)).toBe('cancelled');
    }
    for (const status of ['new', 'reviewing', 'shortlisted']) {
      await application(`a-${status}`, Date.now(), status);
      expect(
        (
          await owner.post(`/admin/items/application/a-${status}/status`, {
            csrf: owner.csrf,
            from: status,
            to: 'declined',
          })
        ).status,
      ).toBe(303);
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
    expect(
      (await owner.post('/admin/items/booking/b-race/status', { csrf: owner.csrf, from: 'pending', to: 'confirmed' }))
        .status,
    ).toBe(303);
    const stale = await owner.post('/admin/items/booking/b-race/status', {
      csrf: owner.csrf,
      from: 'pending',
      to: 'cancelled',
    });
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
      expect(response.status, JSON.stringify({ form: { ...form, csrf: form.csrf ? 'set' : 'none' }, options })).toBe(
        403,
      );
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
