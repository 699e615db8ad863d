import { useEffect, useRef, useState, type Ref } from 'react';
import type { FieldMessages, FormValues } from '../../lib/form-state';
import { todayInLondon } from '../../lib/uk-date';
import { errorProps, FieldError, FieldLabel } from '../../ui/form-fields';
import { timeSlots } from './bookable-services';
import { ChosenServicesSummary } from './ServicesStep';
import { StepButtons } from './StepButtons';

interface ScheduleStepProps {
  values: FormValues;
  errors: FieldMessages;
  pending: boolean;
  /** True once the island runs: only then is there a Clear time button. */
  enhanced: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  submitButton?: Ref<HTMLButtonElement>;
}

const DATE_ID = 'booking-preferredDate';
const DATE_ERROR_ID = 'booking-preferredDate-error';
const TIME_ERROR_ID = 'booking-preferredTime-error';

/** Step 3: an optional preferred date (today or later, UK time) and time slot, then send. The fields are uncontrolled. */
export function ScheduleStep({ values, errors, pending, enhanced, headingRef, submitButton }: ScheduleStepProps) {
  const slots = useRef<HTMLFieldSetElement>(null);
  const initialTime = values.preferredTime?.[0] ?? '';
  // Only for the Clear time button; the radios themselves hold the choice.
  const [chosenTime, setChosenTime] = useState(initialTime);
  const readTime = () => setChosenTime(slots.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? '');

  // A slot picked before the scripts arrived is on screen: show its Clear button.
  useEffect(readTime, []);

  const clearTime = () => {
    for (const radio of slots.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []) radio.checked = false;
    setChosenTime('');
  };

  return (
    <div aria-busy={pending}>
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Choose a Date and Time
      </h4>
      <p className="mt-1 text-muted">Both are optional: tell us what suits you and we will confirm a time that works.</p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div>
          <FieldLabel htmlFor={DATE_ID}>Preferred Date</FieldLabel>
          <input
            id={DATE_ID}
            name="preferredDate"
            type="date"
            min={todayInLondon()}
            className="field-input"
            defaultValue={values.preferredDate?.[0] ?? ''}
            disabled={pending}
            {...errorProps(DATE_ERROR_ID, errors.preferredDate)}
          />
          <FieldError id={DATE_ERROR_ID} message={errors.preferredDate} />
        </div>
        <fieldset ref={slots} disabled={pending} aria-describedby={errors.preferredTime ? TIME_ERROR_ID : undefined}>
          <legend className="field-label">Preferred Time</legend>
          <div className="grid grid-cols-3 gap-2">
            {timeSlots.map((slot) => (
              <label
                key={slot}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-stone-300 bg-white px-3 py-2 font-semibold text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
              >
                <input type="radio" name="preferredTime" value={slot} defaultChecked={initialTime === slot} onChange={readTime} className="accent-brand-700" />
                {slot}
              </label>
            ))}
          </div>
          <FieldError id={TIME_ERROR_ID} message={errors.preferredTime} />
          {enhanced && chosenTime ? (
            <button type="button" className="mt-2 text-sm font-semibold text-brand-800 underline" onClick={clearTime}>
              Clear time ({chosenTime})
            </button>
          ) : null}
        </fieldset>
      </div>
      <ChosenServicesSummary chosen={values.services ?? []} />
      <StepButtons forward={pending ? 'Booking...' : 'Book Consultation'} pending={pending} forwardRef={submitButton} />
    </div>
  );
}
