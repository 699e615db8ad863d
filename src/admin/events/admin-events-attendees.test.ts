/**
 * An event's attendee list as the owner works with it: bookings under one heading per status with their counts, one
 * row per attendee; the CSV, one line per attendee, with a name typed as a formula kept as text; check-in, one
 * change per press (a press sent twice checks in once), for paid and reserved bookings only; and Mark paid for a
 * reservation, beside the inbox's own move, each recorded in the audit trail.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../test/support/admin';
import { bookingRow, emptyRetreatTables, publishEvent, seedBooking } from '../../../test/support/admin-events';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { decodeHtml, pageText, sliceBetween, textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(emptyRetreatTables);

async function eventPage(slug: string): Promise<string> {
  const response = await owner.get(`/admin/events/${slug}`);
  expect(response.status).toBe(200);
  return decodeHtml(await response.text());
}

/** Each status's heading, as the page reads, in the page's order. */
const statusHeadings = (html: string) =>
  [...html.matchAll(/<h3 id="bookings-[a-z]+"[^>]*>(.*?)<\/h3>/gs)].map(([, heading = '']) => textOf(heading));

/** The rows of one booking, each as its cells' text. */
function bookingRows(html: string, bookingId: string): string[][] {
  const group = sliceBetween(html, `data-booking="${bookingId}"`, ['</tbody>']);
  return [...group.matchAll(/<tr\b.*?<\/tr>/gs)].map(([row]) =>
    [...row.matchAll(/<t[hd]\b[^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => textOf(cell)),
  );
}

async function auditOf(itemId: string) {
  const { results } = await env.DB.prepare(
    'SELECT actor_user_id, action, item_kind, from_status, to_status, detail FROM audit_events WHERE item_id = ? ORDER BY created_at',
  )
    .bind(itemId)
    .all();
  return results;
}

/** Every CSV record (RFC 4180: quoted cells, CRLF lines; a line break inside quotes stays in its cell). */
function csvRecords(body: string): string[][] {
  const records: string[][] = [];
  let cell = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return records;
}

describe('the attendee list', () => {
  it('groups the bookings by status, paid first, each heading with its bookings and places, one row per attendee', async () => {
    const { slug } = await publishEvent(owner);
    const pair = await seedBooking({
      eventSlug: slug,
      firstName: 'Priya',
      lastName: 'Patel',
      email: 'priya@pawsandclaws.co.uk',
      attendees: ['Priya Patel', 'Tom Reid'],
      needs: 'Vegetarian lunch for Tom.\nStep-free access, please.',
    });
    await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    await seedBooking({ eventSlug: slug, status: 'held', attendees: ['Ann Smith', 'Bob Smith', 'Cat Smith'] });
    const cancelled = await seedBooking({
      eventSlug: slug,
      status: 'cancelled',
      attendees: ['Mary Somerville'],
      amountRefunded: 24_900,
    });
    const html = await eventPage(slug);
    expect(statusHeadings(html)).toEqual([
      'Paid: 1 booking, 2 places',
      'Reserved, to be invoiced: 1 booking, 1 place',
      'Held while paying: 1 booking, 3 places',
      'Cancelled: 1 booking, 1 place',
      'Not paid in time: 0 bookings, 0 places',
    ]);
    const [first, second] = bookingRows(html, pair);
    expect(first?.slice(0, 4)).toEqual([
      'Priya Patel priya@pawsandclaws.co.uk 2 places',
      'Priya Patel',
      'Check in Priya Patel',
      'Vegetarian lunch for Tom. Step-free access, please.',
    ]);
    expect(first?.[4]).toBe('£498.00');
    expect(second).toEqual(['Tom Reid', 'Check in Tom Reid']);
    const [cancelledRow] = bookingRows(html, cancelled);
    expect(cancelledRow?.[2]).toBe('—');
    expect(cancelledRow?.[5]).toBe('£249.00');
    expect(cancelledRow?.[6]).toContain('Cancelled by the buyer on');
    const caption = /<caption[^>]*>Paid bookings, one row per attendee<\/caption>/;
    expect(html).toMatch(caption);
    expect(tagsNamed(html, 'th').filter((th) => th.scope === 'col').length).toBeGreaterThan(0);
  });

  it('downloads the list as CSV, one line per attendee, with what was typed as a formula kept as text', async () => {
    const { slug, title } = await publishEvent(owner);
    const pair = await seedBooking({
      eventSlug: slug,
      firstName: 'Priya',
      lastName: 'Patel',
      email: 'priya@pawsandclaws.co.uk',
      attendees: ['Priya Patel', '=HYPERLINK("https://evil.example","Tom")'],
      needs: 'Gluten-free, "no nuts", thanks',
      checkedIn: [0],
    });
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['+Grace Hopper'] });
    const response = await owner.get(`/admin/events/${slug}/attendees.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="attendees-${slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const body = await response.text();
    const [header, ...lines] = csvRecords(body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Event',
      'Booking',
      'Status',
      'Buyer',
      'Buyer email',
      'Attendee',
      'Needs',
      'Places',
      'Total (£)',
      'Refunded (£)',
      'Checked in',
    ]);
    expect(lines).toEqual([
      [
        title,
        pair,
        'Paid',
        'Priya Patel',
        'priya@pawsandclaws.co.uk',
        'Priya Patel',
        'Gluten-free, "no nuts", thanks',
        '2',
        '498.00',
        '0.00',
        'Yes',
      ],
      [
        title,
        pair,
        'Paid',
        'Priya Patel',
        'priya@pawsandclaws.co.uk',
        `'=HYPERLINK("https://evil.example","Tom")`,
        'Gluten-free, "no nuts", thanks',
        '2',
        '498.00',
        '0.00',
        'No',
      ],
      [
        title,
        reserved,
        'Reserved, to be invoiced',
        'Ada Lovelace',
        expect.stringMatching(/@example\.co\.uk$/),
        "'+Grace Hopper",
        '',
        '1',
        '249.00',
        '0.00',
        'No',
      ],
    ]);
  });
});

describe('check-in on the day', () => {
  const checkIn = (slug: string, booking: string, attendee: number, to: 'in' | 'out') =>
    owner.post(`/admin/events/${slug}/bookings/${booking}/check-in`, {
      csrf: owner.csrf,
      attendee: String(attendee),
      to,
    });

  it('checks an attendee in once per press, counts them, and undoes it', async () => {
    const { slug } = await publishEvent(owner);
    const pair = await seedBooking({ eventSlug: slug, attendees: ['Priya Patel', 'Tom Reid'] });
    await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    const html = await eventPage(slug);
    const forms = tagsNamed(html, 'form').filter(
      (form) => form.action === `/admin/events/${slug}/bookings/${pair}/check-in`,
    );
    expect(forms).toHaveLength(2);
    expect(textOf(sliceBetween(html, 'data-figure="Checked in"', ['</div>']).replace(/^[^>]*>/, ''))).toBe(
      'Checked in 0 of 3',
    );

    const first = await checkIn(slug, pair, 1, 'in');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/admin/events/${slug}?notice=checked-in#attendees`);
    // The same press again (a double click, a resent form): still checked in once.
    const again = await checkIn(slug, pair, 1, 'in');
    expect(again.headers.get('location')).toBe(`/admin/events/${slug}?notice=unchanged#attendees`);
    expect(JSON.parse((await bookingRow(pair))?.checked_in ?? '')).toEqual([1]);
    await checkIn(slug, pair, 0, 'in');
    expect(JSON.parse((await bookingRow(pair))?.checked_in ?? '')).toEqual([0, 1]);

    const after = await eventPage(slug);
    expect(textOf(sliceBetween(after, 'data-figure="Checked in"', ['</div>']).replace(/^[^>]*>/, ''))).toBe(
      'Checked in 2 of 3',
    );
    expect(bookingRows(after, pair)[1]).toEqual(['Tom Reid', 'Checked in Undo check-in Tom Reid']);
    expect(await auditOf(pair)).toEqual([
      expect.objectContaining({ action: 'retreat.check-in', item_kind: 'retreat-booking', detail: 'attendee 2' }),
      expect.objectContaining({ action: 'retreat.check-in', item_kind: 'retreat-booking', detail: 'attendee 1' }),
    ]);

    await checkIn(slug, pair, 1, 'out');
    expect(JSON.parse((await bookingRow(pair))?.checked_in ?? '')).toEqual([0]);
  });

  it('checks in nobody on a cancelled or held booking, nor a place the booking does not have', async () => {
    const { slug } = await publishEvent(owner);
    const cancelled = await seedBooking({ eventSlug: slug, status: 'cancelled' });
    const held = await seedBooking({ eventSlug: slug, status: 'held' });
    const single = await seedBooking({ eventSlug: slug, status: 'paid' });
    const html = await eventPage(slug);
    for (const booking of [cancelled, held])
      expect(tagsNamed(html, 'form').some((form) => form.action?.includes(`${booking}/check-in`))).toBe(false);
    for (const [booking, attendee] of [
      [cancelled, 0],
      [held, 0],
      [single, 1],
    ] as const) {
      const response = await checkIn(slug, booking, attendee, 'in');
      expect(response.headers.get('location')).toContain('notice=unchanged');
      expect((await bookingRow(booking))?.checked_in).toBe('[]');
    }
    const malformed = await owner.post(`/admin/events/${slug}/bookings/${single}/check-in`, {
      csrf: owner.csrf,
      attendee: '0',
      to: 'sideways',
    });
    expect(malformed.status).toBe(400);
    expect(pageText(await malformed.text())).toContain('That check-in was not understood, so nothing changed.');
  });
});

describe('marking a reservation paid', () => {
  it('marks it paid from the event page, records who did it, and changes nothing on a second press', async () => {
    const { slug } = await publishEvent(owner);
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    const html = await eventPage(slug);
    const action = `/admin/events/${slug}/bookings/${reserved}/paid`;
    expect(tagsNamed(html, 'form').some((form) => form.action === action && form.method === 'post')).toBe(true);

    const response = await owner.post(action, { csrf: owner.csrf });
    expect(response.headers.get('location')).toBe(`/admin/events/${slug}?notice=marked-paid#bookings-paid`);
    expect(await bookingRow(reserved)).toMatchObject({ status: 'paid', paid_at: expect.any(Number) });
    expect(await auditOf(reserved)).toEqual([
      {
        actor_user_id: owner.userId,
        action: 'status',
        item_kind: 'retreat-booking',
        from_status: 'reserved',
        to_status: 'paid',
        detail: null,
      },
    ]);
    const page = await eventPage(`${slug}?notice=marked-paid`);
    expect(pageText(page)).toContain('Marked paid.');
    expect(statusHeadings(page)[0]).toBe('Paid: 1 booking, 1 place');

    const again = await owner.post(action, { csrf: owner.csrf });
    expect(again.headers.get('location')).toContain('notice=unchanged');
    expect(await auditOf(reserved)).toHaveLength(1);
  });

  it("still moves a reservation to paid from the inbox's item page, and the event page agrees", async () => {
    const { slug } = await publishEvent(owner);
    const reserved = await seedBooking({ eventSlug: slug, status: 'reserved', attendees: ['Grace Hopper'] });
    const moved = await owner.post(`/admin/items/retreat-booking/${reserved}/status`, {
      csrf: owner.csrf,
      from: 'reserved',
      to: 'paid',
    });
    expect(moved.status).toBe(303);
    expect((await bookingRow(reserved))?.status).toBe('paid');
    const page = await eventPage(slug);
    expect(statusHeadings(page)[0]).toBe('Paid: 1 booking, 1 place');
    expect(tagsNamed(page, 'form').some((form) => form.action?.endsWith(`${reserved}/paid`))).toBe(false);
  });
});
