/**
 * Every kind in the submissions registry is wired all the way through: an
 * item a visitor sends through the public form shows in the inbox (filtered by
 * its kind), in its kind's CSV export, in the data-request download for its
 * address, reaches the notification path on its kind's channel (an email
 * listing every field, or the daily digest), and is deleted by the retention
 * job once older than its period while a fresh one stays. A new kind that is
 * missing from any of these fails here. The registry only names the kinds;
 * every assertion is on what the owner sees (HTML, CSV, JSON, email text).
 */
import { env } from 'cloudflare:workers';
import { getTableName } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../src/jobs/retention';
import { type SubmissionKind, submissions } from '../../src/submissions/registry';
import { type Browser, signedInBrowser, unique } from '../support/admin';
import { deliver, outboxRows, recordingMailer, recordingQueue, submit } from '../support/notify';
import { decodeHtml, escapeRegExp, textOf } from '../support/page-html';
import { formEndpoints, type PerKind, publishFormEvents } from '../support/form-endpoints';
import { freshSlot } from '../support/london-dates';
import { count } from '../support/request';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a visitor posts to send one item of each kind, and the emails to the
 * visitor it puts on record besides the owner's notification. A kind added
 * to the registry without a sample here fails to typecheck.
 */
const samples: PerKind<{ body: (email: string) => Record<string, unknown>; toVisitor?: string[] }> = {
  booking: {
    // The visitor's confirmation, with the booking's private link.
    toVisitor: ['visitor-booked'],
    body: (email) => ({
      firstName: 'Kim',
      lastName: 'Wired',
      email,
      phone: '0113 496 0000',
      businessType: 'startup',
      services: ['business-planning'],
      projectDetails: 'A new daycare.',
      ...freshSlot(),
    }),
  },
  contact: {
    body: (email) => ({
      firstName: 'Kim',
      lastName: 'Wired',
      email,
      businessType: 'daycare',
      message: 'Hello from the wiring test.',
    }),
  },
  application: {
    body: (email) => ({
      firstName: 'Kim',
      lastName: 'Wired',
      email,
      phone: '',
      location: 'Leeds',
      experienceLevel: 'senior',
      currentRole: '',
      interestedRoles: ['Dog Walker'],
      petExperience: 'Years of it.',
      qualifications: '',
      availability: 'full-time',
      relocateWilling: false,
      salaryExpectation: '',
      motivation: '',
      additionalInfo: '',
      talentPoolConsent: true,
    }),
  },
  'waiting-list': { body: (email) => ({ email }) },
  download: { body: (email) => ({ resourceName: 'Marketing Calendar', email }) },
  // Reserved, to be invoiced (no payments here): its confirmation, with the booking's private link and invitation.
  'retreat-booking': { toVisitor: ['confirmed'], body: (email) => formEndpoints['retreat-booking'].body(email) },
  'retreat-waiting-list': { body: (email) => formEndpoints['retreat-waiting-list'].body(email) },
  // The one email an address gets before it is confirmed: the request to confirm it.
  'early-bird-list': { toVisitor: ['confirm'], body: (email) => formEndpoints['early-bird-list'].body(email) },
};

let owner: Browser;

beforeAll(publishFormEvents);

beforeAll(async () => {
  owner = await signedInBrowser();
});

/** Sends one item as a visitor would; returns its queue messages. */
async function sendItem(kind: SubmissionKind, email: string) {
  const queue = recordingQueue();
  const response = await submit(
    formEndpoints[kind].path,
    { ...samples[kind].body(email), submissionId: crypto.randomUUID() },
    { NOTIFY_QUEUE: queue.binding },
  );
  expect(response.status, `${kind}: ${await response.clone().text()}`).toBe(201);
  return queue;
}

/** The item's id, from its link in the inbox filtered by its kind and address. */
async function idInInbox(kind: string, email: string): Promise<string | undefined> {
  const response = await owner.get(`/admin/inbox?kind=${encodeURIComponent(kind)}&q=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(decodeHtml(html)).toContain(email);
  const links = [...html.matchAll(/href="\/admin\/items\/([^/"]+)\/([^"?]+)"/g)];
  expect(links.length, `${kind}: one item in the filtered inbox`).toBe(1);
  expect(links[0]?.[1]).toBe(kind);
  return links[0]?.[2];
}

describe.each(submissions.map((submission) => [submission.kind, submission] as const))('a %s', (kind, submission) => {
  it('is stored by its form endpoint in its own table, as the hostile-input tests that reach it expect', () => {
    expect(formEndpoints[kind].table).toBe(getTableName(submission.table));
  });

  it('is in the inbox, its item page, the CSV, the data request and the notifications, and leaves with retention', async () => {
    const email = `${unique(`wired-${kind}`)}@example.co.uk`.toLowerCase();
    const queue = await sendItem(kind, email);

    // The inbox, filtered by the kind, lists it.
    const id = await idInInbox(kind, email);
    if (!id) throw new Error('no id');

    // It is new until its page is opened; its page shows every field the owner reads.
    const openedMarks = async (itemId: string) =>
      (
        await env.DB.prepare('SELECT count(*) AS n FROM opened_items WHERE item_kind = ? AND item_id = ?')
          .bind(kind, itemId)
          .first<{ n: number }>()
      )?.n;
    expect(await openedMarks(id)).toBe(0);
    const page = await owner.get(`/admin/items/${kind}/${id}`);
    expect(page.status).toBe(200);
    expect(await openedMarks(id)).toBe(1);
    const pageText = textOf(await page.text());
    for (const label of submission.fieldLabels) expect(pageText, `${kind} page: ${label}`).toContain(label);

    // The kind's CSV has a column per field and a line for the item.
    const csv = await owner.get(
      `/admin/inbox/export.csv?kind=${encodeURIComponent(kind)}&q=${encodeURIComponent(email)}`,
    );
    expect(csv.status).toBe(200);
    const csvText = await csv.text();
    const [header = '', ...lines] = csvText.trim().split(/\r?\n/);
    for (const label of submission.fieldLabels) expect(header, `${kind} CSV header`).toContain(label);
    expect(lines.filter((line) => line.includes(id) && line.includes(email))).toHaveLength(1);

    // The data request's download holds the row under the kind's table.
    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email });
    expect(download.status).toBe(200);
    const json = (await download.json()) as { tables: Record<string, { id: string; email: string }[]> };
    expect(json.tables[getTableName(submission.table)]?.map((row) => row.id)).toEqual([id]);

    // The notification: one outbox row for the owner on the kind's channel (and the visitor's emails, if any, on record
    // once each); the owner's email lists every field.
    const outbox = await outboxRows('item_kind = ? AND item_id = ?', kind, id);
    const forOwner = outbox.filter((row) => row.message === 'lead');
    expect(forOwner.map((row) => row.channel)).toEqual([submission.notification]);
    expect(outbox.filter((row) => row.message !== 'lead').map((row) => [row.message, row.channel])).toEqual(
      (samples[kind].toVisitor ?? []).map((message) => [message, 'email']),
    );
    if (submission.notification === 'email') {
      const mailer = recordingMailer();
      await deliver(
        queue.bodies.filter((body) => (body as { outboxId?: string }).outboxId === forOwner[0]?.id),
        { NOTIFY_EMAIL: mailer.binding },
      );
      expect(mailer.sent).toHaveLength(1);
      const text = mailer.sent[0]?.text ?? '';
      expect(text).toContain(`/admin/items/${kind}/${id}`);
      // Each field by its label; the visitor's own words under theirs, quoted ("Message. They wrote:").
      for (const label of submission.fieldLabels)
        expect(text, `${kind} email: ${label}`).toMatch(new RegExp(`^${escapeRegExp(label)}(:|\\. They wrote:)`, 'm'));
    } else {
      // The owner's row waits for the digest: only the visitor's own emails, if any, go at once.
      const toVisitor = outbox.filter((row) => row.message !== 'lead');
      expect(queue.bodies).toEqual(toVisitor.map((row) => ({ type: 'send', outboxId: row.id })));
      const mailer = recordingMailer();
      await deliver([{ type: 'digest' }], { NOTIFY_EMAIL: mailer.binding });
      const digests = mailer.sent.map((sent) => sent.text).join('\n');
      expect(digests).toContain(`/admin/items/${kind}/${id}`);
      expect(digests).toContain(email);
    }

    // Retention: older than the kind's period goes, a fresh one of the same kind stays.
    const freshEmail = `${unique(`fresh-${kind}`)}@example.co.uk`.toLowerCase();
    await sendItem(kind, freshEmail);
    const freshId = await idInInbox(kind, freshEmail);
    const old = Date.now() - (submission.retentionDays + 1) * DAY_MS;
    await env.DB.prepare(
      `UPDATE ${getTableName(submission.table)} SET ${submission.columns.receivedAt.name} = ? WHERE ${submission.columns.id.name} = ?`,
    )
      .bind(old, id)
      .run();
    await runRetention(env.DB);
    expect(await openedMarks(id)).toBe(0);
    // Nothing about it is left: neither its notification records nor (a booking's) private links.
    expect(await outboxRows('item_kind = ? AND item_id = ?', kind, id)).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM booking_links WHERE booking_id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM retreat_booking_links WHERE booking_id = ?', id)).toBe(0);
    expect((await owner.get(`/admin/items/${kind}/${id}`)).status).toBe(404);
    expect((await owner.get(`/admin/items/${kind}/${freshId}`)).status).toBe(200);
    const after = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email });
    expect(
      ((await after.json()) as { tables: Record<string, unknown[]> }).tables[getTableName(submission.table)],
    ).toEqual([]);
  });
});

describe('the inbox search', () => {
  it('takes a long search (D1 refuses LIKE patterns over 50 bytes) and matches % and _ as plain characters', async () => {
    const email = `${unique('search')}@example.co.uk`.toLowerCase();
    await sendItem('contact', email);
    const long = await owner.get(`/admin/inbox?q=${encodeURIComponent('x'.repeat(99))}`);
    expect(long.status).toBe(200);
    expect(textOf(await long.text())).toContain('Nothing matches these filters.');
    const found = await owner.get(`/admin/inbox?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(decodeHtml(await found.text())).toContain(email);
    const wildcard = await owner.get(`/admin/inbox?q=${encodeURIComponent('search%')}`);
    expect(decodeHtml(await wildcard.text())).not.toContain(email);
  });
});
