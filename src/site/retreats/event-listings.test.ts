/**
 * The events under Upcoming Events on /retreats and in GET /api/events, as the owner publishes them and bookings take
 * their places: UK dates and London times, the price in force (the early bird's by date and by count), the places
 * left, sold out, booking opening later, TBC; past and cancelled events gone; the filter by format; each dated event's
 * JSON-LD; and a booking's change shown on the very next request.
 */
import { describe, expect, it } from 'vitest';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { linksNamed, pageText, sliceBetween, structuredData, textOf } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { cancelEvent, publishEvent, takePlaces } from '../../../test/support/retreat-pages';

const today = londonToday();
const inDays = (days: number) => shiftDays(today, days);

/** "31 January 2027", written here independently of the page. */
const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

async function retreatsHtml(path = '/retreats') {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The events a visitor sees, by the slug each card carries, in the page's order. */
const eventsShown = (html: string) =>
  [...sliceBetween(html, 'id="upcoming-events"', ['id="early-bird"']).matchAll(/data-retreat-event="([^"]+)"/g)].map(
    ([, slug]) => slug,
  );

const cardText = (html: string, slug: string) =>
  textOf(sliceBetween(html, `data-retreat-event="${slug}"`, ['data-retreat-event="', '</ul>']));

const dayEvent = (title: string, extra: Parameters<typeof publishEvent>[0] extends infer F ? Partial<F> : never = {}) =>
  publishEvent({
    title,
    startDate: inDays(50),
    endDate: inDays(50),
    place: 'The Mill, Hebden Bridge',
    capacity: 12,
    price: 249,
    ...extra,
  });

describe('a dated event on /retreats', () => {
  it('shows its date in UK format, its times, venue, the early-bird price until its date, and the places left', async () => {
    const slug = await dayEvent('Pricing Masterclass', {
      startTime: '10:00',
      endTime: '16:30',
      earlyBirdPrice: 199,
      earlyBirdUntil: inDays(20),
    });
    const html = await retreatsHtml();
    const text = cardText(html, slug);
    expect(text).toContain(`Date: ${ukDate(inDays(50))}`);
    expect(text).toContain('10:00am to 4:30pm (UK time)');
    expect(text).toContain('Venue: The Mill, Hebden Bridge');
    expect(text).toContain(`£199 early bird until ${ukDate(inDays(20))}, then £249 per place`);
    expect(text).toContain('12 places left');
    const card = sliceBetween(html, `data-retreat-event="${slug}"`, ['data-retreat-event="']);
    expect(linksNamed(card, 'Book a place').map((link) => link.href)).toEqual([`/retreats/${slug}`]);
  });

  it('gives a multi-day event its range of dates', async () => {
    const slug = await dayEvent('Two-Day Growth Lab', {
      startDate: inDays(60),
      endDate: inDays(61),
      length: 'Two days',
    });
    const text = cardText(await retreatsHtml(), slug);
    expect(text).toMatch(/Dates: \d{1,2}( [A-Z][a-z]+)?( \d{4})? to \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toContain('9:30am on the first day to 5:00pm on the last');
  });

  it('ends the early bird after its first places, counting places taken; a date already past ends it too', async () => {
    const byCount = await dayEvent('Cash Flow Clinic', { capacity: 10, earlyBirdPrice: 199, earlyBirdPlaces: 4 });
    const byDate = await dayEvent('Rota Workshop', { earlyBirdPrice: 199, earlyBirdUntil: inDays(-1) });
    let html = await retreatsHtml();
    expect(cardText(html, byCount)).toContain('£199 early bird for the first 4 places, then £249 per place');
    expect(cardText(html, byDate)).toContain('£249 per place');
    expect(cardText(html, byDate)).not.toContain('early bird');
    await takePlaces(byCount, 3);
    html = await retreatsHtml();
    expect(cardText(html, byCount)).toContain('£199 early bird for the first 4 places (1 left at this price)');
    expect(cardText(html, byCount)).toContain('7 places left');
    await takePlaces(byCount, 1, 'reserved');
    html = await retreatsHtml();
    expect(cardText(html, byCount)).toContain('£249 per place');
    expect(cardText(html, byCount)).not.toContain('early bird');
    expect(cardText(html, byCount)).toContain('6 places left');
  });

  it('reads sold out, with the way to the waiting list, once paid, reserved and held places fill it', async () => {
    const slug = await dayEvent('Leadership Day', { capacity: 5 });
    await takePlaces(slug, 2, 'paid');
    await takePlaces(slug, 1, 'reserved');
    // A hold that lapsed frees its places; a cancelled booking holds none.
    await takePlaces(slug, 2, 'held', -1);
    await takePlaces(slug, 2, 'cancelled');
    expect(cardText(await retreatsHtml(), slug)).toContain('2 places left');
    await takePlaces(slug, 1, 'held');
    expect(cardText(await retreatsHtml(), slug)).toContain('1 place left');
    await takePlaces(slug, 1, 'paid');
    const html = await retreatsHtml();
    const card = sliceBetween(html, `data-retreat-event="${slug}"`, ['data-retreat-event="', '</ul>']);
    expect(linksNamed(card, 'Sold out — join the waiting list').map((link) => link.href)).toEqual([
      `/retreats/${slug}#waiting-list`,
    ]);
    expect(linksNamed(card, 'Book a place')).toEqual([]);
    expect(linksNamed(card, 'Details').map((link) => link.href)).toEqual([`/retreats/${slug}`]);
  });

  it('says when booking opens, and when it has closed', async () => {
    const later = await dayEvent('Autumn Pricing Day', { bookingOpens: inDays(10) });
    const closed = await dayEvent('Closed Day', {
      startDate: inDays(5),
      endDate: inDays(5),
      bookingCloses: inDays(-1),
    });
    const html = await retreatsHtml();
    expect(cardText(html, later)).toContain(`Booking opens on ${ukDate(inDays(10))}`);
    expect(cardText(html, later)).not.toContain('places left');
    expect(cardText(html, closed)).toContain('Booking has closed');
  });

  it('lists dated events soonest first before those still TBC, and leaves out past and cancelled events', async () => {
    const soon = await dayEvent('Soonest Day', { startDate: inDays(2), endDate: inDays(2) });
    const past = await dayEvent('Past Day', { startDate: inDays(-3), endDate: inDays(-2) });
    const cancelled = await dayEvent('Cancelled Day', { startDate: inDays(3), endDate: inDays(3) });
    await cancelEvent(cancelled);
    const html = await retreatsHtml();
    const shown = eventsShown(html);
    expect(shown[0]).toBe(soon);
    expect(shown.slice(-3)).toEqual([
      'spring-business-intensive',
      'summer-leadership-retreat',
      'autumn-growth-strategy',
    ]);
    expect(shown).not.toContain(past);
    expect(shown).not.toContain(cancelled);
    expect(pageText(html)).not.toContain('Cancelled Day');
    expect(cardText(html, 'spring-business-intensive')).toContain('Date: TBC');
  });

  it('filters the list to one format from its Book This Retreat, says when it has no date yet, and links back to all', async () => {
    const weekend = await retreatsHtml('/retreats?format=weekend-retreat');
    expect(eventsShown(weekend)).toEqual(['summer-leadership-retreat', 'autumn-growth-strategy']);
    const intro = textOf(sliceBetween(weekend, 'id="upcoming-events"', ['data-retreat-event="']));
    expect(intro).toContain('No Weekend Retreat dates are set yet');
    expect(intro).toContain('Showing Weekend Retreat events only.');
    expect(linksNamed(weekend, 'Show all events').map((link) => link.href)).toEqual(['/retreats#upcoming-events']);
    expect(weekend).toContain('action="/api/early-bird-list#early-bird"');

    const dated = await publishEvent({
      title: 'Weekend Reset',
      format: 'weekend-retreat',
      length: 'Weekend',
      startDate: inDays(70),
      endDate: inDays(71),
      capacity: 10,
      price: 695,
    });
    const now = await retreatsHtml('/retreats?format=weekend-retreat');
    expect(eventsShown(now)).toEqual([dated, 'summer-leadership-retreat', 'autumn-growth-strategy']);
    expect(textOf(sliceBetween(now, 'id="upcoming-events"', ['data-retreat-event="']))).not.toContain('No Weekend');
    // An unknown format filters nothing.
    const all = eventsShown(await retreatsHtml('/retreats?format=no-such-format'));
    expect(all).toContain(dated);
    expect(all).toContain('spring-business-intensive');
    expect(await retreatsHtml('/retreats?format=no-such-format')).not.toContain('Show all events');
  });

  it('shows a booking on the next request: the page is never served from the cache', async () => {
    const slug = await dayEvent('Live Places Day', { capacity: 6 });
    const first = await request('/retreats');
    expect(cardText(await first.text(), slug)).toContain('6 places left');
    await takePlaces(slug, 2);
    const second = await request('/retreats');
    expect(second.headers.get('x-page-cache')).toBe('bypass');
    expect(cardText(await second.text(), slug)).toContain('4 places left');
  });
});

interface EventJsonLd {
  '@type': string;
  name: string;
  url: string;
  startDate: string;
  endDate: string;
  eventStatus: string;
  offers?: { price: string; priceCurrency: string; availability: string };
}

describe("the events' JSON-LD on /retreats", () => {
  it('describes each dated event with its price now and whether places are left; none for an event still TBC', async () => {
    const open = await dayEvent('Open Data Day', { earlyBirdPrice: 199, earlyBirdUntil: inDays(30) });
    const full = await dayEvent('Full Data Day', { capacity: 2 });
    await takePlaces(full, 2);
    const soon = await dayEvent('Soon Data Day', { bookingOpens: inDays(7) });
    const events = structuredData(await retreatsHtml()).filter(
      (block) => block['@type'] === 'Event',
    ) as unknown as EventJsonLd[];
    const byName = new Map(events.map((event) => [event.name, event]));
    expect(byName.get('Open Data Day')).toMatchObject({
      url: `https://www.pawsperity.co.uk/retreats/${open}`,
      eventStatus: 'https://schema.org/EventScheduled',
      offers: { price: '199', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
    expect(byName.get('Full Data Day')?.offers?.availability).toBe('https://schema.org/SoldOut');
    expect(byName.get('Soon Data Day')?.offers?.availability).toBe('https://schema.org/PreOrder');
    expect(byName.get('Soon Data Day')?.url).toContain(soon);
    expect(byName.has('Spring Business Intensive')).toBe(false);
    // The start as London's clocks show it, with that day's offset.
    expect(byName.get('Open Data Day')?.startDate).toMatch(new RegExp(`^${inDays(50)}T09:30:00\\+0[01]:00$`));
  });
});

describe("the events' pages in the sitemap", () => {
  it('lists each upcoming event, never a past or cancelled one', async () => {
    const listed = await dayEvent('Sitemap Day');
    const past = await dayEvent('Sitemap Past Day', { startDate: inDays(-9), endDate: inDays(-8) });
    const cancelled = await dayEvent('Sitemap Cancelled Day');
    await cancelEvent(cancelled);
    const xml = await (await request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>https://www.pawsperity.co.uk/retreats/${listed}</loc>`);
    expect(xml).toContain('<loc>https://www.pawsperity.co.uk/retreats/spring-business-intensive</loc>');
    expect(xml).not.toContain(past);
    expect(xml).not.toContain(cancelled);
  });
});

describe('GET /api/events', () => {
  it('answers the upcoming events with their times, price in force, places left and status, and never stores it', async () => {
    const open = await dayEvent('Api Open Day', { capacity: 8, earlyBirdPrice: 199, earlyBirdPlaces: 3 });
    await takePlaces(open, 1);
    const full = await dayEvent('Api Full Day', { capacity: 1 });
    await takePlaces(full, 1);
    const later = await dayEvent('Api Later Day', { bookingOpens: inDays(9) });
    const team = await publishEvent({
      title: 'Api Team Days',
      format: 'team-business-retreat',
      startDate: inDays(80),
      endDate: inDays(81),
      capacity: 10,
      price: 1095,
    });
    const cancelled = await dayEvent('Api Cancelled Day');
    await cancelEvent(cancelled);
    const past = await dayEvent('Api Past Day', { startDate: inDays(-5), endDate: inDays(-5) });

    const response = await request('/api/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { events } = (await response.json()) as { events: Record<string, unknown>[] };
    const bySlug = new Map(events.map((event) => [event.slug, event]));
    expect(Object.keys(events[0] ?? {}).sort()).toEqual(
      ['endsAt', 'placesLeft', 'priceGBP', 'slug', 'startsAt', 'status', 'title'].sort(),
    );
    expect(bySlug.get(open)).toEqual({
      slug: open,
      title: 'Api Open Day',
      startsAt: expect.stringMatching(new RegExp(`^${inDays(50)}T09:30:00\\+0[01]:00$`)),
      endsAt: expect.stringMatching(new RegExp(`^${inDays(50)}T17:00:00\\+0[01]:00$`)),
      priceGBP: 199,
      placesLeft: 7,
      status: 'open',
    });
    expect(bySlug.get(full)).toMatchObject({ priceGBP: 249, placesLeft: 0, status: 'sold_out' });
    expect(bySlug.get(later)).toMatchObject({ status: 'not_yet_open', placesLeft: 12 });
    expect(bySlug.get(team)).toMatchObject({ status: 'enquiry', priceGBP: null, placesLeft: null });
    expect(bySlug.get('spring-business-intensive')).toMatchObject({ startsAt: null, endsAt: null, status: 'tbc' });
    expect(bySlug.has(cancelled)).toBe(false);
    expect(bySlug.has(past)).toBe(false);
    // Soonest day first, as the page lists them.
    const starts = events
      .map((event) => event.startsAt)
      .filter((start): start is string => start !== null)
      .map((start) => start.slice(0, 10));
    expect(starts).toEqual([...starts].sort());
  });
});
