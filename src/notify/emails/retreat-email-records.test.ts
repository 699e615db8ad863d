/**
 * The outbox rows of the retreat emails, as the back office and the personal-data rules see them: each named in
 * /admin/notifications with what it is and whom it is about; removed when that person is erased (and only theirs);
 * and removed by retention once what they are about has gone.
 */
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxRows } from '../../../test/support/notify';
import {
  publishEvent,
  storeBooking,
  storeEarlyBirdSignUp,
  storeWaitingListEntry,
} from '../../../test/support/retreat-email-fixtures';
import { database } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { emailKindOf, emailsAbout, expiredEmails } from './';

async function outboxRow(itemKind: string, itemId: string, message: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'email', 'sent', 1, ?, ?, ?)`,
  )
    .bind(id, itemKind, itemId, message, now, now, now)
    .run();
  return id;
}

const stillThere = async (ids: string[]) =>
  (await outboxRows(`id IN (${ids.map(() => '?').join(', ')})`, ...ids)).map((row) => row.id).sort();

describe('the retreat emails in the outbox', () => {
  it('are named in /admin/notifications by what they are and whom they are about', async () => {
    const slug = await publishEvent();
    const booking = await storeBooking({ eventSlug: slug });
    const entry = await storeWaitingListEntry({ eventSlug: slug, offerExpiresAt: Date.now() + 3_600_000 });
    const signUp = await storeEarlyBirdSignUp('confirmed');
    const db = database(env.DB);
    const named = async (itemKind: string, itemId: string, message: string) => {
      const row = { itemKind, itemId, message, channel: 'email' };
      return emailKindOf(row)?.describe(db, row);
    };
    expect(await named('retreat-booking', booking, 'reminder:7')).toEqual({
      what: 'Retreat booking: reminder a week before',
      about: { href: `/admin/items/retreat-booking/${booking}`, text: 'Jane Smith' },
    });
    expect((await named('retreat-booking', booking, 'cancelled:2'))?.what).toBe('Retreat booking: cancellation');
    expect((await named('retreat-waiting-list', entry, 'offer'))?.what).toBe(
      'Retreat waiting list sign-up: offer of places',
    );
    expect((await named('early-bird-list', signUp, 'announce:x'))?.what).toBe(
      'Early-bird list sign-up: new event announced',
    );
    expect((await named('retreat-booking', crypto.randomUUID(), 'confirmed'))?.about).toBe('erased');
  });

  it("go when their person is erased, and only that person's", async () => {
    const slug = await publishEvent();
    const address = `erased-${crypto.randomUUID()}@example.co.uk`;
    const theirs = [
      await outboxRow('retreat-booking', await storeBooking({ eventSlug: slug, email: address }), 'confirmed'),
      await outboxRow(
        'retreat-waiting-list',
        await storeWaitingListEntry({ eventSlug: slug, email: address, offerExpiresAt: Date.now() }),
        'offer',
      ),
      await outboxRow('early-bird-list', await storeEarlyBirdSignUp('confirmed', address), 'confirm'),
    ];
    const others = [
      await outboxRow('retreat-booking', await storeBooking({ eventSlug: slug }), 'confirmed'),
      await outboxRow('early-bird-list', await storeEarlyBirdSignUp('confirmed'), `announce:${slug}`),
    ];
    const person = { email: address, learnerIds: sql`(select null)`, userIds: null };
    await database(env.DB).delete(notificationOutbox).where(emailsAbout(person));
    expect(await stillThere(theirs)).toEqual([]);
    expect(await stillThere(others)).toEqual([...others].sort());
  });

  it('go with retention once their booking, entry or sign-up has gone', async () => {
    const slug = await publishEvent();
    const gone = [
      await outboxRow('retreat-booking', crypto.randomUUID(), 'reminder:1'),
      await outboxRow('retreat-waiting-list', crypto.randomUUID(), 'offer'),
      await outboxRow('early-bird-list', crypto.randomUUID(), `announce:${slug}`),
    ];
    const kept = await outboxRow('retreat-booking', await storeBooking({ eventSlug: slug }), 'reminder:1');
    await database(env.DB).delete(notificationOutbox).where(expiredEmails(new Date()));
    expect(await stillThere(gone)).toEqual([]);
    expect(await stillThere([kept])).toEqual([kept]);
  });
});
