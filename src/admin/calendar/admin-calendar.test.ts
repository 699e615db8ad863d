/**
 * The owner's calendar: the week view (/admin/calendar) and the private feed
 * (/admin/calendar/{secret}.ics) that calendar apps subscribe to without
 * signing in. The feed is read by a small iCalendar reader written here.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { insert, send, signedInBrowser, tagsNamed } from '../../../test/support/admin';
import { expectSentToSignIn } from '../../../test/support/admin-page-checks';
import { decodeHtml, pageText, textOf } from '../../../test/support/page-html';
import { emptyTables } from '../../../test/support/request';

beforeEach(async () => {
  await emptyTables('availability_settings', 'blocked_dates', 'audit_events', 'consultation_bookings');
});

interface StoredBooking {
  first: string;
  last: string;
  status?: string;
  services?: string[];
  /** London date and the slot's instant, or neither for a request without a slot. */
  date: string;
  slotStartsAt?: number;
  preferredTime?: string;
  sequence?: number;
}

async function storeBooking(booking: StoredBooking): Promise<string> {
  const id = crypto.randomUUID();
  await insert(
    `INSERT INTO consultation_bookings (id, first_name, last_name, email, services, estimated_cost, status, preferred_date, preferred_time, slot_starts_at, calendar_sequence, created_at)
     VALUES (?, ?, ?, 'client@example.co.uk', ?, 'From £1,995', ?, ?, ?, ?, ?, ?)`,
    id,
    booking.first,
    booking.last,
    JSON.stringify(booking.services ?? ['business-planning']),
    booking.status ?? 'pending',
    booking.date,
    booking.preferredTime ?? null,
    booking.slotStartsAt ?? null,
    booking.sequence ?? 0,
    Date.now(),
  );
  return id;
}

/** The next date after today (at least a week ahead) in this month of the year (1-12) and on a weekday. */
function nextWeekdayIn(month: number): string {
  let date = shiftDays(londonToday(), 7);
  while (Number(date.slice(5, 7)) !== month || [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
    date = shiftDays(date, 1);
  return date;
}

/** The instant of a whole hour of London wall-clock time on a date (never a Sunday of a clock change), from the runtime's zone data. */
function londonHour(date: string, hour: number): number {
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone === 'GMT+1' ? 1 : 0;
  return Date.parse(`${date}T${String(hour - offset).padStart(2, '0')}:00:00Z`);
}

// ------------------------------------------------------------------------------------------------
// A small iCalendar reader (RFC 5545 §3.1): lines end in CRLF, a line that starts with a space or tab
// continues the one before, components nest BEGIN/END.

interface Component {
  name: string;
  properties: { name: string; params: string; value: string }[];
  children: Component[];
}

function readCalendar(text: string): Component {
  expect(text.endsWith('\r\n'), 'the last line ends with CRLF').toBe(true);
  expect(text.replace(/\r\n/g, ''), 'no bare LF or CR').not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line)) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name = '', params = '', value = ''] = match;
    if (name === 'BEGIN') {
      const component: Component = { name: value, properties: [], children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
    } else if (name === 'END') {
      const open = stack.pop();
      expect(open?.name, `END:${value} closes BEGIN:${open?.name}`).toBe(value);
      if (stack.length === 0) root = open;
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`property outside any component: ${line}`);
      current.properties.push({ name, params, value });
    }
  }
  expect(stack, 'every BEGIN has its END').toEqual([]);
  if (!root) throw new Error('no VCALENDAR');
  return root;
}

function property(component: Component | undefined, name: string): string | undefined {
  const found = component?.properties.find((entry) => entry.name === name);
  return found ? `${found.params}:${found.value}` : undefined;
}

function value(component: Component | undefined, name: string): string | undefined {
  return component?.properties.find((entry) => entry.name === name)?.value;
}

function events(calendar: Component): Component[] {
  return calendar.children.filter((child) => child.name === 'VEVENT');
}

// ------------------------------------------------------------------------------------------------

/** Presses Create (or Rotate) feed address and reads the address shown once. */
async function makeFeed(browser: Awaited<ReturnType<typeof signedInBrowser>>): Promise<{ path: string; html: string }> {
  const response = await browser.post('/admin/calendar/feed', { csrf: browser.csrf });
  expect(response.status).toBe(200);
  const html = await response.text();
  const address = textOf(/<code[^>]*data-feed-address[^>]*>(.*?)<\/code>/s.exec(html)?.[1] ?? '');
  expect(address).toMatch(/^https:\/\/www\.pawsperity\.co\.uk\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return { path: new URL(address).pathname, html };
}

describe('the week view', () => {
  it('needs a session', async () => {
    await expectSentToSignIn('/admin/calendar');
  });

  it('starts today, shows each slot as booked, free or why not offered, and the requests without a slot under their day', async () => {
    const browser = await signedInBrowser();
    const today = londonToday();
    const html = await (await browser.get('/admin/calendar')).text();
    const days = [...html.matchAll(/data-day="([^"]+)"/g)].map(([, date]) => date);
    expect(days).toEqual([0, 1, 2, 3, 4, 5, 6].map((offset) => shiftDays(today, offset)));
    expect(tagsNamed(html, 'a').find((link) => link.href === '/admin/calendar')?.['aria-current']).toBe('page');
    expect(
      tagsNamed(html, 'a').find((link) => link.href === `/admin/calendar?from=${shiftDays(today, 7)}`),
    ).toBeDefined();
    expect(
      tagsNamed(html, 'a').find((link) => link.href === `/admin/calendar?from=${shiftDays(today, -7)}`),
    ).toBeDefined();
    // Today is too soon (24 hours' notice) or past; 42 slots in the grid, none without a state, and the same 42 in the phone's list.
    expect([...html.matchAll(/data-slot="/g)]).toHaveLength(42);
    expect([...html.matchAll(/data-list-slot="/g)]).toHaveLength(42);
    expect(textOf(/<th[^>]*data-day="[^"]+"[^>]*>(.*?)<\/th>/s.exec(html)?.[1] ?? '')).toContain('(today)');
    const todayCells = [...html.matchAll(new RegExp(`<td[^>]*data-slot="${today} [^"]+"[^>]*>(.*?)</td>`, 'gs'))];
    expect(todayCells).toHaveLength(6);
    expect(todayCells.map(([, cell]) => textOf(cell ?? ''))).not.toContain('Free');

    // A week ahead: a Wednesday with one booking holding 10:00, one request for 14:00 without a slot, one cancelled.
    let wednesday = shiftDays(today, 7);
    while (new Date(`${wednesday}T12:00:00Z`).getUTCDay() !== 3) wednesday = shiftDays(wednesday, 1);
    const slot = londonHour(wednesday, 10);
    const held = await storeBooking({
      first: 'Priya',
      last: 'Patel',
      status: 'confirmed',
      date: wednesday,
      slotStartsAt: slot,
      services: ['compliance'],
    });
    const request = await storeBooking({ first: 'Tom', last: 'Request', date: wednesday, preferredTime: '14:00' });
    await storeBooking({
      first: 'Carl',
      last: 'Cancelled',
      status: 'cancelled',
      date: wednesday,
      slotStartsAt: londonHour(wednesday, 14),
    });

    const week = await (await browser.get(`/admin/calendar?from=${wednesday}`)).text();
    // The grid: a cell per day and time, under the day's column header and beside the time's row header.
    const grid = /<table[^>]*data-week-grid[^>]*>(.*?)<\/table>/s.exec(week)?.[1] ?? '';
    expect(tagsNamed(grid, 'th').filter((th) => th.scope === 'col')).toHaveLength(8);
    expect(tagsNamed(grid, 'th').filter((th) => th.scope === 'row').length).toBeGreaterThanOrEqual(6);
    const cellHtml = (time: string) =>
      new RegExp(`<td[^>]*data-slot="${wednesday} ${time}"[^>]*>(.*?)</td>`, 's').exec(grid)?.[1] ?? '';
    expect(textOf(cellHtml('10:00'))).toContain('Priya Patel');
    expect(textOf(cellHtml('10:00'))).toContain('Licence Inspection Preparation');
    expect(textOf(cellHtml('10:00'))).toContain('Confirmed');
    expect(tagsNamed(cellHtml('10:00'), 'a').map((link) => link.href)).toContain(`/admin/items/booking/${held}`);
    expect(textOf(cellHtml('9:00'))).toBe('Free');
    expect(decodeHtml(week)).not.toContain('Carl');
    const asked = textOf(new RegExp(`<td[^>]*data-requests="${wednesday}"[^>]*>(.*?)</td>`, 's').exec(grid)?.[1] ?? '');
    expect(asked).toContain('Asked for 14:00');
    expect(asked).toContain('Tom Request');
    // The phone's list says the same, day by day, each slot with its time.
    const listDay = new RegExp(`data-list-day="${wednesday}"[^>]*>(.*?)</section>`, 's').exec(week)?.[1] ?? '';
    const listSlot = (time: string) =>
      textOf(new RegExp(`<li[^>]*data-list-slot="${wednesday} ${time}"[^>]*>(.*?)</li>`, 's').exec(listDay)?.[1] ?? '');
    expect(listSlot('10:00')).toContain('Priya Patel');
    expect(listSlot('9:00')).toBe('9:00 Free');
    const requests = textOf(/<h3[^>]*>Asked for this day without a slot<\/h3>(.*?)<\/ul>/s.exec(listDay)?.[1] ?? '');
    expect(requests).toContain('Asked for 14:00');
    expect(requests).toContain('Tom Request');
    expect(tagsNamed(listDay, 'a').map((link) => link.href)).toContain(`/admin/items/booking/${request}`);
    // The weekend in the same week is not a working day.
    const text = pageText(week);
    expect(text).toContain('Not a working day');
    expect(text).toContain('Closed');
    // A bad ?from= shows the week from today.
    const fallback = await (await browser.get('/admin/calendar?from=2026-02-30')).text();
    expect(fallback).toContain(`data-day="${today}"`);
  });
});

describe('the calendar feed', () => {
  it('answers 404 to any address while there is no feed, and needs the CSRF token to make one', async () => {
    const browser = await signedInBrowser();
    expect((await send('/admin/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await send('/admin/calendar/.ics')).status).toBe(404);
    const forged = await browser.post('/admin/calendar/feed', { csrf: 'not-the-token' });
    expect(forged.status).toBe(403);
    const row = await env.DB.prepare('SELECT calendar_feed_hash FROM availability_settings').first();
    expect(row).toBeNull();
    const page = await (await browser.get('/admin/calendar')).text();
    expect(pageText(page)).toContain('There is no feed address yet.');
    expect(pageText(page)).toContain('Create feed address');
  });

  it('is shown once, then masked; serves iCalendar without a session; rotating retires the old address', async () => {
    const browser = await signedInBrowser();
    const first = await makeFeed(browser);
    expect(first.html).toContain('role="status"');
    expect(decodeHtml(first.html)).toContain(`href="webcal://www.pawsperity.co.uk${first.path}"`);
    expect(pageText(first.html)).toContain('Subscribe from web');
    expect(pageText(first.html)).toContain('From URL');
    // Only the secret's SHA-256 is stored.
    const secret = first.path.replace('/admin/calendar/', '').replace('.ics', '');
    const stored = await env.DB.prepare('SELECT calendar_feed_hash AS hash FROM availability_settings').first<{
      hash: string;
    }>();
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(stored?.hash).toBe(digest);
    expect(JSON.stringify(await env.DB.prepare('SELECT * FROM availability_settings').all())).not.toContain(secret);

    // Next visit: the address is masked.
    const later = await (await browser.get('/admin/calendar')).text();
    expect(later).not.toContain(secret);
    expect(later).not.toContain('data-feed-address');
    expect(pageText(later)).toContain('Rotate feed address');

    // No cookie: calendar apps cannot sign in.
    const feed = await send(first.path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toMatch(/no-store|max-age=\d{1,3}\b/);
    expect(feed.headers.get('x-robots-tag')).toContain('noindex');
    const calendar = readCalendar(await feed.text());
    expect(calendar.name).toBe('VCALENDAR');
    expect(value(calendar, 'METHOD')).toBe('PUBLISH');
    expect(value(calendar, 'X-WR-CALNAME')).toBeTruthy();

    // A wrong secret of the right shape, and a near miss.
    expect((await send(`/admin/calendar/${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}.ics`)).status).toBe(
      404,
    );
    expect((await send(`/admin/calendar/${secret}.ics.ics`)).status).toBe(404);

    const second = await makeFeed(browser);
    expect(second.path).not.toBe(first.path);
    expect((await send(first.path)).status).toBe(404);
    expect((await send(second.path)).status).toBe(200);
    const audit = (
      await env.DB.prepare(
        "SELECT actor_user_id, detail FROM audit_events WHERE action = 'availability.feed' ORDER BY created_at, rowid",
      ).all()
    ).results;
    expect(audit).toEqual([
      { actor_user_id: browser.userId, detail: 'Calendar feed address created' },
      { actor_user_id: browser.userId, detail: 'Calendar feed address rotated' },
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('holds each pending, confirmed or completed booking with a slot at 9:00 London time in winter and in summer, with its UID and SEQUENCE, and the blocked days', async () => {
    const browser = await signedInBrowser();
    const january = nextWeekdayIn(1);
    const july = nextWeekdayIn(7);
    // 9:00 in London is 09:00 UTC in January (GMT) and 08:00 UTC in July (BST).
    const winter = await storeBooking({
      first: 'Wendy',
      last: 'Winter',
      status: 'confirmed',
      date: january,
      slotStartsAt: Date.parse(`${january}T09:00:00Z`),
      sequence: 2,
    });
    const summer = await storeBooking({
      first: 'Sam',
      last: 'Summer',
      date: july,
      slotStartsAt: Date.parse(`${july}T08:00:00Z`),
    });
    await storeBooking({
      first: 'Carl',
      last: 'Cancelled',
      status: 'cancelled',
      date: july,
      slotStartsAt: Date.parse(`${july}T09:00:00Z`),
    });
    await storeBooking({ first: 'Nora', last: 'Noslot', date: july, preferredTime: '11:00' });
    // Marked completed: still in the calendar (the consultation took place).
    const done = await storeBooking({
      first: 'Cora',
      last: 'Completed',
      status: 'completed',
      date: july,
      slotStartsAt: Date.parse(`${july}T13:00:00Z`),
    });
    const blockStart = shiftDays(londonToday(), 10);
    const blocked = await browser.post('/admin/availability/blocks', {
      csrf: browser.csrf,
      startsOn: blockStart,
      endsOn: shiftDays(blockStart, 2),
      reason: 'Training course',
    });
    expect(blocked.status).toBe(303);

    const { path } = await makeFeed(browser);
    const calendar = readCalendar(await (await send(path)).text());
    const timezone = calendar.children.find((child) => child.name === 'VTIMEZONE');
    expect(value(timezone, 'TZID')).toBe('Europe/London');
    expect(timezone?.children.map((child) => child.name).sort()).toEqual(['DAYLIGHT', 'STANDARD']);

    const all = events(calendar);
    const byUid = (uid: string) => all.find((event) => value(event, 'UID') === uid);
    const winterEvent = byUid(`booking-${winter}@pawsperity.co.uk`);
    expect(property(winterEvent, 'DTSTART')).toBe(`;TZID=Europe/London:${january.replace(/-/g, '')}T090000`);
    expect(property(winterEvent, 'DTEND')).toBe(`;TZID=Europe/London:${january.replace(/-/g, '')}T093000`);
    expect(value(winterEvent, 'SEQUENCE')).toBe('2');
    expect(value(winterEvent, 'STATUS')).toBe('CONFIRMED');
    expect(value(winterEvent, 'SUMMARY')).toBe('Consultation: Wendy Winter');
    expect(value(winterEvent, 'URL')).toBe(`https://www.pawsperity.co.uk/admin/items/booking/${winter}`);
    expect(value(winterEvent, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);

    const summerEvent = byUid(`booking-${summer}@pawsperity.co.uk`);
    expect(property(summerEvent, 'DTSTART')).toBe(`;TZID=Europe/London:${july.replace(/-/g, '')}T090000`);
    expect(value(summerEvent, 'SEQUENCE')).toBe('0');
    expect(value(summerEvent, 'STATUS')).toBe('TENTATIVE');
    expect(value(summerEvent, 'SUMMARY')).toBe('Consultation: Sam Summer');

    const doneEvent = byUid(`booking-${done}@pawsperity.co.uk`);
    expect(value(doneEvent, 'SUMMARY')).toBe('Consultation: Cora Completed');
    expect(value(doneEvent, 'STATUS')).toBe('CONFIRMED');

    const summaries = all.map((event) => value(event, 'SUMMARY') ?? '');
    expect(summaries.join('|')).not.toContain('Cancelled');
    expect(summaries.join('|')).not.toContain('Noslot');
    const block = all.find((event) => (value(event, 'SUMMARY') ?? '').includes('Training course'));
    expect(property(block, 'DTSTART')).toBe(`;VALUE=DATE:${blockStart.replace(/-/g, '')}`);
    expect(property(block, 'DTEND')).toBe(`;VALUE=DATE:${shiftDays(blockStart, 3).replace(/-/g, '')}`);
    expect(all).toHaveLength(4);
  });
});
