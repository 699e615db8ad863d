/**
 * The buyer's emails about retreat places, composed from real rows in D1 (a published event, a booking) as the queue
 * consumer composes them: what the buyer reads (dates in UK format, times, venue, names, total, the refund policy with
 * its last day), the calendar invitation attached, the private link stored so that it opens the booking, and nothing
 * at all once a message is no longer true.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../../test/support/admin';
import { outboxRow, recordingMailer } from '../../../test/support/notify';
import { decodeHtml } from '../../../test/support/page-html';
import {
  composed,
  invitationLines,
  publishEvent,
  type StoredBooking,
  storeBooking,
  unpublishEvent,
} from '../../../test/support/retreat-email-fixtures';
import { database } from '../../db/client';
import { sendOutboxEmail } from '../send-email';

afterEach(() => vi.restoreAllMocks());

const BOOKING_EMAIL = 'retreat-booking';
/** A month before the seeded weekend of 12 to 13 June 2027. */
const MAY = new Date('2027-05-01T10:00:00Z');

const email = (bookingId: string, message: string, now = MAY) => composed(BOOKING_EMAIL, bookingId, message, now);

/** The booking page's address in an email, and the booking its token opens (through the stored hash). */
async function bookingPageIn(text: string) {
  const url = /https:\/\/www\.pawsperity\.co\.uk\/retreats\/bookings\/([A-Za-z0-9_-]{43})/.exec(text);
  const row = url?.[1]
    ? await env.DB.prepare('SELECT booking_id FROM retreat_booking_links WHERE token_hash = ?')
        .bind(await sha256Hex(url[1]))
        .first<{ booking_id: string }>()
    : null;
  return row?.booking_id;
}

describe('the confirmation', () => {
  it('tells the buyer of paid places when, where, who, the total and the refund policy, with the invitation and their page', async () => {
    const slug = await publishEvent();
    const id = await storeBooking({ eventSlug: slug });
    const message = await email(id, 'confirmed');
    expect(message?.subject).toBe('Your places are booked: Summer Leadership Retreat (12 to 13 June 2027)');
    expect(message?.to).toEqual({ name: 'Jane Smith', email: 'jane.smith@example.co.uk' });
    expect(message?.replyTo?.email).toBe('hello@pawsperity.co.uk');
    const text = message?.text ?? '';
    for (const words of [
      'Thank you, Jane: your places are booked',
      'When: From Saturday 12 June 2027 at 9:30am to Sunday 13 June 2027 at 4:00pm (UK time)',
      'Where: Hebden Hall, Hebden Bridge, Lee Mill Road, Hebden Bridge HX7 8AA',
      'map: https://maps.example.com/?q=Hebden+Hall',
      '2 places, for:\n\n  - Jane Smith\n  - Tom Brown',
      'Total paid: £1,390.00, including VAT.',
      'cancel on your booking page by Saturday 29 May 2027 and we refund you in full; after that, places are not refunded.',
      'You can change attendee names at no cost',
    ])
      expect(text).toContain(words);
    expect(await bookingPageIn(text)).toBe(id);
    // The HTML says the same, escaped, with the page as a button.
    const html = decodeHtml(message?.html ?? '');
    expect(html).toContain('Total paid: £1,390.00, including VAT.');
    expect(html).toMatch(
      /<a href="https:\/\/www\.pawsperity\.co\.uk\/retreats\/bookings\/[^"]+"[^>]*>Your booking page<\/a>/,
    );

    expect(message?.attachments?.[0]).toMatchObject({
      filename: 'retreat.ics',
      type: 'text/calendar; method=REQUEST',
    });
    const ics = invitationLines(message);
    expect(ics).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'DTSTART;TZID=Europe/London:20270612T093000',
        'DTEND;TZID=Europe/London:20270613T160000',
        `UID:retreat-booking-${id}@pawsperity.co.uk`,
        'STATUS:CONFIRMED',
      ]),
    );
  });

  it('tells a buyer whose places are reserved that an invoice follows, and that cancelling in time costs nothing', async () => {
    const slug = await publishEvent();
    const id = await storeBooking({ eventSlug: slug, status: 'reserved', paymentIntentId: null });
    const message = await email(id, 'confirmed');
    expect(message?.subject).toBe('Your places are reserved: Summer Leadership Retreat (12 to 13 June 2027)');
    expect(message?.text).toContain('Total: £1,390.00, including VAT. We will email you an invoice for it');
    expect(message?.text).toContain('by Saturday 29 May 2027 and there is nothing to pay');
  });

  it('names the places at the early-bird price, and says the refund window has passed for a late booking', async () => {
    const slug = await publishEvent({ startDate: '2027-05-10', endDate: '2027-05-10' });
    const id = await storeBooking({ eventSlug: slug, amount: 124_400, earlyBirdPlaces: 1 });
    const text = (await email(id, 'confirmed'))?.text ?? '';
    expect(text).toContain('When: Monday 10 May 2027, 9:30am to 4:00pm (UK time)');
    expect(text).toContain('Total paid: £1,244.00, including VAT, 1 of them at the early-bird price.');
    expect(text).toContain(
      'The event is less than 14 days away, so under our cancellation policy cancelled places are not refunded.',
    );
  });

  it('is not sent for places no longer held, nor for an event taken down', async () => {
    const slug = await publishEvent();
    for (const status of ['held', 'expired', 'cancelled'])
      expect(await email(await storeBooking({ eventSlug: slug, status }), 'confirmed'), status).toBeNull();
    const id = await storeBooking({ eventSlug: slug });
    await unpublishEvent(slug);
    expect(await email(id, 'confirmed')).toBeNull();
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM retreat_booking_links WHERE booking_id = ?').bind(id).first('n'),
    ).toBe(0);
  });
});

describe('the reminders', () => {
  it('a week before, and the day before: where, who, what to bring, and the invitation again', async () => {
    const slug = await publishEvent();
    const id = await storeBooking({ eventSlug: slug, needs: 'One vegetarian' });
    const week = await email(id, 'reminder:7', new Date('2027-06-05T07:00:00Z'));
    expect(week?.subject).toBe('Summer Leadership Retreat is in a week: 12 to 13 June 2027');
    for (const words of [
      'Jane, Summer Leadership Retreat is in a week',
      'Where: Hebden Hall',
      '  - Tom Brown',
      'What to bring: your latest figures',
      'It runs over 2 days',
      'We have your note of dietary or access needs',
    ])
      expect(week?.text).toContain(words);
    // Their own words about their needs are never quoted back.
    expect(week?.text).not.toContain('vegetarian');
    expect(invitationLines(week)).toContain('METHOD:REQUEST');
    const day = await email(id, 'reminder:1', new Date('2027-06-11T07:00:00Z'));
    expect(day?.subject).toBe('Summer Leadership Retreat is tomorrow: 12 to 13 June 2027');
  });

  it('is not sent for cancelled places, a cancelled or withdrawn event, or once the event has begun', async () => {
    const week = new Date('2027-06-05T07:00:00Z');
    const slug = await publishEvent();
    expect(await email(await storeBooking({ eventSlug: slug, status: 'cancelled' }), 'reminder:7', week)).toBeNull();
    const id = await storeBooking({ eventSlug: slug });
    expect(await email(id, 'reminder:1', new Date('2027-06-12T09:00:00Z'))).toBeNull();
    await env.DB.prepare('INSERT INTO retreat_event_states (event_slug, cancelled_at, updated_at) VALUES (?, ?, ?)')
      .bind(slug, week.getTime(), week.getTime())
      .run();
    expect(await email(id, 'reminder:7', week)).toBeNull();
    const other = await publishEvent();
    const booked = await storeBooking({ eventSlug: other });
    await unpublishEvent(other);
    expect(await email(booked, 'reminder:7', week)).toBeNull();
  });
});

describe('new attendee names', () => {
  it('lists the names as they are now with the updated invitation, and only for the latest change', async () => {
    const slug = await publishEvent();
    const id = await storeBooking({ eventSlug: slug, attendees: ['Jane Smith', 'Priya Patel'], calendarSequence: 2 });
    const message = await email(id, 'renamed:2');
    expect(message?.subject).toBe('Attendee names updated: Summer Leadership Retreat (12 to 13 June 2027)');
    expect(message?.text).toContain('are now for:\n\n  - Jane Smith\n  - Priya Patel');
    expect(invitationLines(message)).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:2']));
    // Superseded by a later change, which has its own email.
    expect(await email(id, 'renamed:1')).toBeNull();
    const cancelled = await storeBooking({ eventSlug: slug, status: 'cancelled', calendarSequence: 1 });
    expect(await email(cancelled, 'renamed:1')).toBeNull();
  });
});

describe('the cancellation', () => {
  const cancelledBooking = (slug: string, more: Partial<StoredBooking>) =>
    storeBooking({ eventSlug: slug, status: 'cancelled', calendarSequence: 1, cancelledAt: MAY.getTime(), ...more });

  it('by the buyer in time: the full refund and when it arrives, and the event withdrawn from their calendar', async () => {
    const slug = await publishEvent();
    const id = await cancelledBooking(slug, { cancelledBy: 'visitor', amountRefunded: 139_000 });
    const message = await email(id, 'cancelled:1');
    expect(message?.subject).toBe('Cancelled: your places on Summer Leadership Retreat (12 to 13 June 2027)');
    expect(message?.text).toContain(
      'As you asked, your 2 places on Summer Leadership Retreat (12 to 13 June 2027) are cancelled.',
    );
    expect(message?.text).toContain(
      'We have refunded £1,390.00 to the card you paid with; refunds take 5-7 business days to reach your account.',
    );
    expect(message?.attachments?.[0]?.type).toBe('text/calendar; method=CANCEL');
    expect(invitationLines(message)).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'SEQUENCE:1',
        `UID:retreat-booking-${id}@pawsperity.co.uk`,
      ]),
    );
  });

  it('by the buyer too late: nothing refunded, under the policy', async () => {
    const slug = await publishEvent();
    const id = await cancelledBooking(slug, {
      cancelledBy: 'visitor',
      cancelledAt: Date.parse('2027-06-01T10:00:00Z'),
    });
    expect((await email(id, 'cancelled:1'))?.text).toContain(
      'You cancelled less than 14 days before the event, so under our cancellation policy the places are not refunded.',
    );
  });

  it('because the owner cancelled the event: sorry, and everyone refunded in full', async () => {
    const slug = await publishEvent();
    const id = await cancelledBooking(slug, { cancelledBy: 'event', amountRefunded: 139_000 });
    const message = await email(id, 'cancelled:1');
    expect(message?.subject).toBe('Cancelled: Summer Leadership Retreat (12 to 13 June 2027)');
    expect(message?.text).toContain('will not go ahead, so your booking of 2 places is cancelled');
    expect(message?.text).toContain('We have refunded £1,390.00 to the card you paid with');
  });

  it('by the owner, of a reservation not yet paid: nothing to pay; and not sent for places still held', async () => {
    const slug = await publishEvent();
    const id = await cancelledBooking(slug, { cancelledBy: 'owner', paymentIntentId: null });
    const message = await email(id, 'cancelled:1');
    expect(message?.text).toContain('We have cancelled your booking of 2 places');
    expect(message?.text).toContain('You had not paid for the places yet, so there is nothing to pay.');
    expect(await email(await storeBooking({ eventSlug: slug }), 'cancelled:1')).toBeNull();
  });
});

describe('a payment that came after the places had gone', () => {
  it('is refunded in full, with the waiting list offered; nothing is said of places that were kept', async () => {
    const slug = await publishEvent();
    const id = await storeBooking({ eventSlug: slug, status: 'expired', amountRefunded: 139_000 });
    const message = await email(id, 'refunded-unplaced');
    expect(message?.subject).toBe('Refunded: no places left on Summer Leadership Retreat');
    expect(message?.text).toContain('reached us after the 30 minutes we hold places for');
    expect(message?.text).toContain('We have refunded £1,390.00 in full to the card you paid with');
    expect(message?.text).toContain(`Join the waiting list: https://www.pawsperity.co.uk/retreats/${slug}`);
    expect(await email(await storeBooking({ eventSlug: slug }), 'refunded-unplaced')).toBeNull();
  });
});

describe("the owner's message to everyone booked", () => {
  it('quotes the owner as the owner, under the event and the booking link; not to cancelled places or another event', async () => {
    const slug = await publishEvent();
    const id = await storeBooking({ eventSlug: slug });
    const messageId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO retreat_event_messages (id, event_slug, subject, body, sent_by) VALUES (?, ?, 'Parking at the hall', ?, 'owner')",
    )
      .bind(messageId, slug, 'Park in the mill yard, not on Lee Mill Road.\nThe gate opens at 8:45am.')
      .run();
    const message = await email(id, `event-message:${messageId}`);
    expect(message?.subject).toBe('Summer Leadership Retreat: Parking at the hall');
    expect(message?.text).toContain(
      'Pawsperity Consulting wrote to everyone booked:\n> Park in the mill yard, not on Lee Mill Road.\n> The gate opens at 8:45am.',
    );
    expect(decodeHtml(message?.html ?? '')).toContain('<blockquote');
    expect(await bookingPageIn(message?.text ?? '')).toBe(id);

    const cancelled = await storeBooking({ eventSlug: slug, status: 'cancelled' });
    expect(await email(cancelled, `event-message:${messageId}`)).toBeNull();
    const elsewhere = await storeBooking({ eventSlug: await publishEvent() });
    expect(await email(elsewhere, `event-message:${messageId}`)).toBeNull();
  });
});

describe('sending', () => {
  it('goes through the registry and the per-address limit: a fourth email in the hour to one buyer is held', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const slug = await publishEvent();
    const address = `limit-${crypto.randomUUID()}@example.co.uk`;
    const mailer = recordingMailer();
    const outcomes: string[] = [];
    const outboxIds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const bookingId = await storeBooking({ eventSlug: slug, email: address });
      const outboxId = crypto.randomUUID();
      outboxIds.push(outboxId);
      await env.DB.prepare(
        `INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (?, 'retreat-booking', ?, 'confirmed', 'email', 'pending', 0, ?, ?, ?)`,
      )
        .bind(outboxId, bookingId, MAY.getTime(), MAY.getTime(), MAY.getTime())
        .run();
      const outcome = await sendOutboxEmail(
        database(env.DB),
        { ...env, NOTIFY_EMAIL: mailer.binding },
        outboxId,
        () => MAY,
      );
      outcomes.push(outcome.result);
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'held']);
    expect((await outboxRow(outboxIds[3] ?? ''))?.status).toBe('held');
    // As the buyer's mail client reads it: the invitation as text, not mangled.
    expect(mailer.sent[0]?.attachments[0]?.content).toContain('BEGIN:VCALENDAR');
    expect(mailer.sent[0]?.attachments[0]?.type).toBe('text/calendar; method=REQUEST');
  });
});
