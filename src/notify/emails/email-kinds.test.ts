/**
 * The registry of emails (src/notify/emails): every outbox row the site
 * writes is answered by exactly one kind, and a new kind is picked up
 * everywhere through it. The owner's sign-in email, an outbox row like every
 * email, is named in /admin/notifications, removed by erasure with the
 * account, and by retention once the account is gone.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_KIND } from '../../db/item-kinds';
import { deleteExpiredSubmissions } from '../../jobs/retention';
import { bookingMessageKey } from '../booking-messages';
import { emailKindOf, emailKinds } from './';
import { renewalMessage, renewalThresholds } from './certificate-renewal';
import { LEAD_MESSAGE } from '../lead-items';
import { personalDataTables } from '../personal-data';
import { submissions } from '../../submissions/registry';
import { createOwner, insert, send, signedInBrowser, unique } from '../../../test/support/admin';
import { mailingBindings, outboxRows, recordingMailer } from '../../../test/support/notify';
import { decodeHtml } from '../../../test/support/page-html';

afterEach(() => vi.restoreAllMocks());

/** One row of every message the site writes to the outbox, with the kind of email that must answer it. */
const written: [name: string, row: { itemKind: string; message: string; channel: string }][] = [
  ...submissions.map((submission): [string, { itemKind: string; message: string; channel: string }] => [
    submission.notification === 'email' ? 'lead' : 'digest',
    { itemKind: submission.kind, message: LEAD_MESSAGE, channel: submission.notification },
  ]),
  ...(
    [
      { type: 'visitor-booked' },
      { type: 'visitor-moved', sequence: 2 },
      { type: 'visitor-confirmed', sequence: 1 },
      { type: 'visitor-cancelled', sequence: 3 },
      { type: 'visitor-reminder', slotStartsAt: 1_790_000_000_000 },
    ] as const
  ).map((message): [string, { itemKind: string; message: string; channel: string }] => [
    'booking-visitor',
    { itemKind: ITEM_KIND.booking, message: bookingMessageKey(message), channel: 'email' },
  ]),
  [
    'booking-owner-change',
    {
      itemKind: ITEM_KIND.booking,
      message: bookingMessageKey({ type: 'owner-changed', sequence: 2 }),
      channel: 'email',
    },
  ],
  ['owner-agenda', { itemKind: ITEM_KIND.agenda, message: 'owner-agenda', channel: 'email' }],
  ...renewalThresholds.map((days): [string, { itemKind: string; message: string; channel: string }] => [
    'certificate-renewal',
    { itemKind: ITEM_KIND.certificate, message: renewalMessage(days), channel: 'email' },
  ]),
  ['learner-sign-in', { itemKind: ITEM_KIND.learner, message: 'sign-in:x', channel: 'email' }],
  ['no-account', { itemKind: ITEM_KIND.noAccount, message: 'no-account:2026-06-01', channel: 'email' }],
  ['team-invitation', { itemKind: ITEM_KIND.teamInvitation, message: 'invite:x', channel: 'email' }],
  ['learner-registration', { itemKind: ITEM_KIND.learnerRegistration, message: 'confirm', channel: 'email' }],
  ['owner-sign-in', { itemKind: ITEM_KIND.owner, message: 'sign-in:x', channel: 'email' }],
  ...(
    [
      ['subscription-access-granted', 'access-granted'],
      ['subscription-payment-failed', 'payment-failed:in_x'],
      ['subscription-ending', 'ending:1790000000000'],
      ['subscription-ended', 'ended'],
    ] as const
  ).map(([name, message]): [string, { itemKind: string; message: string; channel: string }] => [
    name,
    { itemKind: ITEM_KIND.academySubscription, message, channel: 'email' },
  ]),
  ...[
    'confirmed',
    'reminder:7',
    'reminder:1',
    'renamed:2',
    'cancelled:3',
    'refunded-unplaced',
    'event-message:6f1c2e43-7b7a-4a55-9d0f-2a1d3c4b5e6f',
  ].map((message): [string, { itemKind: string; message: string; channel: string }] => [
    'retreat-booking',
    { itemKind: ITEM_KIND.retreatBooking, message, channel: 'email' },
  ]),
  ['retreat-waiting-list', { itemKind: ITEM_KIND.retreatWaitingList, message: 'offer', channel: 'email' }],
  ...['confirm', 'announce:summer-leadership-retreat'].map(
    (message): [string, { itemKind: string; message: string; channel: string }] => [
      'early-bird-list',
      { itemKind: ITEM_KIND.earlyBirdList, message, channel: 'email' },
    ],
  ),
];

describe('the registry of emails', () => {
  it('answers every row the site writes with exactly one kind, and every kind answers some row', () => {
    for (const [name, row] of written) {
      expect(
        emailKinds.filter((kind) => kind.answers(row)).map((kind) => kind.name),
        JSON.stringify(row),
      ).toEqual([name]);
    }
    expect(new Set(emailKinds.map((kind) => kind.name)).size).toBe(emailKinds.length);
    expect(emailKinds.map((kind) => kind.name).sort()).toEqual([...new Set(written.map(([name]) => name))].sort());
    expect(emailKindOf({ itemKind: 'made-up', message: 'lead', channel: 'email' })).toBeUndefined();
  });

  it('lists the outbox among the personal-data tables, the one list erasure, data requests and retention read', () => {
    const names = personalDataTables.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['notification_outbox', ...submissions.map((submission) => submission.exportName)]),
    );
  });
});

describe("the owner's sign-in email", () => {
  const signInRows = (userId: string) => outboxRows('item_kind = ? AND item_id = ?', ITEM_KIND.owner, userId);

  it('is an outbox row of its own kind, named in /admin/notifications when it fails', async () => {
    const email = `${unique('kind')}@example.co.uk`;
    const userId = await createOwner(email);
    const mailer = recordingMailer();
    await send('/admin/sign-in', { form: { email }, bindings: mailingBindings(mailer) });
    const [row] = await signInRows(userId);
    expect(row).toMatchObject({ status: 'sent', channel: 'email' });
    expect(row?.message).toMatch(/^sign-in:[0-9a-f-]{36}$/);
    expect(mailer.sent).toHaveLength(1);

    await env.DB.prepare("UPDATE notification_outbox SET status = 'failed', last_error = 'EmailSendError' WHERE id = ?")
      .bind(row?.id)
      .run();
    const page = decodeHtml(await (await (await signedInBrowser()).get('/admin/notifications')).text());
    expect(page).toContain(`action="/admin/notifications/${row?.id}/retry"`);
    expect(page).toContain('Back office sign-in link');
  });

  it('goes when the owner is erased by a data request, and when retention finds the account gone', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const email = `${unique('erased')}@example.co.uk`;
    const userId = await createOwner(email);
    const kept = await createOwner(`${unique('kept')}@example.co.uk`);
    const now = Date.now();
    const row = (id: string, user: string) =>
      insert(
        'INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)',
        id,
        ITEM_KIND.owner,
        user,
        `sign-in:${crypto.randomUUID()}`,
        'email',
        'sent',
        now,
        now,
        now,
      );
    await row(`o-${userId}`, userId);
    await row(`o-${kept}`, kept);
    await row('o-gone-user', 'no-such-user');

    const owner = await signedInBrowser();
    const erased = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email, confirmation: email });
    expect(erased.status).toBe(303);
    expect(await signInRows(userId)).toEqual([]);
    expect(await signInRows(kept)).toHaveLength(1);

    await deleteExpiredSubmissions(env.DB, new Date(now));
    expect(await outboxRows('id = ?', 'o-gone-user')).toEqual([]);
    expect(await signInRows(kept)).toHaveLength(1);
  });
});
