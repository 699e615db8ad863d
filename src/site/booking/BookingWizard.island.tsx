/**
 * The consultation booking wizard (spec 01 §2, §4, §8): Services → Details →
 * Schedule → booked. One real form that posts each step to
 * /api/consultation-bookings, earlier steps carried as hidden fields, so the
 * Worker can run the whole wizard without scripts. Once hydrated the island
 * moves between steps in place, checks step 2 with the lazily loaded schema,
 * sends the booking as JSON, shows "Booking..." and the toasts, and moves
 * focus to each new step's heading. The fields are uncontrolled and the
 * island reads what the visitor ticked or typed from the form, so nothing
 * done before hydration is lost.
 */
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import type { ContactPoints } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import type { JsonValue } from '../../lib/json';
import { fieldsOf, type FormValues } from '../../lib/form-state';
import { ApiRequestError } from '../../lib/http';
import { FormNotice } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { focusFirstInvalid, useFormSubmit } from '../../ui/use-form-submit';
import { BookedStep } from './BookedStep';
import { DetailsStep } from './DetailsStep';
import {
  BOOKING_FORM_ACTION,
  BOOKINGS_ENDPOINT,
  bookingFromFields,
} from '../../submissions/consultation-booking/fields';
import { estimateCost } from '../../submissions/consultation-booking/estimate';
import type { BookingWindow } from '../../submissions/consultation-booking/free-slots';
import { loadBookingSchema } from './load-schema';
import type { ConsultationBookingInput } from '../../submissions/consultation-booking/schema';
import { ScheduleStep } from './ScheduleStep';
import { type PackageProgrammes, ServicesStep, type WizardPackage } from './ServicesStep';
import { StepIndicator } from './StepIndicator';
import { useFreeSlots } from './use-free-slots';
import { tellBookingStarted } from './tell-booking-started';
import {
  BACK_INTENT,
  bookingLinksOf,
  carriedFields,
  FREE_TIMES_INTENT,
  INTENT_FIELD,
  initialWizardState,
  isFormStep,
  STEP_FIELD,
  stepEntries,
  wizardReducer,
  type WizardState,
  type BookingWizardView,
} from '../../submissions/consultation-booking/wizard-state';

type BookingWizardProps = {
  [key: string]: JsonValue;
  view: BookingWizardView | null;
  dates: BookingWindow;
  /** The packages the owner publishes, with their prices: the boxes of step 1 and every estimate. */
  packages: WizardPackage[];
  programmes: PackageProgrammes;
  /** The stored phone and email, for the failure messages and step 1's "Prefer to talk first?". */
  contact: ContactPoints;
};

function stateFromView(view: BookingWizardView | null): WizardState {
  if (!view) return initialWizardState;
  // Step 3's messages belong to the submit helper, which shows them until the next send.
  return {
    step: view.step,
    values: view.form.values,
    errors: view.step === 3 ? {} : view.form.errors,
    notice: view.form.notice,
    booking: view.booking,
  };
}

const isIntent = (element: Element | null | undefined, intent: string) =>
  element?.getAttribute('name') === INTENT_FIELD && element.getAttribute('value') === intent;

/** Step 3's entries as they were sent (the fields themselves are disabled while the booking is on its way). */
function scheduleEntries(booking: ConsultationBookingInput): FormValues {
  const entries: FormValues = {};
  if (booking.preferredDate) entries.preferredDate = [booking.preferredDate];
  if (booking.preferredTime) entries.preferredTime = [booking.preferredTime];
  return entries;
}

export default function BookingWizard({ view, dates, packages, programmes, contact }: BookingWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, view, stateFromView);
  const [enhanced, setEnhanced] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const freeSlots = useFreeSlots(view?.day ?? null, dates);

  const submit = useFormSubmit({
    endpoint: BOOKINGS_ENDPOINT,
    // The booking as spec 01 §7 sends it, with the estimate shown (the server works its own out from the same packages).
    body: (fields) => {
      const booking = bookingFromFields(fields);
      return { ...booking, estimatedCost: estimateCost(booking.services, packages).label };
    },
    // Steps 1 and 2 were checked on the way; here only the date and time can be wrong. The server has the last word.
    check: async (body) => (await loadBookingSchema())?.bookingStepErrors(3, body, packages) ?? {},
    initialErrors: view?.step === 3 ? view.form.errors : undefined,
    saved: {
      toast: {
        title: 'Consultation Booked Successfully!',
        description: `Thank you. We'll contact you within ${siteConfig.responsePromiseHours} hours to confirm your consultation.`,
      },
      then: (_element, body, answer) =>
        dispatch({ type: 'booked', entries: scheduleEntries(body), booking: bookingLinksOf(answer) }),
    },
    failed: {
      // Whatever went wrong, the wizard stays on step 3 with everything kept; a refused date or time says why.
      toast: (error) => ({
        title: 'Booking Failed',
        description:
          (error instanceof ApiRequestError
            ? (error.fieldMessages.preferredTime ?? error.fieldMessages.preferredDate)
            : undefined) ??
          `Please try again, or contact us directly on ${contact.phoneDisplay} or at ${contact.email}.`,
        variant: 'destructive',
      }),
      then: (_element, errors, body) => {
        // Refused for a field of step 1 or 2 (the browser's check could not load, or the server knows better): show it where it is asked.
        if (Object.keys(errors).length > 0) dispatch({ type: 'refused', entries: scheduleEntries(body), errors });
        // The date or time cannot be booked (just taken, or no longer offered): show the date's free times as they are now.
        if (errors.preferredTime || errors.preferredDate) freeSlots.show(body.preferredDate ?? '', true);
      },
    },
  });

  useEffect(() => {
    setEnhanced(true);
    // Boxes ticked before the scripts arrived are ticked on screen: count them (same commit as `enhanced`, so Continue is never wrongly disabled).
    if (form.current && state.step === 1)
      dispatch({ type: 'servicesChanged', services: fieldsOf(form.current).getAll('services') });
    // Only on hydration: afterwards every change goes through the handlers.
  }, []);

  useEffect(() => {
    // Only a change of step moves focus, never the first render.
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const checkDetails = async (element: HTMLFormElement, fields: URLSearchParams) => {
    const entries = stepEntries(fields, 2);
    // If the checks cannot be fetched the wizard carries on: the server checks the same schema when the booking is sent.
    const errors = (await loadBookingSchema())?.bookingStepErrors(2, bookingFromFields(fields), packages) ?? {};
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', entries, errors });
      focusFirstInvalid(element, errors);
      return;
    }
    dispatch({ type: 'continue', entries });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const fields = fieldsOf(element);
    // The step comes from the form itself, so a press replayed after hydration acts on the step the visitor saw.
    const step = Number(fields.get(STEP_FIELD));
    if (!isFormStep(step)) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (step === 3 && !isIntent(submitter, BACK_INTENT) && !isIntent(submitter, FREE_TIMES_INTENT)) {
      submit.onSubmit(event);
      return;
    }
    event.preventDefault();
    if (submit.pending) return;
    if (isIntent(submitter, FREE_TIMES_INTENT)) freeSlots.show(fields.get('preferredDate') ?? '', true);
    else if (isIntent(submitter, BACK_INTENT)) dispatch({ type: 'back', entries: stepEntries(fields, step) });
    else if (step === 1) {
      dispatch({ type: 'continue', entries: stepEntries(fields, 1) });
      tellBookingStarted(fields);
    } else void checkDetails(element, fields);
  };

  const onServicesChange = () => {
    if (form.current) dispatch({ type: 'servicesChanged', services: fieldsOf(form.current).getAll('services') });
  };

  const { step, values } = state;
  const chosen = values.services ?? [];

  if (step === 4) {
    const bookAnother = () => {
      freeSlots.reset();
      dispatch({ type: 'bookAnother' });
    };
    return (
      <BookedStep
        values={values}
        packages={packages}
        booking={state.booking}
        headingRef={headingRef}
        onBookAnother={enhanced ? bookAnother : undefined}
      />
    );
  }

  return (
    <div className="card p-5 sm:p-8" data-booking-step={step}>
      <StepIndicator step={step} />
      <form
        ref={form}
        method="post"
        action={BOOKING_FORM_ACTION}
        onSubmit={onSubmit}
        className="relative"
        aria-labelledby="booking-heading"
      >
        <FormNotice
          notice={state.notice}
          invalid="Some details are missing or not valid. Correct the fields marked below and continue."
          failed={`Booking Failed: we could not save your booking just now. Your entries are still here: please press Book Consultation again in a moment, or contact us directly on ${contact.phoneDisplay} or at ${contact.email}.`}
        />
        <input type="hidden" name={STEP_FIELD} value={step} />
        {carriedFields(values, step).map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {step === 1 ? (
          <ServicesStep
            chosen={chosen}
            packages={packages}
            programmes={programmes}
            contact={contact}
            errors={state.errors}
            enhanced={enhanced}
            onChange={onServicesChange}
            headingRef={headingRef}
          />
        ) : null}
        {step === 2 ? (
          <DetailsStep values={values} packages={packages} errors={state.errors} headingRef={headingRef} />
        ) : null}
        {step === 3 ? (
          <ScheduleStep
            values={values}
            packages={packages}
            errors={submit.errors}
            pending={submit.pending}
            enhanced={enhanced}
            headingRef={headingRef}
            submitButton={submit.submitButton}
            dates={dates}
            day={freeSlots.day}
            check={freeSlots.check}
            onDateChange={freeSlots.show}
          />
        ) : null}
        <Honeypot />
      </form>
    </div>
  );
}
