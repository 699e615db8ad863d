/**
 * The owner's inbox items in workerd against the real D1: item pages with
 * every field, status moves as buttons (allowed and refused), notes, the
 * audit trail, and CSRF and Origin checks on every change.
 * The list, its filters and the CSV export: admin-inbox-list.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { workingDay } from '../../../test/support/london-dates';
import { type Browser, insert, send, signedInBrowser, tagsNamed } from '../../../test/support/admin';
import {
  application,
  auditRows,
  booking,
  clearInbox,
  contact,
  download,
  statusOf,
  waitingList,
} from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';
import { postJson } from '../../../test/support/request';

/** The text of the buttons in the status form. */
function statusButtons(html: string): string[] {
  const form = /<form[^>]*action="\/admin\/items\/[^"]+\/status"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? '';
  return [...form.matchAll(/<button\b[^>]*>(.*?)<\/button>/gs)].map(([, text = '']) => textOf(text));
}

/** Label and value of each field in the item page's details list. */
function detailFields(html: string): Record<string, string> {
  const list = /<dl\b[^>]*>(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...list.matchAll(/<dt\b[^>]*>(.*?)<\/dt><dd\b[^>]*>(.*?)<\/dd>/gs)].map(([, label = '', value = '']) => [
      textOf(label),
      textOf(value),
    ]),
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
    const expectedDate = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
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

describe('notes', () => {
  it('adds an internal note shown with its author and time, recorded in the history', async () => {
    await contact('c-note', Date.now());
    const response = await owner.post('/admin/items/contact/c-note/notes', {
      csrf: owner.csrf,
      body: '  Called back on Tuesday.\nWill send a quote.  ',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/items/contact/c-note?notice=note-added');
    const html = await (await owner.get('/admin/items/contact/c-note?notice=note-added')).text();
    expect(textOf(html)).toContain('Note added.');
    const notes = textOf(/<ol\b[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '');
    expect(notes).toMatch(
      /^Called back on Tuesday\. Will send a quote\. Olivia Owner, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    expect(historyRows(html).map(([, who, what, from, to]) => [who, what, from, to])).toEqual([
      ['Olivia Owner', 'Note added', '—', '—'],
    ]);
    // The audit trail records that a note was added, not its text.
    expect(JSON.stringify(await auditRows('c-note'))).not.toContain('Tuesday');
  });

  it('refuses an empty note with a message by the field, and a note without the CSRF token', async () => {
    await contact('c-empty', Date.now());
    const empty = await owner.post('/admin/items/contact/c-empty/notes', { csrf: owner.csrf, body: '   ' });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(textOf(html)).toContain('Write the note first.');
    expect(tagsNamed(html, 'textarea')[0]).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'note-body-error',
    });
    expect((await owner.post('/admin/items/contact/c-empty/notes', { body: 'No token' })).status).toBe(403);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM admin_notes').first<{ n: number }>())?.n).toBe(0);
    expect((await owner.post('/admin/items/contact/missing/notes', { csrf: owner.csrf, body: 'x' })).status).toBe(404);
  });
});
