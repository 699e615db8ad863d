/**
 * Retreat formats and events in /admin/content, as /retreats shows them: an owner's new event is on the page on the
 * next request, in date order before the events still to be dated; a draft is not; an event must be of a published
 * format (refused beside the field otherwise); an event whose end date has passed is no longer shown. Its booking
 * fields: admin-content-retreat-booking-fields.test.ts.
 */
import { describe, expect, it } from 'vitest';
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
import {
  createEvent,
  eventFields,
  messageUnder,
  storedItem,
  TBC,
} from '../../../../test/support/admin-retreat-event-form';

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
      owner,
      eventFields(owner, 'Pricing Masterclass', { startDate: start, endDate: end }, 'The Mill, Hebden Bridge'),
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
    await createEvent(owner, eventFields(owner, 'Draft Cash Flow Clinic', TBC), 'draft');
    expect(pageText(await retreatsPage())).not.toContain('Draft Cash Flow Clinic');
    const item = await storedItem('retreat-event', 'Draft Cash Flow Clinic');
    if (!item) throw new Error('draft not stored');
    expect(item.status).toBe('draft');
    const published = await owner.post(`/admin/content/retreat-events/${item.id}`, {
      ...eventFields(owner, 'Draft Cash Flow Clinic', TBC),
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
      ...eventFields(owner, 'Mystery Weekend', TBC),
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
      ...eventFields(owner, 'Team Away Day', TBC),
      format: 'team-business-retreat',
      intent: 'publish',
    });
    expect(ofArchived.status).toBe(400);
    expect(decodeHtml(await ofArchived.text())).toContain('Choose one of the published retreat formats');

    const backwards = await owner.post('/admin/content/retreat-events', {
      ...eventFields(owner, 'Backwards Day', { startDate: '2027-05-12', endDate: '2027-05-11' }),
      intent: 'publish',
    });
    expect(backwards.status).toBe(400);
    expect(messageUnder(await backwards.text(), 'endDate')).toBe('End date cannot be before the start date');
  });

  it('no longer shows an event once its end date has passed; one ending today is still shown', async () => {
    const today = londonToday();
    await createEvent(
      owner,
      eventFields(owner, 'Yesterday Workshop', { startDate: shiftDays(today, -2), endDate: shiftDays(today, -1) }),
      'publish',
    );
    await createEvent(
      owner,
      eventFields(owner, 'Last Day Workshop', { startDate: shiftDays(today, -1), endDate: today }),
      'publish',
    );
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
