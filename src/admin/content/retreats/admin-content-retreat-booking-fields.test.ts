/**
 * An event's booking fields in /admin/content (times, venue, capacity, prices and early bird, booking window, minimum
 * and go/no-go): stored as typed, empty ones as none, and the rules between them refused beside the field that
 * breaks them.
 */
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../../test/support/admin';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import {
  bookableFields,
  createEvent,
  eventFields,
  messageUnder,
  storedDocument,
  storedItem,
} from '../../../../test/support/admin-retreat-event-form';
import { londonToday, shiftDays } from '../../../../test/support/london-dates';
import { decodeHtml, pageText } from '../../../../test/support/page-html';

const owner = ownerForEachTest(async () => {});

describe("an event's booking fields", () => {
  it('offers every booking field, labelled, with the times as times and the counts and prices as numbers', async () => {
    const html = await (await owner.get('/admin/content/retreat-events/new')).text();
    const typeOf = (name: string) => tagsNamed(html, 'input').find((input) => input.name === name)?.type;
    expect(typeOf('startTime')).toBe('time');
    expect(typeOf('endTime')).toBe('time');
    for (const name of ['capacity', 'price', 'earlyBirdPrice', 'earlyBirdPlaces', 'minimumPlaces'])
      expect(typeOf(name), name).toBe('number');
    for (const name of ['earlyBirdUntil', 'bookingOpens', 'bookingCloses', 'goNoGoDate'])
      expect(typeOf(name), name).toBe('date');
    const text = pageText(html);
    expect(text).toContain('12-15 for a one-day intensive, 8-12 for a weekend');
    expect(text).toContain('whichever comes first');
    expect(text).toContain('Empty: the day before it starts.');
    expect(text).toContain('Leave capacity and price empty to take enquiries only.');
    const intro = pageText(await (await owner.get('/admin/content/retreat-events')).text());
    expect(intro).toContain('booked on the site');
    expect(intro).not.toContain('mail link');
  });

  it('stores an event with every field as typed, and shows the stored values when it is opened again', async () => {
    const fields = bookableFields(owner, 'Cash Flow Day');
    await createEvent(owner, fields, 'publish');
    expect(await storedDocument('Cash Flow Day')).toMatchObject({
      startTime: '10:00',
      endTime: '16:30',
      place: 'The Mill, Hebden Bridge',
      venueAddress: 'The Mill, Bridge Gate, Hebden Bridge HX7 8EX',
      mapLink: 'https://maps.example.com/the-mill',
      capacity: 14,
      price: 249,
      earlyBirdPrice: 199,
      earlyBirdUntil: fields.earlyBirdUntil,
      earlyBirdPlaces: 6,
      bookingOpens: fields.bookingOpens,
      bookingCloses: fields.bookingCloses,
      minimumPlaces: 8,
      goNoGoDate: fields.goNoGoDate,
    });
    const item = await storedItem('retreat-event', 'Cash Flow Day');
    const editor = decodeHtml(await (await owner.get(`/admin/content/retreat-events/${item?.id}`)).text());
    const inputs = tagsNamed(editor, 'input');
    for (const [name, value] of Object.entries(fields)) {
      if (['csrf', 'format', 'summary', 'venueAddress'].includes(name)) continue;
      expect(inputs.find((input) => input.name === name)?.value, name).toBe(value);
    }
    expect(editor).toContain('>The Mill, Bridge Gate, Hebden Bridge HX7 8EX</textarea>');
  });

  it('stores the empty booking fields as none: an enquiry-only event with the default times', async () => {
    await createEvent(
      owner,
      eventFields(owner, 'Open Question Day', { startDate: '2031-03-04', endDate: '2031-03-04' }),
      'publish',
    );
    expect(await storedDocument('Open Question Day')).toMatchObject({
      startTime: '09:30',
      endTime: '17:00',
      capacity: null,
      price: null,
      earlyBirdPrice: null,
      earlyBirdUntil: null,
      earlyBirdPlaces: null,
      bookingOpens: null,
      bookingCloses: null,
      minimumPlaces: null,
      goNoGoDate: null,
    });
  });

  it.each([
    [
      'an early-bird price not below the price',
      { earlyBirdPrice: '249' },
      'earlyBirdPrice',
      'The early-bird price must be less than the price',
    ],
    [
      'more early-bird places than the capacity',
      { earlyBirdPlaces: '15' },
      'earlyBirdPlaces',
      'Early-bird places cannot be more than the capacity',
    ],
    [
      'booking closing after the event starts',
      { bookingCloses: shiftDays(londonToday(), 61) },
      'bookingCloses',
      'Booking must close by the day the event starts',
    ],
    [
      'a minimum above the capacity',
      { minimumPlaces: '15' },
      'minimumPlaces',
      'The minimum cannot be more than the capacity',
    ],
    ['a capacity without a price', { price: '' }, 'price', 'Give the price of a place, or no capacity'],
    [
      'a minimum without a go/no-go date',
      { goNoGoDate: '' },
      'goNoGoDate',
      'Give the go/no-go date on which you decide whether it runs',
    ],
    [
      'a go/no-go date on the first day',
      { goNoGoDate: shiftDays(londonToday(), 60) },
      'goNoGoDate',
      'The go/no-go date must be before the event starts',
    ],
    ['a capacity in words', { capacity: 'twelve' }, 'capacity', 'Capacity must be a whole number'],
  ])('refuses %s beside its field, keeps what was typed and stores nothing', async (_, change, field, message) => {
    const title = `Refused ${field} Day`;
    const response = await owner.post('/admin/content/retreat-events', {
      ...bookableFields(owner, title),
      ...change,
      intent: 'publish',
    });
    expect(response.status).toBe(400);
    const html = decodeHtml(await response.text());
    expect(messageUnder(html, field)).toBe(message);
    const input = tagsNamed(html, 'input').find((tag) => tag.name === field);
    expect(input?.['aria-invalid']).toBe('true');
    expect(input?.['aria-describedby']).toContain(`field-${field}-error`);
    expect(html).toContain(`value="${title}"`);
    expect(await storedItem('retreat-event', title)).toBeNull();
  });
});
