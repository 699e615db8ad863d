import { bookingFromFields } from '../features/booking/fields';
import { bookingStepErrors } from '../features/booking/schema';
import { BACK_INTENT, earliestStepWithError, INTENT_FIELD, postedStep, wizardValues, type WizardStep } from '../features/booking/wizard-state';
import type { FieldMessages, FormState } from '../lib/form-state';
import { consultationBooking } from '../submissions/consultation-booking';
import { bookingHold } from './booking-hold';
import { formEndpoint } from './form-endpoint';
import type { FormPages } from './form-pages';

/**
 * POST /api/consultation-bookings: the booking wizard's request (spec 01 §7).
 * The island sends the whole booking as JSON; without scripts each step of
 * the wizard's form posts here (`step` names it) and the answer is the page
 * with the next step, or the same step with messages, every entry kept.
 */
export function bookingsApi(pages: FormPages) {
  /** The home page with the wizard on `step`, holding the posted entries (only the wizard's own fields). */
  const wizardPage = (step: WizardStep, fields: URLSearchParams, errors: FieldMessages = {}, notice: FormState['notice'] = null, status = 200) =>
    pages.bookingWizard({ step, form: { values: wizardValues(fields), errors, notice } }, status);

  return formEndpoint(
    consultationBooking,
    {
      step(_c, fields) {
        const step = postedStep(fields);
        // No step named: the whole booking in one post, checked and stored by the factory.
        if (step === undefined) return undefined;
        // Back skips every check (the button has formnovalidate too): entries are kept as they are.
        if (fields.get(INTENT_FIELD) === BACK_INTENT) return wizardPage(step === 1 ? 1 : ((step - 1) as WizardStep), fields);
        // The last step: the factory checks the whole booking, stores it and answers with saved or again.
        if (step === 3) return undefined;
        const errors = bookingStepErrors(step, bookingFromFields(fields));
        if (Object.keys(errors).length > 0) return wizardPage(step, fields, errors, 'invalid', 400);
        return wizardPage((step + 1) as WizardStep, fields);
      },
      // Step 4: the confirmation thanks the visitor by name; only what it shows travels to the page.
      saved: (_c, booking) =>
        pages.bookingWizard({ step: 4, form: { values: { firstName: [booking.firstName], email: [booking.email] }, errors: {}, notice: null } }, 200),
      // Refused: back to the earliest step with a message. Not stored: step 3 again, entries kept, and what to do.
      again: (_c, form, fields, status) =>
        status === 503
          ? wizardPage(3, fields, {}, 'failed', 503)
          : wizardPage(status === 409 ? 3 : earliestStepWithError(form.errors), fields, form.errors, 'invalid', status),
    },
    bookingHold,
  );
}
