/**
 * What the legal pages say about retreat places, and that it is what the site does: the terms and the returns policy
 * state the hold while paying, the refund window (its last day worked out as the booking page works it out), free
 * changes of names, full refunds when an event does not run, and the waiting list's 24 hours; the privacy policy says
 * what a booking, the waiting list and the early-bird list keep, why, on what basis and for the periods the retention
 * job enforces, and how dietary or access needs are treated.
 */
import { describe, expect, it } from 'vitest';
import { request } from '../../../test/support/request';
import { expectEachPhrase } from '../../../test/support/site-page-text';
import { siteConfig } from '../../content/site-config';
import { HOLD_MINUTES, OFFER_HOURS } from '../../submissions/retreat-booking/places';
import { FULL_REFUND_DAYS_BEFORE, lastFullRefundDay } from '../../submissions/retreat-booking/refund-policy';

const textOf = async (path: string) => (await request(`${path}.txt`)).text();

describe('the terms on retreat places', () => {
  it('state the price with VAT, the hold, the refund window, free name changes, cancelled events and the waiting list', async () => {
    const terms = await textOf('/terms');
    // The example the terms give is the day the booking page and the emails name.
    expect(lastFullRefundDay('2027-06-12')).toBe('2027-05-29');
    expectEachPhrase(terms, [
      '9. Retreats and Learning Events',
      'in pounds sterling (GBP) and including VAT',
      'whichever comes first',
      `your places are held for ${HOLD_MINUTES} minutes`,
      `If you cancel at least ${FULL_REFUND_DAYS_BEFORE} days before the event's first day (for an event starting on 12 June, by 29 May), we refund what you paid in full`,
      'If you cancel later than that, places are not refunded',
      'change the attendee names on your booking page at any time before the event, free of charge',
      'by its go/no-go date, or we have to cancel it for any other reason, we email everyone booked and refund every place in full',
      `the offer holds the places for ${OFFER_HOURS} hours, and if it is not taken up in that time it passes to the next person`,
      'within 5-7 business days',
      'Team Business Retreats are arranged for one business and its team',
    ]);
  });

  it('are summed up in the returns policy', async () => {
    expectEachPhrase(await textOf('/returns'), [
      '8. Retreats and Learning Events',
      `If you cancel at least ${FULL_REFUND_DAYS_BEFORE} days before the event’s first day, we refund what you paid in full`,
      'If you cancel later, places are not refunded',
      'free of charge',
      'every place is refunded in full',
      `places are held for ${HOLD_MINUTES} minutes while you pay`,
      '5-7 business days',
    ]);
  });
});

describe('the privacy policy on retreats', () => {
  it('says what a booking, the waiting list and the early-bird list keep, why, on what basis and how long', async () => {
    const privacy = await textOf('/privacy');
    const { retentionDays } = siteConfig;
    expectEachPhrase(privacy, [
      'Retreat booking: your first and last name and email address, the number of places, the name of each person you book a place for, any dietary or access needs you tell us about',
      'Retreat waiting list: your email address, the event and the number of places you want',
      'Early-bird list: your email address',
      'Lawful basis: the contract for your places (Article 6(1)(b))',
      '(Article 9(2)(a))',
      'double opt-in',
      'until you confirm, we send it nothing else',
      `Retreat bookings, with the attendees' names and any dietary or access needs: 24 months (${retentionDays.retreatBookings} days).`,
      `Retreat waiting list sign-ups: 12 months (${retentionDays.retreatWaitingList} days).`,
      `Early-bird list sign-ups: 24 months (${retentionDays.earlyBirdList} days).`,
      'reminders 7 days and 1 day before the event',
      'We store only a hash of its key and delete it with the booking',
    ]);
  });

  it('treats dietary or access needs as possible health information, used only to cater and deleted with the booking', async () => {
    expectEachPhrase(await textOf('/privacy'), [
      "can reveal something about a person's health",
      'We use them only to cater for and accommodate the people coming',
      'They are deleted with the booking.',
    ]);
  });

  it('names Stripe for retreat places now that they are sold on the site', async () => {
    const privacy = await textOf('/privacy');
    expect(privacy).toContain('is our payment processor for Training Academy subscriptions and retreat places.');
    expect(privacy).not.toContain('once they are on sale');
  });
});
