/**
 * POST /api/retreat-bookings: places on a retreat event, made by the one form factory like every form (JSON from the
 * island, url-encoded without scripts). The places are taken in the booking's own atomic batch: the row goes in held
 * (or reserved, to be invoiced, when the site takes no payments), its early-bird places and total are set from the
 * rows before it, and it is taken back if the event is now over capacity, so 40 bookings racing for 5 places leave
 * exactly 5 places held. A held booking's answer is Stripe Checkout's address; the booking's private page follows.
 */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { siteOrigin } from '../../content/site-origin';
import { database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatBookingLinks, retreatBookings, retreatWaitingList } from '../../db/schema/retreats';
import type { AppEnv } from '../../env';
import { formEndpoint, type StoreHooks } from '../../forms/form-endpoint';
import type { FormState } from '../../lib/form-state';
import { outboxInsertFor } from '../../notify/outbox';
import { paymentsEnabled, stripeClient } from '../../payments/stripe-client';
import { retreatBooking } from '../../submissions/retreat-booking/kind';
import { retreatBookingLinkFor } from '../../submissions/retreat-booking/links';
import { retreatBookingMessageKey } from '../../submissions/retreat-booking/messages';
import { amountOf, earlyBirdPlacesOf, overCapacityRemoval } from '../../submissions/retreat-booking/places';
import type { RetreatBooking } from '../../submissions/retreat-booking/schema';
import { type BookingTerms, bookingTermsOf, isRefusal, soldOut } from './booking-checks';
import { checkoutFor } from './checkout';

/** The event page again with the booking form's state (the plain post's answer), from the page that owns it. */
export type EventPageAnswer = (
  c: Context<AppEnv>,
  slug: string,
  forms: { booking?: FormState; waitingList?: FormState },
  status: number,
) => Promise<Response>;

const storedUnder = async (c: Context<AppEnv>, submissionId: string) =>
  (
    await database(c.env.DB)
      .select({ id: retreatBookings.id })
      .from(retreatBookings)
      .where(eq(retreatBookings.submissionId, submissionId))
      .limit(1)
  ).length > 0;

/** The terms read by the check, for the statements of the same submission (the check runs first, on every try). */
const termsOfSubmission = new WeakMap<RetreatBooking, BookingTerms>();

const bookingHooks: StoreHooks<RetreatBooking> = {
  async check(c, booking, submissionId) {
    // A repeat of a booking already stored is answered as the original was, even if the event has filled since.
    if (await storedUnder(c, submissionId)) return null;
    const terms = await bookingTermsOf(c, booking, new Date());
    if (isRefusal(terms)) return terms;
    termsOfSubmission.set(booking, terms);
    return null;
  },

  async alongside(c, db, booking, { id, now }) {
    const terms = termsOfSubmission.get(booking) ?? (await bookingTermsOf(c, booking, now));
    const answerFor = async (bookingId: string) => {
      const [row] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, bookingId));
      if (!row) return {};
      const its = await retreatBookingLinkFor(c.env.SIGNING_SECRET, bookingId);
      const answer: Record<string, unknown> = { booking: { page: its.page, status: row.status } };
      const stripe = stripeClient(c.env);
      const event = isRefusal(terms) ? null : terms.event;
      if (row.status === 'held' && stripe && event && (row.holdExpiresAt?.getTime() ?? 0) > Date.now())
        answer.checkoutUrl = await checkoutFor(db, stripe, row, event, `${siteOrigin(c.env)}${its.page}`, now);
      return answer;
    };
    if (isRefusal(terms))
      return {
        statements: [],
        after: async ({ original }) =>
          original ? { answer: await answerFor(original.id), queued: [] } : { refusal: terms },
      };
    const { event, offer } = terms;
    const at = now.getTime();
    const payments = paymentsEnabled(c.env);
    const link = await retreatBookingLinkFor(c.env.SIGNING_SECRET, id);
    const confirmation = payments
      ? null
      : outboxInsertFor(db, ITEM_KIND.retreatBooking, id, now, retreatBookingMessageKey({ type: 'confirmed' }));
    const guards = [
      db
        .update(retreatBookings)
        .set(
          payments
            ? { offerId: offer?.entryId ?? null }
            : { status: 'reserved', holdExpiresAt: null, offerId: offer?.entryId ?? null },
        )
        .where(eq(retreatBookings.id, id)),
      earlyBirdPlacesOf(db, id, event.slug, terms.earlyBirdPlaces, at),
      amountOf(db, id, event.price, event.earlyBirdPrice),
      // Last: with every place of this booking counted, take it back if the event is now over capacity.
      overCapacityRemoval(db, id, event.slug, event.capacity, at, offer?.entryId ?? null),
    ];
    const statements = [
      db
        .insert(retreatBookingLinks)
        .select(
          sql`select ${link.tokenHash}, ${retreatBookings.id}, ${at} from ${retreatBookings} where ${retreatBookings.id} = ${id}`,
        )
        .onConflictDoNothing(),
      ...(offer
        ? [
            db
              .update(retreatWaitingList)
              .set({ status: 'booked' })
              .where(
                sql`${retreatWaitingList.id} = ${offer.entryId} and ${retreatWaitingList.status} = 'offered'
                  and exists (select 1 from ${retreatBookings} where ${retreatBookings.id} = ${id})`,
              ),
          ]
        : []),
      ...(confirmation ? [confirmation.insert] : []),
    ];
    return {
      guards,
      statements,
      async after({ guards: guarded, statements: results, original }) {
        if ((guarded[3]?.meta.changes ?? 0) > 0) return { refusal: soldOut(0) };
        const emailed = confirmation && (results[results.length - 1]?.meta.changes ?? 0) > 0;
        const queued = emailed ? [confirmation.entry] : [];
        const answer = await answerFor(original?.id ?? id);
        return { answer, queued };
      },
    };
  },
};

const answerString = (answer: Record<string, unknown>, key: string) =>
  typeof answer[key] === 'string' ? (answer[key] as string) : undefined;

export const retreatBookingsApi = (eventPage: EventPageAnswer) =>
  formEndpoint(
    retreatBooking,
    {
      saved: (c, booking, _fields, answer) => {
        const checkout = answerString(answer, 'checkoutUrl');
        if (checkout) return c.redirect(checkout, 303);
        const page = (answer.booking as { page?: string } | undefined)?.page;
        if (page) return c.redirect(`${page}?booked=1`, 303);
        return c.redirect(`/retreats/${encodeURIComponent(booking.eventSlug)}?booking=received`, 303);
      },
      again: (c, form, fields, status) => eventPage(c, fields.get('eventSlug') ?? '', { booking: form }, status),
    },
    bookingHooks,
  );
