/**
 * The buyer's invitation to a retreat: the event at its London wall-clock times in summer and winter alike (with the
 * zone's own definition, so a calendar abroad shows 9:30 in London), over several days when it runs over several, one
 * UID per booking with its SEQUENCE, withdrawn by METHOD:CANCEL, and a venue with commas escaped and folded.
 */
import { describe, expect, it } from 'vitest';
import { londonInstantOf } from '../../test/support/london-dates';
import type { DatedEvent } from '../content/retreat-events';
import { RETREAT_INVITATION_FILENAME, retreatInvitation } from './retreat-invitation';

const event: DatedEvent = {
  slug: 'summer-leadership-retreat',
  title: 'Summer Leadership Retreat',
  format: 'weekend-retreat',
  length: 'Weekend',
  startDate: '2027-06-12',
  endDate: '2027-06-13',
  startTime: '09:30',
  endTime: '16:00',
  place: 'Hebden Hall, Hebden Bridge',
  venueAddress: 'Lee Mill Road, Hebden Bridge, West Yorkshire HX7 8AA',
  mapLink: 'https://maps.example.com/?q=Hebden+Hall',
  summary: 'Two days to step back from the floor and plan the next year.',
  capacity: 12,
  price: 695,
  earlyBirdPrice: null,
  earlyBirdUntil: null,
  earlyBirdPlaces: null,
  bookingOpens: null,
  bookingCloses: null,
  minimumPlaces: null,
  goNoGoDate: null,
};

const booking = {
  id: '6f1c2e43-7b7a-4a55-9d0f-2a1d3c4b5e6f',
  status: 'paid',
  places: 2,
  attendees: ['Jane Smith', 'Tom Brown'],
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane.smith@example.co.uk',
  calendarSequence: 0,
};

const pageUrl = 'https://www.pawsperity.co.uk/retreats/bookings/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const options = { pageUrl, now: new Date('2027-05-01T10:00:00Z'), organizerEmail: 'hello@pawsperity.co.uk' };

/** Content lines with folding undone (RFC 5545 §3.1). */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

/** The VEVENT's own lines (the VTIMEZONE has a DTSTART too). */
const eventLines = (ics: string) => {
  const lines = unfold(ics);
  return lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
};

const property = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

/** DTSTART;TZID=Europe/London:20270612T093000 read back as the London instant it names (test/support's own reading). */
function londonMoment(line: string | undefined): string {
  const [, date = '', hours = '', minutes = ''] =
    /TZID=Europe\/London:(\d{8})T(\d{2})(\d{2})00$/.exec(line ?? '') ?? [];
  const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  return new Date(londonInstantOf(iso, `${hours}:${minutes}`)).toISOString();
}

describe('the retreat invitation', () => {
  it.each([
    ['in summer (BST)', '2027-06-12', '2027-06-12T08:30:00.000Z'],
    ['in winter (GMT)', '2027-12-04', '2027-12-04T09:30:00.000Z'],
  ])('starts at 9:30 London time %s, with the London zone defined', (_season, date, utc) => {
    const ics = retreatInvitation(booking, { ...event, startDate: date, endDate: date }, options);
    const lines = eventLines(ics);
    const start = property(lines, 'DTSTART');
    expect(start).toBe(`DTSTART;TZID=Europe/London:${date.replace(/-/g, '')}T093000`);
    expect(londonMoment(start)).toBe(utc);
    expect(property(lines, 'DTEND')).toBe(`DTEND;TZID=Europe/London:${date.replace(/-/g, '')}T160000`);
    expect(unfold(ics)).toEqual(expect.arrayContaining(['BEGIN:VTIMEZONE', 'TZID:Europe/London', 'TZNAME:BST']));
  });

  it('runs from the first day’s start to the last day’s end, across the clocks going back', () => {
    const lines = eventLines(
      retreatInvitation(booking, { ...event, startDate: '2027-10-30', endDate: '2027-11-01' }, options),
    );
    expect(londonMoment(property(lines, 'DTSTART'))).toBe('2027-10-30T08:30:00.000Z');
    expect(londonMoment(property(lines, 'DTEND'))).toBe('2027-11-01T16:00:00.000Z');
  });

  it('invites the buyer to one event per booking, confirmed, with its sequence, page and organiser', () => {
    const ics = retreatInvitation({ ...booking, calendarSequence: 3 }, event, options);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain('METHOD:REQUEST');
    const lines = eventLines(ics);
    expect(unfold(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:retreat-booking-${booking.id}@pawsperity.co.uk`,
        'SEQUENCE:3',
        'STATUS:CONFIRMED',
        `URL:${pageUrl}`,
        'ORGANIZER;CN=Pawsperity Consulting:mailto:hello@pawsperity.co.uk',
        'DTSTAMP:20270501T100000Z',
        'SUMMARY:Summer Leadership Retreat with Pawsperity Consulting',
      ]),
    );
    const description = property(lines, 'DESCRIPTION') ?? '';
    expect(description).toContain('2 places: Jane Smith\\, Tom Brown.');
    expect(description).toContain(`Change names or cancel: ${pageUrl}`);
    // The same booking, sent again, is the same event in the buyer's calendar.
    expect(property(eventLines(retreatInvitation(booking, event, options)), 'UID')).toBe(property(lines, 'UID'));
    expect(RETREAT_INVITATION_FILENAME).toBe('retreat.ics');
  });

  it('is a reservation to be invoiced as confirmed as a paid one', () => {
    expect(eventLines(retreatInvitation({ ...booking, status: 'reserved' }, event, options))).toContain(
      'STATUS:CONFIRMED',
    );
  });

  it('withdraws the event with METHOD:CANCEL for a cancelled booking, or when asked, with no alarm left', () => {
    for (const ics of [
      retreatInvitation({ ...booking, status: 'cancelled', calendarSequence: 1 }, event, options),
      retreatInvitation({ ...booking, calendarSequence: 1 }, event, { ...options, method: 'CANCEL' }),
    ]) {
      expect(unfold(ics)).toContain('METHOD:CANCEL');
      const lines = eventLines(ics);
      expect(lines).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:1']));
      expect(property(lines, 'UID')).toBe(`UID:retreat-booking-${booking.id}@pawsperity.co.uk`);
      expect(lines).not.toContain('BEGIN:VALARM');
    }
    expect(eventLines(retreatInvitation(booking, event, options))).toContain('BEGIN:VALARM');
  });

  it('puts the venue in LOCATION with its commas escaped, folded at 75 octets and whole once unfolded', () => {
    const ics = retreatInvitation(booking, event, options);
    const raw = ics.split('\r\n');
    const first = raw.findIndex((line) => line.startsWith('LOCATION:'));
    // Long enough to be folded: the continuation starts with a space.
    expect(raw[first + 1]?.startsWith(' ')).toBe(true);
    expect(property(eventLines(ics), 'LOCATION')).toBe(
      'LOCATION:Hebden Hall\\, Hebden Bridge\\, Lee Mill Road\\, Hebden Bridge\\, West Yorkshire HX7 8AA',
    );
    const withoutVenue = eventLines(retreatInvitation(booking, { ...event, place: '', venueAddress: '' }, options));
    expect(property(withoutVenue, 'LOCATION')).toBeUndefined();
  });
});
