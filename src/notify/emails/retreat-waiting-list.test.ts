/**
 * The waiting list's offer, composed from a real entry and a published event: the places held, until when (UK date
 * and time), the link that opens the offer on the event's page, and that an unused offer passes on; nothing once the
 * offer is no longer open.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  composed,
  publishEvent,
  storeWaitingListEntry,
  unpublishEvent,
} from '../../../test/support/retreat-email-fixtures';
import { database } from '../../db/client';
import { openOfferOf } from '../../site/retreats/waiting-list-offers';

const NOW = new Date('2027-05-01T10:00:00Z');
/** 11:00am on Sunday 2 May 2027 in London (BST). */
const ENDS = Date.parse('2027-05-02T10:00:00Z');

const offer = (entryId: string, now = NOW) => composed('retreat-waiting-list', entryId, 'offer', now);

describe('the waiting-list offer', () => {
  it('holds the places until a UK date and time, links to the offer on the event’s page, and says it passes on', async () => {
    const slug = await publishEvent();
    const id = await storeWaitingListEntry({
      eventSlug: slug,
      email: 'sam.waiting@example.co.uk',
      offerExpiresAt: ENDS,
    });
    const message = await offer(id);
    expect(message?.to).toBe('sam.waiting@example.co.uk');
    expect(message?.subject).toBe('2 places have freed up on Summer Leadership Retreat');
    const text = message?.text ?? '';
    expect(text).toContain(
      'You are next on the waiting list for Summer Leadership Retreat (12 to 13 June 2027), so we are holding 2 places for you until Sunday 2 May 2027 at 11:00am (UK time).',
    );
    expect(text).toContain('When: From Saturday 12 June 2027 at 9:30am to Sunday 13 June 2027 at 4:00pm (UK time)');
    expect(text).toContain('the places pass to the next person on the waiting list');

    const link = new RegExp(
      `Book your places: https://www\\.pawsperity\\.co\\.uk/retreats/${slug}\\?offer=(\\S+)`,
    ).exec(text);
    // The event page reads the offer from its link: these places, held for this entry.
    expect(await openOfferOf(database(env.DB), env.SIGNING_SECRET, link?.[1], NOW)).toMatchObject({
      entryId: id,
      eventSlug: slug,
      places: 2,
    });
  });

  it('speaks of one place when one is offered', async () => {
    const slug = await publishEvent();
    const id = await storeWaitingListEntry({ eventSlug: slug, places: 1, offerExpiresAt: ENDS });
    expect((await offer(id))?.subject).toBe('A place has freed up on Summer Leadership Retreat');
  });

  it('is not sent unless the offer is open, nor for a cancelled or withdrawn event', async () => {
    const slug = await publishEvent();
    for (const status of ['waiting', 'booked', 'lapsed', 'left'])
      expect(
        await offer(await storeWaitingListEntry({ eventSlug: slug, status, offerExpiresAt: ENDS })),
        status,
      ).toBeNull();
    const open = await storeWaitingListEntry({ eventSlug: slug, offerExpiresAt: ENDS });
    expect(await offer(open, new Date(ENDS))).toBeNull();

    await env.DB.prepare('INSERT INTO retreat_event_states (event_slug, cancelled_at, updated_at) VALUES (?, ?, ?)')
      .bind(slug, NOW.getTime(), NOW.getTime())
      .run();
    expect(await offer(open)).toBeNull();
    const other = await publishEvent();
    const elsewhere = await storeWaitingListEntry({ eventSlug: other, offerExpiresAt: ENDS });
    await unpublishEvent(other);
    expect(await offer(elsewhere)).toBeNull();
  });
});
