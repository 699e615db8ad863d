/**
 * POST /api/retreat-waiting-list: a place in a sold-out event's queue (email, places wanted, consent). Signing up
 * again with the same address changes nothing and is answered the same. When places free up, the cron and every
 * cancellation offer them to the queue in order (waiting-list-offers.ts).
 */
import { retreatEventOf } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import { database } from '../../db/client';
import { formEndpoint, type Refusal } from '../../forms/form-endpoint';
import { retreatWaitingListEntry } from '../../submissions/retreat-waiting-list/kind';
import type { EventPageAnswer } from './booking-endpoint';
import { eventStanding } from './booking-checks';

const refused = (message: string): Refusal => ({
  status: 400,
  code: 'validation_failed',
  message: 'Some fields need attention.',
  fields: { eventSlug: message },
});

export const retreatWaitingListApi = (eventPage: EventPageAnswer) =>
  formEndpoint(
    retreatWaitingListEntry,
    {
      saved: (c, entry) =>
        c.redirect(`/retreats/${encodeURIComponent(entry.eventSlug)}?waiting-list=joined#waiting-list`, 303),
      again: (c, form, fields, status) => eventPage(c, fields.get('eventSlug') ?? '', { waitingList: form }, status),
    },
    {
      // Only a sold-out event has a queue: one with places left is booked instead.
      async check(c, entry) {
        const content = await siteContent(c.env.DB);
        const event = retreatEventOf(content, entry.eventSlug);
        if (!event) return refused('This event is not on sale. Choose one of the events on the retreats page.');
        const { state: bookingState } = await eventStanding(database(c.env.DB), content, event, new Date());
        if (bookingState === 'open') return refused('This event still has places: book one now instead.');
        if (bookingState !== 'sold-out') return refused('This event has no waiting list.');
        return null;
      },
    },
  );
