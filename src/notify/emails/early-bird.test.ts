/**
 * The early-bird list's emails, composed from real sign-ups and published events: one request to confirm an
 * unconfirmed address and nothing else to it; to a confirmed address, each new event with its dates, venue and the
 * price in force (the early bird's end by date, by places left, or whichever comes first), with a link to unsubscribe.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  composed,
  publishEvent,
  storeBooking,
  storeEarlyBirdSignUp,
  unpublishEvent,
} from '../../../test/support/retreat-email-fixtures';

const NOW = new Date('2027-05-01T10:00:00Z');
const early = (id: string, message: string, now = NOW) => composed('early-bird-list', id, message, now);

describe('the confirmation request', () => {
  it('asks an unconfirmed address to confirm, through its own page, and promises nothing else until then', async () => {
    const id = await storeEarlyBirdSignUp('unconfirmed', 'new.owner@example.co.uk');
    const message = await early(id, 'confirm');
    expect(message?.to).toBe('new.owner@example.co.uk');
    expect(message?.subject).toBe('Please confirm: Pawsperity Consulting early-bird list');
    expect(message?.text).toMatch(
      new RegExp(
        `Confirm my address: https://www\\.pawsperity\\.co\\.uk/retreats/early-bird/confirm/${id}\\.[\\w-]{43}`,
      ),
    );
    expect(message?.text).toContain('Until you confirm, we send you nothing else.');
  });

  it('is not sent to an address already confirmed or unsubscribed', async () => {
    expect(await early(await storeEarlyBirdSignUp('confirmed'), 'confirm')).toBeNull();
    expect(await early(await storeEarlyBirdSignUp('unsubscribed'), 'confirm')).toBeNull();
  });
});

describe('a new event announced', () => {
  it('tells a confirmed address what, when, where and the price, with the event page and a way to unsubscribe', async () => {
    const slug = await publishEvent({ bookingOpens: '2027-05-10' });
    const id = await storeEarlyBirdSignUp('confirmed');
    const message = await early(id, `announce:${slug}`);
    expect(message?.subject).toBe('New from Pawsperity Consulting: Summer Leadership Retreat, 12 to 13 June 2027');
    const text = message?.text ?? '';
    for (const words of [
      'Two days away from the floor to plan your next year',
      'When: From Saturday 12 June 2027 at 9:30am to Sunday 13 June 2027 at 4:00pm (UK time)',
      'Where: Hebden Hall, Hebden Bridge, Lee Mill Road, Hebden Bridge HX7 8AA',
      'Price: £695 a place, including VAT.',
      'Booking opens on Monday 10 May 2027.',
      `See the event: https://www.pawsperity.co.uk/retreats/${slug}`,
    ])
      expect(text).toContain(words);
    expect(text).toMatch(
      new RegExp(`Unsubscribe: https://www\\.pawsperity\\.co\\.uk/retreats/early-bird/unsubscribe/${id}\\.[\\w-]{43}`),
    );
  });

  it.each([
    [
      'by a date',
      { earlyBirdPrice: 595, earlyBirdUntil: '2027-05-20' },
      'Early-bird price: £595 a place until Thursday 20 May 2027, then £695; both include VAT.',
    ],
    [
      'by the places left',
      { earlyBirdPrice: 595, earlyBirdPlaces: 4 },
      'Early-bird price: £595 a place for the next 2 places, then £695; both include VAT.',
    ],
    [
      'by whichever comes first',
      { earlyBirdPrice: 595, earlyBirdUntil: '2027-05-20', earlyBirdPlaces: 4 },
      'Early-bird price: £595 a place until Thursday 20 May 2027 or for the next 2 places, whichever comes first, then £695; both include VAT.',
    ],
    ['after its date', { earlyBirdPrice: 595, earlyBirdUntil: '2027-04-30' }, 'Price: £695 a place, including VAT.'],
  ])('states the early-bird price ending %s', async (_how, prices, words) => {
    const slug = await publishEvent(prices);
    // Two of the event's places are already booked.
    await storeBooking({ eventSlug: slug });
    const id = await storeEarlyBirdSignUp('confirmed');
    expect((await early(id, `announce:${slug}`))?.text).toContain(words);
  });

  it('goes to no address that is not confirmed, and not for an event taken down, cancelled or over', async () => {
    const slug = await publishEvent();
    expect(await early(await storeEarlyBirdSignUp('unconfirmed'), `announce:${slug}`)).toBeNull();
    expect(await early(await storeEarlyBirdSignUp('unsubscribed'), `announce:${slug}`)).toBeNull();
    const confirmed = await storeEarlyBirdSignUp('confirmed');
    expect(await early(confirmed, `announce:${slug}`, new Date('2027-06-14T10:00:00Z'))).toBeNull();
    await env.DB.prepare('INSERT INTO retreat_event_states (event_slug, cancelled_at, updated_at) VALUES (?, ?, ?)')
      .bind(slug, NOW.getTime(), NOW.getTime())
      .run();
    expect(await early(confirmed, `announce:${slug}`)).toBeNull();
    const other = await publishEvent();
    await unpublishEvent(other);
    expect(await early(confirmed, `announce:${other}`)).toBeNull();
  });
});
