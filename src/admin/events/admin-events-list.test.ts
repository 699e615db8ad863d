/**
 * /admin/events and the back office's front page, as the owner reads them: each published event's places paid,
 * reserved and held, what is left, its waiting list and takings; upcoming events before past ones; and an event past
 * its go/no-go date with fewer paid or reserved places than its minimum flagged, on the list and on the front page,
 * until it is cancelled or over. Only owners open any of it.
 */
import { describe, expect, it } from 'vitest';
import { signedInBrowser, tagsNamed } from '../../../test/support/admin';
import { emptyRetreatTables, publishEvent, seedBooking, seedWaiting } from '../../../test/support/admin-events';
import { expectOnlyRedirectsOr4xx } from '../../../test/support/admin-hostile-posts';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { expectPrivatePage, expectSentToSignIn, openedFromMenu } from '../../../test/support/admin-page-checks';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { decodeHtml, pageText, sliceBetween, textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(emptyRetreatTables);

async function eventsList(): Promise<string> {
  const response = await owner.get('/admin/events');
  expect(response.status).toBe(200);
  return decodeHtml(await response.text());
}

/** An event's line on the list, cell by cell as the owner reads them (the event first). */
function lineOf(html: string, slug: string): string[] {
  const row = sliceBetween(html, `data-event="${slug}"`, ['</tr>']);
  return [...row.matchAll(/<t[hd]\b[^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => textOf(cell));
}

const today = londonToday();
const MINUTE = 60_000;

describe('the list of events', () => {
  it("counts each event's places by status, what is left, the waiting list and the revenue", async () => {
    const { slug, title } = await publishEvent(owner, { capacity: '12', price: '249' });
    await seedBooking({ eventSlug: slug, status: 'paid', attendees: ['Ada Lovelace', 'Mary Somerville'] });
    await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    await seedBooking({ eventSlug: slug, status: 'held', attendees: ['Ann Smith', 'Bob Smith', 'Cat Smith'] });
    // A hold that has lapsed no longer counts, though the cron has not yet marked it expired.
    await seedBooking({ eventSlug: slug, status: 'held', holdExpiresAt: Date.now() - MINUTE });
    // Cancelled in time and refunded in full: nothing kept. Cancelled late: the £249 is kept.
    await seedBooking({ eventSlug: slug, status: 'cancelled', amountRefunded: 24_900, paidAt: Date.now() });
    await seedBooking({ eventSlug: slug, status: 'cancelled', amountRefunded: 0, paidAt: Date.now() });
    // A reservation cancelled before it was paid: nothing taken.
    await seedBooking({ eventSlug: slug, status: 'cancelled', paymentIntentId: null, paidAt: null });
    await seedWaiting(slug, 'first@example.co.uk', {
      places: 2,
      status: 'offered',
      offerExpiresAt: Date.now() + MINUTE,
    });
    await seedWaiting(slug, 'second@example.co.uk');
    await seedWaiting(slug, 'lapsed@example.co.uk', { status: 'lapsed' });

    const html = await eventsList();
    // Event, dates, capacity, paid, reserved, held, left (12 - 2 - 1 - 3 - the 2 offered), waiting list, revenue, state.
    expect(lineOf(html, slug)).toEqual([
      title,
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
      '12',
      '2',
      '1',
      '3',
      '4',
      '2',
      '£747.00',
      'Upcoming',
    ]);
    const [link] = tagsNamed(sliceBetween(html, `data-event="${slug}"`, ['</tr>']), 'a');
    expect(link?.href).toBe(`/admin/events/${slug}`);
    expect(html).toContain('<caption class="sr-only">Retreat events, upcoming first, then past ones</caption>');
  });

  it('lists upcoming events soonest first, then past ones, and says which were cancelled', async () => {
    const later = await publishEvent(owner, { startDate: shiftDays(today, 50) });
    const sooner = await publishEvent(owner, { startDate: shiftDays(today, 5) });
    const past = await publishEvent(owner, { startDate: shiftDays(today, -9), endDate: shiftDays(today, -8) });
    const html = await eventsList();
    const order = [...html.matchAll(/data-event="([^"]+)"/g)].map(([, slug]) => slug);
    const positions = [sooner.slug, later.slug, past.slug].map((slug) => order.indexOf(slug));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(lineOf(html, past.slug).at(-1)).toBe('Past');
  });
});

describe('the go/no-go flag', () => {
  const flag = (html: string, slug: string) => lineOf(html, slug)[0] ?? '';

  it('flags an event from its go/no-go date while paid and reserved places are below its minimum', async () => {
    const decideToday = await publishEvent(owner, { minimumPlaces: '6', goNoGoDate: today });
    const decideTomorrow = await publishEvent(owner, { minimumPlaces: '6', goNoGoDate: shiftDays(today, 1) });
    for (const { slug } of [decideToday, decideTomorrow]) {
      await seedBooking({ eventSlug: slug, status: 'paid', attendees: ['Ada Lovelace', 'Mary Somerville'] });
      await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    }
    const html = await eventsList();
    expect(flag(html, decideToday.slug)).toContain('Below its minimum of 6 places');
    expect(flag(html, decideTomorrow.slug)).not.toContain('Below its minimum');
  });

  it('counts paid and reserved places against the minimum, never held or cancelled ones', async () => {
    const atMinimum = await publishEvent(owner, { minimumPlaces: '3', goNoGoDate: shiftDays(today, -1) });
    await seedBooking({ eventSlug: atMinimum.slug, status: 'paid', attendees: ['Ada Lovelace', 'Mary Somerville'] });
    await seedBooking({ eventSlug: atMinimum.slug, status: 'reserved', attendees: ['Grace Hopper'] });
    const belowIt = await publishEvent(owner, { minimumPlaces: '3', goNoGoDate: shiftDays(today, -1) });
    await seedBooking({ eventSlug: belowIt.slug, status: 'paid', attendees: ['Ada Lovelace', 'Mary Somerville'] });
    await seedBooking({ eventSlug: belowIt.slug, status: 'held', attendees: ['Grace Hopper', 'Ann Smith'] });
    await seedBooking({ eventSlug: belowIt.slug, status: 'cancelled', attendees: ['Bob Smith'] });
    const html = await eventsList();
    expect(flag(html, atMinimum.slug)).not.toContain('Below its minimum');
    expect(flag(html, belowIt.slug)).toContain('Below its minimum of 3 places');
  });

  it('puts each flagged event on the front page, linked to its page, and leaves others off', async () => {
    const flagged = await publishEvent(owner, { minimumPlaces: '6', goNoGoDate: shiftDays(today, -2) });
    await seedBooking({ eventSlug: flagged.slug, status: 'paid', attendees: ['Ada Lovelace', 'Mary Somerville'] });
    await seedBooking({ eventSlug: flagged.slug, status: 'reserved', attendees: ['Grace Hopper'] });
    const full = await publishEvent(owner, { minimumPlaces: '1', goNoGoDate: shiftDays(today, -2) });
    await seedBooking({ eventSlug: full.slug, status: 'paid' });
    const notYet = await publishEvent(owner, { minimumPlaces: '6', goNoGoDate: shiftDays(today, 3) });

    const html = decodeHtml(await (await owner.get('/admin/inbox')).text());
    const notice = sliceBetween(html, 'data-go-no-go', ['</ul>']);
    const [line] = tagsNamed(sliceBetween(notice, `data-event="${flagged.slug}"`, ['</li>']), 'a');
    expect(line?.href).toBe(`/admin/events/${flagged.slug}`);
    const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${flagged.startDate}T12:00:00Z`),
    );
    expect(textOf(sliceBetween(notice, `data-event="${flagged.slug}"`, ['</li>']).replace(/^[^>]*>/, ''))).toBe(
      `${flagged.title} on ${date}: 3 of 6 minimum places booked — decide whether it runs`,
    );
    expect(notice).not.toContain(full.slug);
    expect(notice).not.toContain(notYet.slug);
  });

  it('no longer flags an event once it is cancelled or over', async () => {
    const cancelled = await publishEvent(owner, { minimumPlaces: '4', goNoGoDate: shiftDays(today, -1) });
    const over = await publishEvent(owner, {
      startDate: shiftDays(today, -3),
      endDate: shiftDays(today, -2),
      minimumPlaces: '4',
      goNoGoDate: shiftDays(today, -10),
    });
    const cancelling = await owner.post(`/admin/events/${cancelled.slug}/cancel`, { csrf: owner.csrf });
    expect(cancelling.status).toBe(303);
    const html = await eventsList();
    expect(lineOf(html, cancelled.slug)[0]).not.toContain('Below its minimum');
    expect(lineOf(html, cancelled.slug).at(-1)).toBe('Cancelled');
    expect(lineOf(html, over.slug)[0]).not.toContain('Below its minimum');
    const front = pageText(await (await owner.get('/admin/inbox')).text());
    expect(front).not.toContain(cancelled.title);
    expect(front).not.toContain(over.title);
  });
});

describe('who may open the events', () => {
  it('shows Events in the menu and opens an event page for an owner, and says so for an unknown event', async () => {
    const { slug, title } = await publishEvent(owner);
    const list = await eventsList();
    const menuLink = tagsNamed(sliceBetween(list, 'aria-label="Back office"', ['</nav>']), 'a').find(
      (link) => link.href === '/admin/events',
    );
    expect(menuLink?.['aria-current']).toBe('page');
    const page = await owner.get(`/admin/events/${slug}`);
    expect(page.status).toBe(200);
    expect(textOf(sliceBetween(await page.text(), '<h1', ['</h1>']))).toBe(title);
    const unknown = await owner.get('/admin/events/no-such-retreat');
    expect(unknown.status).toBe(404);
    expect(pageText(await unknown.text())).toContain('No published retreat event has this address.');
  });

  it('refuses an editor every page and change, and changes nothing', async () => {
    const { slug } = await publishEvent(owner);
    const booking = await seedBooking({ eventSlug: slug, status: 'reserved' });
    const editor = await signedInBrowser(undefined, undefined, 'editor');
    for (const path of ['/admin/events', `/admin/events/${slug}`, `/admin/events/${slug}/attendees.csv`])
      expect((await editor.get(path)).status, path).toBe(403);
    const marking = await editor.post(`/admin/events/${slug}/bookings/${booking}/paid`, { csrf: editor.csrf });
    expect(marking.status).toBe(403);
    const cancelling = await editor.post(`/admin/events/${slug}/cancel`, { csrf: editor.csrf });
    expect(cancelling.status).toBe(403);
    const html = decodeHtml(await (await owner.get(`/admin/events/${slug}`)).text());
    expect(sliceBetween(html, 'data-status="reserved"', ['</section>'])).toContain(booking);
    expect(html).not.toContain('data-cancelled');
    const editorMenu = await (await editor.get('/admin/content')).text();
    expect(editorMenu).not.toContain('href="/admin/events"');
  });

  it('sends a visitor without a session to sign in, and keeps every page private for an owner', async () => {
    const { slug } = await publishEvent(owner);
    for (const path of ['/admin/events', `/admin/events/${slug}`, `/admin/events/${slug}/attendees.csv`])
      await expectSentToSignIn(path);
    await openedFromMenu(owner, '/admin/events');
    for (const path of [`/admin/events/${slug}`, `/admin/events/${slug}/cancel`])
      await expectPrivatePage(await owner.get(path));
  });

  it('answers any fields posted to any of its forms with a redirect back or a 4xx page, never a 5xx', async () => {
    const { slug } = await publishEvent(owner);
    const reserved = await seedBooking({
      eventSlug: slug,
      status: 'reserved',
      attendees: ['Grace Hopper', 'Tom Reid'],
    });
    const cancelled = await seedBooking({ eventSlug: slug, status: 'cancelled' });
    await expectOnlyRedirectsOr4xx(owner, {
      area: '/admin/events',
      paths: [
        `/${slug}/bookings/${reserved}/check-in`,
        `/${slug}/bookings/${reserved}/paid`,
        `/${slug}/bookings/${cancelled}/cancel`,
        `/${slug}/bookings/not-a-booking/check-in`,
        `/${slug}/messages`,
        '/no-such-event/messages',
        '/%2e%2e/cancel',
      ],
      names: ['attendee', 'to', 'key', 'subject', 'message', 'constructor', '__proto__'],
      values: ['0', '1', '3', '-1', 'in', 'out', crypto.randomUUID(), '', '\u0000'],
      redirect: new RegExp(`^/admin/events/${slug}\\?`),
      runs: 40,
    });
  });
});
