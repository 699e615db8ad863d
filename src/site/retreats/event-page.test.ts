/**
 * /retreats/{slug}: an event's own page as a visitor reads it (UK dates, London times, venue and map, what the format
 * includes, the price now, the places left, the cancellation policy dated for the event), the booking form's markup
 * as the booking endpoint reads it, the waiting list when sold out, the words when it cannot be booked, a
 * waiting-list offer's link, its Event JSON-LD, and the 404 of an event that is not published.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { retreatOfferTokenFor } from '../../submissions/retreat-booking/links';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { linksIn, linksNamed, pageText, sliceBetween, structuredData, textOf } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import {
  cancelEvent,
  element,
  type EventFields,
  offeredEntry,
  publishEvent,
  takePlaces,
} from '../../../test/support/retreat-pages';

const inDays = (days: number) => shiftDays(londonToday(), days);

const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

const dayEvent = (title: string, extra: Partial<EventFields> = {}) =>
  publishEvent({
    title,
    startDate: inDays(40),
    endDate: inDays(40),
    place: 'Saltaire Village Hall, Saltaire',
    venueAddress: 'Victoria Road, Saltaire, Shipley BD18 3LA',
    mapLink: 'https://www.openstreetmap.org/search?query=BD18%203LA',
    capacity: 12,
    price: 249,
    ...extra,
  });

async function eventPage(slug: string, query = '', bindings: Partial<typeof env> = {}) {
  const response = await request(`/retreats/${slug}${query}`, undefined, bindings);
  const html = await response.text();
  const book = html.includes('id="book"') ? sliceBetween(html, 'id="book"', ['</main>']) : '';
  return { response, html, text: pageText(html), book };
}

/** The text of the element the marker (an attribute) is on, up to the first of `ends`. */
const textAt = (html: string, marker: string, ends = ['</p>', '</div>']) => {
  const from = sliceBetween(html, marker, ends);
  return textOf(from.slice(from.indexOf('>') + 1));
};

/** The label text of the control named `name` inside `html`. */
function labelOf(html: string, name: string): string {
  const control = new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const id = /\bid="([^"]+)"/.exec(control)?.[1] ?? 'none';
  return textOf(new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`, 's').exec(html)?.[1] ?? '');
}

const eventJsonLd = (html: string) => structuredData(html).find((block) => block['@type'] === 'Event');

describe('an event open for booking', () => {
  it('gives its date, times, venue with address and map, what it includes, its price now and places left', async () => {
    const slug = await dayEvent('Saltaire Pricing Day', {
      startTime: '10:00',
      endTime: '16:30',
      earlyBirdPrice: 199,
      earlyBirdPlaces: 5,
    });
    await takePlaces(slug, 2);
    const { response, html, text } = await eventPage(slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-cache')).toBe('bypass');
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe('Saltaire Pricing Day');
    const facts = textOf(sliceBetween(html, 'data-event-facts', ['</dl>']));
    expect(facts).toContain(`Date ${ukDate(inDays(40))}`);
    expect(facts).toContain('Times 10:00am to 4:30pm (UK time)');
    expect(facts).toContain('Saltaire Village Hall, Saltaire Victoria Road, Saltaire, Shipley BD18 3LA');
    expect(facts).toContain('Format One Day Intensive');
    const [map] = linksIn(html).filter((link) => link.href.startsWith('https://www.openstreetmap.org/'));
    expect(map?.attributes).toMatch(/target="_blank"/);
    expect(map?.attributes).toMatch(/rel="noopener"/);
    expect(map?.text).toBe('View the venue on a map (opens in a new tab)');
    expect(text).toContain('Lunch and refreshments included');
    expect(text).toContain('£199 early bird for the first 5 places (3 left at this price), then £249 per place');
    expect(textAt(html, 'data-booking-state')).toContain('10 places left');
  });

  it('states the cancellation policy with the last day of a full refund, and links the terms', async () => {
    const slug = await dayEvent('Policy Day');
    const { html } = await eventPage(slug);
    const policy = sliceBetween(html, 'data-cancellation-policy', ['</p>']);
    expect(textOf(policy)).toContain(
      `Cancel up to 14 days before the event, by ${ukDate(inDays(26))}, for a full refund; after that, places are not refunded.`,
    );
    expect(linksIn(policy).map((link) => link.href)).toEqual(['/terms']);
  });

  it('has a booking form the endpoint reads: its fields, labels, hidden event, honeypot and the reservation button', async () => {
    const slug = await dayEvent('Form Day', { capacity: 3 });
    const { book } = await eventPage(slug);
    expect(book).toContain('data-island="retreat-booking"');
    expect(book).toMatch(element('form', { method: 'post', action: '/api/retreat-bookings#book' }));
    expect(book).toMatch(element('input', { type: 'hidden', name: 'eventSlug', value: slug }));
    expect(book).toMatch(
      /<input(?=[^>]*\stype="hidden")(?=[^>]*\sname="submissionId")(?=[^>]*\svalue="[0-9a-f-]{36}")/,
    );
    expect(book).not.toContain('name="offer"');
    expect(book).toContain('name="website"');
    const places = sliceBetween(book, 'name="places"', ['</select>']);
    expect([...places.matchAll(/<option value="(\d)"/g)].map(([, value]) => value)).toEqual(['1', '2', '3']);
    expect(labelOf(book, 'places')).toBe('Places *');
    expect(labelOf(book, 'firstName')).toBe('First name *');
    expect(labelOf(book, 'lastName')).toBe('Last name *');
    expect(labelOf(book, 'email')).toBe('Email *');
    expect(labelOf(book, 'attendee1')).toBe('Attendee 1 name *');
    expect(labelOf(book, 'attendee2')).toBe('Attendee 2 (if you book 2 or more places)');
    expect(labelOf(book, 'attendee3')).toBe('Attendee 3 (if you book 3 or more places)');
    expect(book).not.toContain('name="attendee4"');
    expect(labelOf(book, 'needs')).toBe('Dietary or access needs (optional)');
    expect(textAt(book, 'data-booking-total', ['</p>'])).toBe('Total: £249 for 1 place');
    expect(textOf(book)).toContain('By booking you accept our terms, including the retreat cancellation policy');
    expect(textOf(book)).toContain('we email you an invoice');
    expect(textOf(/<button type="submit"[^>]*>(.*?)<\/button>/.exec(book)?.[1] ?? '')).toBe('Reserve places');
  });

  it('offers four places at most, and asks to book and pay when payments are on', async () => {
    const slug = await dayEvent('Card Day');
    const { book } = await eventPage(slug, '', { STRIPE_SECRET_KEY: 'sk_test_retreat_pages' });
    const places = sliceBetween(book, 'name="places"', ['</select>']);
    expect([...places.matchAll(/<option value="(\d)"/g)]).toHaveLength(4);
    expect(labelOf(book, 'attendee4')).toBe('Attendee 4 (if you book 4 or more places)');
    expect(textOf(/<button type="submit"[^>]*>(.*?)<\/button>/.exec(book)?.[1] ?? '')).toBe('Book and pay');
    expect(textOf(book)).toContain('held for 30 minutes while you do');
  });

  it('describes itself as an Event for search engines, with its offer in stock', async () => {
    const slug = await dayEvent('Json Day', { startDate: '2027-07-14', endDate: '2027-07-15' });
    const data = eventJsonLd((await eventPage(slug)).html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Json Day',
      startDate: '2027-07-14T09:30:00+01:00',
      endDate: '2027-07-15T17:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Saltaire Village Hall, Saltaire',
        address: { '@type': 'PostalAddress', streetAddress: 'Victoria Road, Saltaire, Shipley BD18 3LA' },
      },
      offers: {
        '@type': 'Offer',
        price: '249',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: `https://www.pawsperity.co.uk/retreats/${slug}`,
      },
      organizer: { '@type': 'Organization', name: 'Pawsperity Consulting' },
    });
  });
});

describe('an event sold out', () => {
  it('offers the waiting list: address, places wanted, consent, and no booking form', async () => {
    const slug = await dayEvent('Full House Day', { capacity: 2 });
    await takePlaces(slug, 2);
    const { book, html } = await eventPage(slug);
    expect(textAt(book, 'data-booking-state')).toBe('Sold out — join the waiting list');
    expect(book).not.toContain('retreat-booking');
    const list = sliceBetween(html, 'id="waiting-list"', ['</form>']);
    expect(list).toMatch(element('form', { method: 'post', action: '/api/retreat-waiting-list#waiting-list' }));
    expect(list).toMatch(element('input', { type: 'hidden', name: 'eventSlug', value: slug }));
    expect(labelOf(list, 'email')).toBe('Email Address *');
    expect(labelOf(list, 'places')).toBe('Places wanted *');
    expect([...sliceBetween(list, 'name="places"', ['</select>']).matchAll(/<option value="(\d)"/g)]).toHaveLength(4);
    expect(labelOf(list, 'consent')).toMatch(/^I agree that you email me if places on this event free up/);
    expect(eventJsonLd(html)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('thanks a visitor who joined the waiting list', async () => {
    const slug = await dayEvent('Joined Day', { capacity: 1 });
    await takePlaces(slug, 1);
    const { html } = await eventPage(slug, '?waiting-list=joined');
    const notice = sliceBetween(html, 'data-retreat-outcome="waiting-list-joined"', ['</div>']);
    expect(textOf(notice)).toContain('You are on the waiting list');
  });

  it("holds an offer's places for its link: the form for them, the deadline, the offer carried; an ended offer says so", async () => {
    const slug = await dayEvent('Offer Day', { capacity: 4 });
    await takePlaces(slug, 2);
    const entry = await offeredEntry(slug, 2, 20);
    const token = await retreatOfferTokenFor(env.SIGNING_SECRET, entry);
    const offered = await eventPage(slug, `?offer=${entry}.${token}`);
    const notice = textAt(offered.book, 'data-booking-notice="offer"', ['</div>']);
    const until = new Date(Date.now() + 20 * 3_600_000);
    const clock = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Europe/London',
    })
      .format(until)
      .replace(' ', '');
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(until);
    expect(notice).toMatch(new RegExp(`^2 places are held for you until (${clock}|\\d{1,2}:\\d{2}[ap]m) on ${day}\\.`));
    expect(offered.book).toMatch(element('input', { type: 'hidden', name: 'offer', value: `${entry}.${token}` }));
    expect([
      ...sliceBetween(offered.book, 'name="places"', ['</select>']).matchAll(/<option value="(\d)"/g),
    ]).toHaveLength(2);
    // Everyone else sees it sold out: the offer holds its places.
    expect((await eventPage(slug)).book).not.toContain('retreat-booking');

    for (const query of [`?offer=${entry}.${'x'.repeat(43)}`, '?offer=not-an-offer']) {
      const ended = await eventPage(slug, query);
      expect(textAt(ended.book, 'data-booking-notice="offer-ended"', ['</div>'])).toContain('This offer has ended');
      expect(ended.book).not.toContain('name="offer"');
    }
    const lapsed = await offeredEntry(slug, 1, -1);
    const late = await eventPage(slug, `?offer=${lapsed}.${await retreatOfferTokenFor(env.SIGNING_SECRET, lapsed)}`);
    expect(late.book).toContain('data-booking-notice="offer-ended"');
    expect(late.book).not.toContain('data-booking-notice="offer"');
  });
});

describe('an event that cannot be booked now', () => {
  it.each([
    ['not yet open', { bookingOpens: inDays(8) }, `Booking opens on ${ukDate(inDays(8))}.`, 'PreOrder'],
    ['closed', { startDate: inDays(3), endDate: inDays(3), bookingCloses: inDays(-1) }, 'Booking has closed.', null],
  ] as const)('%s: says so, with no form', async (_name, extra, words, availability) => {
    const slug = await dayEvent(`Unbookable ${words.slice(0, 12)}`, extra);
    const { book, html } = await eventPage(slug);
    expect(textAt(book, 'data-booking-state')).toBe(words);
    expect(book).not.toContain('<form');
    const offers = eventJsonLd(html)?.offers as { availability?: string } | undefined;
    expect(offers?.availability ?? null).toBe(availability ? `https://schema.org/${availability}` : null);
  });

  it('cancelled by the owner: says so, and tells search engines', async () => {
    const slug = await dayEvent('Called Off Day');
    await cancelEvent(slug);
    const { book, html } = await eventPage(slug);
    expect(textOf(book)).toContain('This event has been cancelled');
    expect(book).not.toContain('<form');
    expect(eventJsonLd(html)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect(eventJsonLd(html)?.offers).toBeUndefined();
  });

  it('still to be dated: Date: TBC, a mail link for questions, the early-bird list, no Event data', async () => {
    const { book, html } = await eventPage('spring-business-intensive');
    expect(textAt(book, 'data-booking-state')).toBe('Date: TBC');
    expect(linksNamed(book, 'Enquire About This Event')[0]?.href).toMatch(/^mailto:/);
    expect(linksNamed(book, 'join the early-bird list').map((link) => link.href)).toEqual(['/retreats#early-bird']);
    expect(eventJsonLd(html)).toBeUndefined();
  });

  it('a team retreat on a date is arranged by enquiry', async () => {
    const slug = await publishEvent({
      title: 'Team Away Days',
      format: 'team-business-retreat',
      startDate: inDays(90),
      endDate: inDays(92),
      capacity: 10,
      price: 1095,
    });
    const { book } = await eventPage(slug);
    expect(textOf(book)).toContain('Places on this event are arranged with us directly.');
    expect(book).not.toContain('<form');
  });

  it('past: has taken place, with no form and no Event data', async () => {
    const slug = await dayEvent('Last Month Day', { startDate: inDays(-30), endDate: inDays(-30) });
    const { response, book, html } = await eventPage(slug);
    expect(response.status).toBe(200);
    expect(textOf(book)).toContain('This event has taken place');
    expect(book).not.toContain('<form');
    expect(eventJsonLd(html)).toBeUndefined();
  });

  it('unknown or unpublished: the 404 page', async () => {
    const draft = await publishEvent({ title: 'Draft Day' }, 'draft');
    for (const slug of ['no-such-event', draft]) {
      const { response, html } = await eventPage(slug);
      expect(response.status, slug).toBe(404);
      expect(html).toContain('404 Page Not Found');
    }
  });
});
