/**
 * The consultation booking wizard (spec 01 §2, §4, §8): Services → Details →
 * Schedule → booked. Focus moves to each new step's heading so keyboard and
 * screen-reader users know where they are.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { siteConfig } from '../../content/site-config';
import type { JsonValue } from '../../islands/Island';
import { postJson } from '../../lib/http';
import { useToast } from '../../ui/toast';
import { DetailsStep } from './DetailsStep';
import { estimateCost } from './estimate';
import { fieldErrors } from '../../lib/field-errors';
import { ScheduleStep } from './ScheduleStep';
import { loadBookingSchema } from './load-schema';
import { ServicesStep } from './ServicesStep';
import { StepIndicator } from './StepIndicator';
import { bookingPayload, initialWizardState, wizardReducer } from './wizard-state';

export interface BookingWizardProps {
  [key: string]: JsonValue;
}

export default function BookingWizard(_props: BookingWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [dateError, setDateError] = useState<string | undefined>();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const estimate = estimateCost(state.services);

  useEffect(() => {
    // Only a change of step moves focus, never the first render.
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    // A corrected date clears the old message.
    setDateError(undefined);
  }, [state.schedule.preferredDate]);

  const sendBooking = async () => {
    if (state.pending) return;
    const payload = bookingPayload(state, estimate.label);
    const checked = (await loadBookingSchema())?.consultationBookingSchema.safeParse(payload);
    if (checked && !checked.success) {
      // Only the date can be wrong here: steps 1 and 2 were checked already.
      setDateError(fieldErrors(checked.error).preferredDate ?? 'Please check your booking and try again.');
      return;
    }
    setDateError(undefined);
    dispatch({ type: 'bookingSent' });
    try {
      await postJson('/api/consultation-bookings', payload);
      dispatch({ type: 'bookingConfirmed' });
      toast({
        title: 'Consultation Booked Successfully!',
        description: `Thank you. We'll contact you within ${siteConfig.responsePromiseHours} hours to confirm your consultation.`,
      });
    } catch {
      dispatch({ type: 'bookingFailed' });
      toast({
        title: 'Booking Failed',
        description: `Please try again, or contact us directly on ${siteConfig.phoneDisplay} or at ${siteConfig.email}.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="card p-5 sm:p-8" data-booking-step={state.step}>
      {state.step < 4 ? <StepIndicator step={state.step} /> : null}
      {state.step === 1 ? <ServicesStep chosen={state.services} dispatch={dispatch} headingRef={headingRef} /> : null}
      {state.step === 2 ? <DetailsStep details={state.details} dispatch={dispatch} headingRef={headingRef} /> : null}
      {state.step === 3 ? (
        <ScheduleStep
          services={state.services}
          estimateLabel={estimate.label}
          schedule={state.schedule}
          pending={state.pending}
          dateError={dateError}
          dispatch={dispatch}
          onSubmit={() => void sendBooking()}
          headingRef={headingRef}
        />
      ) : null}
      {state.step === 4 ? (
        <div className="py-6 text-center">
          <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-800">
            ✓
          </span>
          <h4 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-2xl font-bold text-ink outline-none">
            Consultation Booked
          </h4>
          <p className="mx-auto mt-2 max-w-xl text-muted">
            Thank you, {state.details.firstName}. We have your request and will contact you at {state.details.email} within{' '}
            {siteConfig.responsePromiseHours} hours to confirm the date and time. Your initial {siteConfig.freeConsultationMinutes}-minute consultation is free.
          </p>
          <button type="button" className="btn-primary mt-6" onClick={() => dispatch({ type: 'bookAnother' })}>
            Book Another Consultation
          </button>
        </div>
      ) : null}
    </div>
  );
}
