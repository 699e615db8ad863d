import type { Context } from 'hono';
import { database } from '../../db/client';
import type { AppEnv } from '../../env';
import { bookingFromFields } from '../../submissions/consultation-booking/fields';
import {
  type BookingWindow,
  CHOOSE_A_DATE_MESSAGE,
  slotOffered,
} from '../../submissions/consultation-booking/free-slots';
import { readScheduleView } from './schedule-view';
import { bookingStepErrors } from '../../submissions/consultation-booking/schema';
import { offerOf } from '../../content/offer';
import { siteContent } from '../../content/site-content';
import {
  BACK_INTENT,
  bookingLinksOf,
  earliestStepWithError,
  FREE_TIMES_INTENT,
  INTENT_FIELD,
  postedStep,
  wizardValues,
  type BookingWizardView,
  type WizardStep,
} from '../../submissions/consultation-booking/wizard-state';
import type { FieldMessages, FormState, FormValues } from '../../lib/form-state';
import { isCalendarDate } from '../../lib/uk-date';
import { consultationBooking } from '../../submissions/consultation-booking/kind';
import { bookingHold } from './booking-hold';
import { recordBookingStarted } from './booking-started';
import { formEndpoint } from '../../forms/form-endpoint';

/**
 * POST /api/consultation-bookings: the booking wizard's request (spec 01 §7).
 * The island sends the whole booking as JSON; without scripts each step of
 * the wizard's form posts here (`step` names it) and the answer is the page
 * with the next step, or the same step with messages, every entry kept. On
 * step 3, Show free times answers with the step again and the date's slots
 * marked.
 */
/** `homeWizard`: the page the wizard sits on (the home page), with the wizard on a step and the dates it offers. */
export function bookingsApi(
  homeWizard: (c: Context<AppEnv>, view: BookingWizardView, dates: BookingWindow, status: number) => Promise<Response>,
) {
  /**
   * The home page with the wizard on `step`, holding the posted entries (only
   * the wizard's own fields). Step 3 shows the posted date's slots as they
   * are now; a chosen time that cannot be booked on it is dropped.
   */
  const wizardPage = async (
    c: Context<AppEnv>,
    step: WizardStep,
    fields: URLSearchParams,
    errors: FieldMessages = {},
    notice: FormState['notice'] = null,
    status = 200,
  ) => {
    const { dates, day } = await readScheduleView(
      database(c.env.DB),
      step === 3 ? (fields.get('preferredDate') ?? undefined) : undefined,
    );
    const values = wizardValues(fields);
    const time = values.preferredTime?.[0];
    if (step === 3 && time !== undefined && !slotOffered(day, time)) delete values.preferredTime;
    return homeWizard(
      c,
      { step, form: { values, errors, notice }, day: step === 3 ? day : null, booking: null },
      dates,
      status,
    );
  };

  return formEndpoint(
    consultationBooking,
    {
      async step(c, fields) {
        const step = postedStep(fields);
        // No step named: the whole booking in one post, checked and stored by the factory.
        if (step === undefined) return undefined;
        const intent = fields.get(INTENT_FIELD);
        // Back skips every check (the button has formnovalidate too): entries are kept as they are.
        if (intent === BACK_INTENT) return wizardPage(c, step === 1 ? 1 : ((step - 1) as WizardStep), fields);
        if (step === 3 && intent === FREE_TIMES_INTENT) {
          // Nothing is sent: the same step with the date's slots marked, or a word beside a date that is not one.
          // Any real date is shown, one in the past too (none of its slots is free).
          const date = fields.get('preferredDate') ?? '';
          if (isCalendarDate(date)) return wizardPage(c, 3, fields);
          const message =
            date === ''
              ? CHOOSE_A_DATE_MESSAGE
              : bookingStepErrors(3, { ...bookingFromFields(fields), preferredTime: '' }, []).preferredDate;
          return wizardPage(c, 3, fields, message ? { preferredDate: message } : {}, 'invalid', 400);
        }
        // The last step: the factory checks the whole booking, stores it and answers with saved or again.
        if (step === 3) return undefined;
        // Step 1's packages must be among those published now, as the booking's will be when it is sent.
        const { packages } = offerOf(await siteContent(c.env.DB));
        const errors = bookingStepErrors(step, bookingFromFields(fields), packages);
        if (Object.keys(errors).length > 0) return wizardPage(c, step, fields, errors, 'invalid', 400);
        // Step 1 sent as it should be: a booking started, in the owner's funnel.
        if (step === 1) await recordBookingStarted(c, fields);
        return wizardPage(c, (step + 1) as WizardStep, fields);
      },
      // Step 4: the confirmation thanks the visitor by name, says what was asked for and links to the booking; only what it shows travels to the page.
      saved: async (c, booking, _fields, answer) => {
        const values: FormValues = {
          firstName: [booking.firstName],
          email: [booking.email],
          services: booking.services,
        };
        if (booking.preferredDate) values.preferredDate = [booking.preferredDate];
        if (booking.preferredTime) values.preferredTime = [booking.preferredTime];
        const { dates } = await readScheduleView(database(c.env.DB), undefined);
        return homeWizard(
          c,
          { step: 4, form: { values, errors: {}, notice: null }, day: null, booking: bookingLinksOf(answer) },
          dates,
          200,
        );
      },
      // Refused: back to the earliest step with a message. The slot just taken (409) or not stored (503): step 3 again, entries kept, and what to do.
      again: (c, form, fields, status) => {
        if (status === 503) return wizardPage(c, 3, fields, {}, 'failed', 503);
        if (status === 409) return wizardPage(c, 3, fields, form.errors, 'invalid', 409);
        return wizardPage(c, earliestStepWithError(form.errors), fields, form.errors, 'invalid', 400);
      },
    },
    bookingHold,
  );
}
