/**
 * Retreat formats and events in /admin/content, as /retreats shows them: an owner's new event is on the page on the
 * next request, in date order before the events still to be dated; a draft is not; an event must be of a published
 * format (refused beside the field otherwise); an event whose end date has passed is no longer shown. An event's
 * booking fields (times, venue, capacity, prices and early bird, booking window, minimum and go/no-go) are stored as
 * typed, empty ones as none, and the rules between them are refused beside the field that breaks them.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../../test/support/admin';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { londonToday, shiftDays } from '../../../../test/support/london-dates';
import { emptyPageCacheForEachTest } from '../../../../test/support/page-cache-each-test';
import {
  decodeHtml,
  linksNamed,
  pageText,
  parseMailto,
  sliceBetween,
  textOf,
} from '../../../../test/support/page-html';
import { request } from '../../../../test/support/request';

const owner = ownerForEachTest(async () => {});
emptyPageCacheForEachTest();

async function retreatsPage() {
  const response = await request('/retreats');
  expect(response.status).toBe(200);
  return response.text();
}

/** The events a visitor sees under Upcoming Events, by the slug each card carries, in the page's order. */
const eventsShown = (html: string) =>
  [...sliceBetween(html, 'id="upcoming-events"', ['id="early-bird"']).matchAll(/data-retreat-event="([^"]+)"/g)].map(
    ([, slug]) => slug,
  );

const eventCard = (html: string, slug: string) =>
  sliceBetween(html, `data-retreat-event="${slug}"`, ['data-retreat-event="', '</ul>']);

/** What an owner types for an event of the one-day format (its slug is what the format select posts). */
function eventFields(title: string, dates: { startDate: string; endDate: string }, place = '') {
  return {
    csrf: owner.csrf,
    title,
    format: 'one-day-intensive',
    length: 'One day',
    ...dates,
    place,
    summary: 'A day on pricing and cash flow, built around your own figures.',
  };
}

const TBC = { startDate: '', endDate: '' };

async function createEvent(fields: Record<string, string>, intent: 'publish' | 'draft') {
  const response = await owner.post('/admin/content/retreat-events', { ...fields, intent });
  expect(response.status, await response.clone().text()).toBe(303);
}

/** The message a failed save shows under a field. */
const messageUnder = (html: string, field: string) =>
  textOf(new RegExp(`<p id="field-${field}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '');

async function storedItem(kind: string, title: string) {
  return env.DB.prepare(
    'SELECT id, slug, status, version FROM content_items WHERE kind = ? AND json_extract(document, "$.title") = ?',
  )
    .bind(kind, title)
    .first<{ id: string; slug: string; status: string; version: number }>();
}

describe('retreat events in the back office', () => {
  it('lists the seeded formats and events in the order visitors see them', async () => {
    const formats = await (await owner.get('/admin/content/retreat-formats')).text();
    expect([...formats.matchAll(/<tr[^>]*data-item="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'one-day-intensive',
      'weekend-retreat',
      'team-business-retreat',
    ]);
    const events = await (await owner.get('/admin/content/retreat-events')).text();
    expect([...events.matchAll(/<tr[^>]*data-item="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'spring-business-intensive',
      'summer-leadership-retreat',
      'autumn-growth-strategy',
    ]);
  });

  it('offers the published formats by name in the new event form', async () => {
    const html = await (await owner.get('/admin/content/retreat-events/new')).text();
    const select = sliceBetween(html, 'name="format"', ['</select>']);
    expect(
      [...select.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map(([, value, label]) => [value, label]),
    ).toEqual([
      ['one-day-intensive', 'One Day Intensive'],
      ['weekend-retreat', 'Weekend Retreat'],
      ['team-business-retreat', 'Team Business Retreat'],
    ]);
  });

  it("shows an owner's new event on /retreats on the next request, dated and placed, before the events still TBC", async () => {
    const before = await retreatsPage();
    expect(eventsShown(before)).toEqual([
      'spring-business-intensive',
      'summer-leadership-retreat',
      'autumn-growth-strategy',
    ]);
    const start = shiftDays(londonToday(), 40);
    const end = shiftDays(start, 1);
    await createEvent(
      eventFields('Pricing Masterclass', { startDate: start, endDate: end }, 'The Mill, Hebden Bridge'),
      'publish',
    );

    const response = await request('/retreats');
    // Never kept by the page cache: it shows places left, which change with every booking.
    expect(response.headers.get('x-page-cache')).toBe('bypass');
    const html = await response.text();
    expect(eventsShown(html)).toEqual([
      'pricing-masterclass',
      'spring-business-intensive',
      'summer-leadership-retreat',
      'autumn-growth-strategy',
    ]);
    const card = textOf(eventCard(html, 'pricing-masterclass'));
    expect(card).toContain('Pricing Masterclass');
    expect(card).toContain('Venue: The Mill, Hebden Bridge');
    expect(card).toMatch(/Dates: \d{1,2}( [A-Z][a-z]+)?( \d{4})? to \d{1,2} [A-Z][a-z]+ \d{4}/);
    const [enquiry] = linksNamed(eventCard(html, 'pricing-masterclass'), 'Enquire About This Event');
    const mail = parseMailto(enquiry?.href ?? '');
    expect(mail.subject).toBe('Event enquiry: Pricing Masterclass');
    expect(mail.body).toContain('Pricing Masterclass (one day, ');
    expect(mail.body).toContain('at The Mill, Hebden Bridge');
    expect(mail.body).not.toContain('to be confirmed');
  });

  it('keeps a draft event off the page until it is published', async () => {
    await createEvent(eventFields('Draft Cash Flow Clinic', TBC), 'draft');
    expect(pageText(await retreatsPage())).not.toContain('Draft Cash Flow Clinic');
    const item = await storedItem('retreat-event', 'Draft Cash Flow Clinic');
    if (!item) throw new Error('draft not stored');
    expect(item.status).toBe('draft');
    const published = await owner.post(`/admin/content/retreat-events/${item.id}`, {
      ...eventFields('Draft Cash Flow Clinic', TBC),
      version: String(item.version),
      intent: 'publish',
    });
    expect(published.status).toBe(303);
    const html = await retreatsPage();
    // Dates to be confirmed: after the seeded three, in the owner's order (new items go last).
    expect(eventsShown(html).at(-1)).toBe('draft-cash-flow-clinic');
    expect(textOf(eventCard(html, 'draft-cash-flow-clinic'))).toContain('Date: TBC');
  });

  it('refuses an event naming a format that does not exist, beside the format field, and stores nothing', async () => {
    const refused = await owner.post('/admin/content/retreat-events', {
      ...eventFields('Mystery Weekend', TBC),
      format: 'sailing-retreat',
      intent: 'publish',
    });
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    expect(html).toMatch(
      /<select[^>]*id="field-format"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*field-format-error/,
    );
    expect(messageUnder(html, 'format')).toBe('Choose one of the published retreat formats');
    // Every word typed is kept.
    expect(html).toContain('value="Mystery Weekend"');
    expect(await storedItem('retreat-event', 'Mystery Weekend')).toBeNull();
  });

  it('refuses an event of a format that has been archived, and an end before its start', async () => {
    const team = await storedItem('retreat-format', 'Team Business Retreat');
    if (!team) throw new Error('seeded format missing');
    const archived = await owner.post(`/admin/content/retreat-formats/${team.id}`, {
      csrf: owner.csrf,
      version: String(team.version),
      intent: 'archive',
      title: 'Team Business Retreat',
      priceText: 'From £1,095 per team',
      duration: '2-3 days',
      capacity: '5-10 team members',
      focus: 'A private retreat for your own team.',
      highlights: 'Programme designed with you before the retreat',
      bookedBy: 'A business books it for its team',
    });
    expect(archived.status).toBe(303);
    expect(await retreatsPage()).not.toContain('data-retreat-format="team-business-retreat"');
    const ofArchived = await owner.post('/admin/content/retreat-events', {
      ...eventFields('Team Away Day', TBC),
      format: 'team-business-retreat',
      intent: 'publish',
    });
    expect(ofArchived.status).toBe(400);
    expect(decodeHtml(await ofArchived.text())).toContain('Choose one of the published retreat formats');

    const backwards = await owner.post('/admin/content/retreat-events', {
      ...eventFields('Backwards Day', { startDate: '2027-05-12', endDate: '2027-05-11' }),
      intent: 'publish',
    });
    expect(backwards.status).toBe(400);
    expect(messageUnder(await backwards.text(), 'endDate')).toBe('End date cannot be before the start date');
  });

  it('no longer shows an event once its end date has passed; one ending today is still shown', async () => {
    const today = londonToday();
    await createEvent(
      eventFields('Yesterday Workshop', { startDate: shiftDays(today, -2), endDate: shiftDays(today, -1) }),
      'publish',
    );
    await createEvent(eventFields('Last Day Workshop', { startDate: shiftDays(today, -1), endDate: today }), 'publish');
    const html = await retreatsPage();
    const shown = eventsShown(html);
    expect(shown).not.toContain('yesterday-workshop');
    expect(pageText(html)).not.toContain('Yesterday Workshop');
    expect(shown[0]).toBe('last-day-workshop');
    // Still the owner's to edit or archive in the back office.
    const list = await (await owner.get('/admin/content/retreat-events')).text();
    expect(list).toContain('data-item="yesterday-workshop"');
  });

  it("shows a format's new price on its card, whose Book This Retreat still leads to its events", async () => {
    const format = await storedItem('retreat-format', 'One Day Intensive');
    if (!format) throw new Error('seeded format missing');
    const saved = await owner.post(`/admin/content/retreat-formats/${format.id}`, {
      csrf: owner.csrf,
      version: String(format.version),
      intent: 'save',
      title: 'One Day Intensive',
      priceText: 'From £275 per person',
      duration: '8 hours',
      capacity: '12-15 participants',
      focus: 'A focused day on the numbers and systems behind a profitable pet-care business.',
      highlights: 'Pricing workshop\r\nLunch and refreshments included',
      bookedBy: 'Each person books a place',
    });
    expect(saved.status).toBe(303);
    const html = await retreatsPage();
    const card = sliceBetween(html, 'data-retreat-format="one-day-intensive"', ['data-retreat-format="', '</ul><div']);
    expect(textOf(card)).toContain('From £275 per person');
    expect([...card.matchAll(/<li\b/g)]).toHaveLength(3);
    expect(linksNamed(card, 'Book This Retreat').map((link) => link.href)).toEqual([
      '/retreats?format=one-day-intensive#upcoming-events',
    ]);
  });
});

/** Every booking field of a dated one-day event, as an owner fills them in. */
function bookableFields(title: string) {
  const start = shiftDays(londonToday(), 60);
  return {
    ...eventFields(title, { startDate: start, endDate: start }, 'The Mill, Hebden Bridge'),
    startTime: '10:00',
    endTime: '16:30',
    venueAddress: 'The Mill, Bridge Gate, Hebden Bridge HX7 8EX',
    mapLink: 'https://maps.example.com/the-mill',
    capacity: '14',
    price: '249',
    earlyBirdPrice: '199',
    earlyBirdUntil: shiftDays(londonToday(), 20),
    earlyBirdPlaces: '6',
    bookingOpens: shiftDays(londonToday(), 1),
    bookingCloses: shiftDays(start, -3),
    minimumPlaces: '8',
    goNoGoDate: shiftDays(start, -21),
  };
}

async function storedDocument(title: string): Promise<Record<string, unknown>> {
  const row = await env.DB.prepare(
    'SELECT document FROM content_items WHERE kind = ? AND json_extract(document, "$.title") = ?',
  )
    .bind('retreat-event', title)
    .first<{ document: string }>();
  if (!row) throw new Error(`${title} not stored`);
  return JSON.parse(row.document) as Record<string, unknown>;
}

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
    const fields = bookableFields('Cash Flow Day');
    await createEvent(fields, 'publish');
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
    await createEvent(eventFields('Open Question Day', { startDate: '2031-03-04', endDate: '2031-03-04' }), 'publish');
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
      ...bookableFields(title),
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
