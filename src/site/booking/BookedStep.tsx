import type { Ref } from 'react';
import { siteConfig } from '../../content/site-config';
import type { FormValues } from '../../lib/form-state';
import { ukDay, ukSlot } from '../../lib/london-time';
import { ESTIMATE_LABEL, estimateCost } from '../../submissions/consultation-booking/estimate';
import type { BookingLinks } from '../../submissions/consultation-booking/wizard-state';
import type { WizardPackage } from './ServicesStep';

interface BookedStepProps {
  values: FormValues;
  /** The packages on offer: the estimate of those chosen is repeated beside the free consultation. */
  packages: readonly WizardPackage[];
  booking: BookingLinks | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** Starts a fresh wizard in place; absent before (or without) scripts, when a fresh wizard is a fresh home page. */
  onBookAnother?: (() => void) | undefined;
}

/**
 * Step 4: the thanks, what was asked for, and where the booking can be found
 * again: its invitation for the visitor's calendar (a booking with a time)
 * and its private page, the same link the email carries.
 */
export function BookedStep({ values, packages, booking, headingRef, onBookAnother }: BookedStepProps) {
  const text = (name: string) => (values[name]?.[0] ?? '').trim();
  const [firstName, email, date, time] = [
    text('firstName'),
    text('email'),
    text('preferredDate'),
    text('preferredTime'),
  ];
  const holdsSlot = date !== '' && time !== '';
  const chosen = values.services ?? [];
  // What the consultation costs (nothing) and what the estimate prices (the packages), in one sentence each.
  const free = `Your initial ${siteConfig.freeConsultationMinutes}-minute consultation is free.${
    chosen.length
      ? ` ${ESTIMATE_LABEL}: ${estimateCost(chosen, packages).label}; final pricing is set during the consultation.`
      : ''
  }`;

  return (
    <div className="card p-5 sm:p-8" data-booking-step={4}>
      <div className="py-6 text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-800"
        >
          ✓
        </span>
        <h4 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-2xl font-bold text-ink outline-none">
          Consultation Booked
        </h4>
        {holdsSlot ? (
          <>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p className="mx-auto mt-2 max-w-xl text-muted">
            Thank you, {firstName}. We have your request and will contact you at {email} within {siteConfig.responsePromiseHours} hours to confirm the date and
            time. You chose <strong className="text-ink">{ukSlot(date, time)}</strong>. {free}
          </p>
          </>
        ) : (
          <>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p className="mx-auto mt-2 max-w-xl text-muted">
            Thank you, {firstName}. We have received your request{date ? ` for ${ukDay(date)}` : ''} and will propose a time by email to {email} within{' '}
            {siteConfig.responsePromiseHours} hours. {free}
          </p>
          </>
        )}
        {booking ? (
          <>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {booking.calendar ? (
                <a href={booking.calendar} download className="btn-outline">
                  Add it to your calendar
                </a>
              ) : null}
              <a href={booking.page} className="btn-outline">
                Your booking page
              </a>
            </div>
            <p className="mx-auto mt-3 max-w-xl text-sm text-muted">
              The same link is in the email we have sent to {email}.
              {holdsSlot
                ? ` Use it to move or cancel your consultation until ${siteConfig.bookings.changeCutoffHours} hours before it starts.`
                : ''}
            </p>
          </>
        ) : null}
        {onBookAnother ? (
          <button type="button" className="btn-primary mt-6" onClick={onBookAnother}>
            Book Another Consultation
          </button>
        ) : (
          <a href="/#book-consultation" className="btn-primary mt-6">
            Book Another Consultation
          </a>
        )}
      </div>
    </div>
  );
}
