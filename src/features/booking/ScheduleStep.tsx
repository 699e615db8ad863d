import { useId, type Dispatch, type FormEvent, type Ref } from 'react';
import { usePendingButtonFocus } from '../../ui/pending-button-focus';
import { bookableServices, timeSlots } from './bookable-services';
import { errorProps, FieldError, FieldLabel } from './fields';
import { todayInLondon } from '../../lib/uk-date';
import type { BookingSchedule, WizardAction } from './wizard-state';

interface ScheduleStepProps {
  services: readonly string[];
  estimateLabel: string;
  schedule: BookingSchedule;
  pending: boolean;
  dateError: string | undefined;
  dispatch: Dispatch<WizardAction>;
  onSubmit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 3: an optional preferred date (today or later, UK time) and time slot, then send. */
export function ScheduleStep({ services, estimateLabel, schedule, pending, dateError, dispatch, onSubmit, headingRef }: ScheduleStepProps) {
  const id = useId();
  const bookFocus = usePendingButtonFocus(pending);
  const chosenNames = bookableServices.filter((service) => services.includes(service.id)).map((service) => service.name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    bookFocus.rememberFocus();
    onSubmit();
  };

  return (
    <form onSubmit={submit} aria-busy={pending}>
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Choose a Date and Time
      </h4>
      <p className="mt-1 text-muted">Both are optional: tell us what suits you and we will confirm a time that works.</p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-date`}>Preferred Date</FieldLabel>
          <input
            id={`${id}-date`}
            name="preferredDate"
            type="date"
            min={todayInLondon()}
            className="field-input"
            value={schedule.preferredDate}
            disabled={pending}
            onChange={(event) => dispatch({ type: 'editSchedule', field: 'preferredDate', value: event.target.value })}
            {...errorProps(`${id}-date-error`, dateError)}
          />
          <FieldError id={`${id}-date-error`} message={dateError} />
        </div>
        <fieldset disabled={pending}>
          <legend className="field-label">Preferred Time</legend>
          <div className="grid grid-cols-3 gap-2">
            {timeSlots.map((slot) => (
              <label
                key={slot}
                className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 px-3 py-2 font-semibold ${
                  schedule.preferredTime === slot ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-ink'
                }`}
              >
                <input
                  type="radio"
                  name="preferredTime"
                  value={slot}
                  checked={schedule.preferredTime === slot}
                  onChange={() => dispatch({ type: 'editSchedule', field: 'preferredTime', value: slot })}
                  className="accent-brand-700"
                />
                {slot}
              </label>
            ))}
          </div>
          {schedule.preferredTime ? (
            <button
              type="button"
              className="mt-2 text-sm font-semibold text-brand-800 underline"
              onClick={() => dispatch({ type: 'editSchedule', field: 'preferredTime', value: '' })}
            >
              Clear time ({schedule.preferredTime})
            </button>
          ) : null}
        </fieldset>
      </div>
      <div className="mt-6 rounded-xl bg-stone-100 p-4 text-sm">
        <p className="font-semibold text-ink">Your consultation covers</p>
        <p className="mt-1 text-muted">{chosenNames.join(', ')}</p>
        <p className="mt-2 text-ink">
          Estimated investment: <strong>{estimateLabel}</strong>
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <button type="button" className="btn-outline" disabled={pending} onClick={() => dispatch({ type: 'back' })}>
          Back
        </button>
        <button ref={bookFocus.button} type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Booking...' : 'Book Consultation'}
        </button>
      </div>
    </form>
  );
}
