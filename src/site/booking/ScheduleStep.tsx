import { useEffect, useRef, useState, type Ref } from 'react';
import type { FieldMessages, FormValues } from '../../lib/form-state';
import { errorProps, FieldError, FieldLabel } from '../../ui/form-fields';
import { consultationSlots as timeSlots } from '../../content/consultation-slots';
import {
  type BookingWindow,
  CHOOSE_A_DATE_MESSAGE,
  type DaySlots,
  freeTimesMessage,
  slotOffered,
} from '../../submissions/consultation-booking/free-slots';
import { ChosenServicesSummary, type WizardPackage } from './ServicesStep';
import { StepButtons } from './StepButtons';
import type { FreeSlotsCheck } from './use-free-slots';
import { FREE_TIMES_INTENT, INTENT_FIELD } from '../../submissions/consultation-booking/wizard-state';

interface ScheduleStepProps {
  values: FormValues;
  /** The packages on offer: the summary names and prices the chosen ones. */
  packages: readonly WizardPackage[];
  errors: FieldMessages;
  pending: boolean;
  /** True once the island runs: only then is there a Clear time button. */
  enhanced: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  submitButton?: Ref<HTMLButtonElement>;
  /** The dates the date field offers. */
  dates: BookingWindow;
  /** The chosen date's slots, free or not; null while no date has been checked (every slot can be chosen, the server judges). */
  day: DaySlots | null;
  check: FreeSlotsCheck;
  /** A date was entered or changed (the island checks its free times). */
  onDateChange?(date: string): void;
}

const DATE_ID = 'booking-preferredDate';
const DATE_ERROR_ID = 'booking-preferredDate-error';
const TIME_ERROR_ID = 'booking-preferredTime-error';
const FREE_TIMES_ID = 'booking-free-times';

function checkMessage(check: FreeSlotsCheck, day: DaySlots | null): string {
  if (check === 'checking') return 'Checking the free times…';
  if (check === 'failed')
    return 'We could not check the free times just now: choose a time and we will check it when you book.';
  if (check === 'no-date') return CHOOSE_A_DATE_MESSAGE;
  return day ? freeTimesMessage(day) : '';
}

/**
 * Step 3: an optional date (from the earliest bookable date to the end of the
 * booking horizon) and time slot, then send. Once a date has been checked
 * (by the island as it is chosen, or by the server after Show free times)
 * the slots that cannot be booked are disabled and say so in words. The
 * fields are uncontrolled.
 */
export function ScheduleStep({
  values,
  packages,
  errors,
  pending,
  enhanced,
  headingRef,
  submitButton,
  dates,
  day,
  check,
  onDateChange,
}: ScheduleStepProps) {
  const slots = useRef<HTMLFieldSetElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const initialTime = values.preferredTime?.[0] ?? '';
  // Only for the Clear time button; the radios themselves hold the choice.
  const [chosenTime, setChosenTime] = useState(initialTime);
  const readTime = () =>
    setChosenTime(slots.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? '');

  useEffect(() => {
    // A slot picked before the scripts arrived is on screen: show its Clear button.
    readTime();
    // A date on screen that has not been checked (entered before the scripts arrived, or kept from before Back): check it.
    const date = dateField.current?.value ?? '';
    if (date && date !== day?.date) onDateChange?.(date);
    // Only when the step appears; afterwards the date field's changes ask.
  }, []);

  useEffect(() => {
    // A chosen slot that has just turned out to be unavailable is unticked: it can no longer be booked.
    for (const radio of slots.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? []) {
      if (!slotOffered(day, radio.value)) radio.checked = false;
    }
    readTime();
  }, [day]);

  const clearTime = () => {
    for (const radio of slots.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])
      radio.checked = false;
    setChosenTime('');
  };

  const message = checkMessage(check, day);
  const described = [errors.preferredTime ? TIME_ERROR_ID : '', message ? FREE_TIMES_ID : ''].filter(Boolean).join(' ');

  return (
    <div aria-busy={pending}>
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Choose a Date and Time
      </h4>
      <p className="mt-1 text-muted">
        Both are optional: tell us what suits you and we will confirm a time that works.
      </p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div>
          <FieldLabel htmlFor={DATE_ID}>Preferred Date</FieldLabel>
          <div className="flex flex-wrap gap-2">
            <input
              ref={dateField}
              id={DATE_ID}
              name="preferredDate"
              type="date"
              min={dates.earliest}
              max={dates.latest}
              className="field-input min-w-40 flex-1"
              defaultValue={values.preferredDate?.[0] ?? ''}
              disabled={pending}
              onChange={(event) => onDateChange?.(event.currentTarget.value)}
              {...errorProps(DATE_ERROR_ID, errors.preferredDate)}
            />
            {/* Without scripts the server marks the date's free times; with them this checks again. */}
            <button
              type="submit"
              name={INTENT_FIELD}
              value={FREE_TIMES_INTENT}
              formNoValidate
              className="btn-outline"
              disabled={pending}
            >
              Show free times
            </button>
          </div>
          <FieldError id={DATE_ERROR_ID} message={errors.preferredDate} />
        </div>
        <fieldset ref={slots} disabled={pending} aria-describedby={described || undefined}>
          <legend className="field-label">Preferred Time</legend>
          <div className="grid grid-cols-3 gap-2">
            {timeSlots.map((slot) => {
              const offered = slotOffered(day, slot);
              return (
                <label
                  key={slot}
                  className={`flex items-center justify-center gap-2 rounded-lg border-2 px-2 py-2 font-semibold ${
                    offered
                      ? 'cursor-pointer border-stone-300 bg-white text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800'
                      : 'cursor-not-allowed border-dashed border-stone-300 bg-stone-100 text-muted'
                  }`}
                >
                  <input
                    type="radio"
                    name="preferredTime"
                    value={slot}
                    disabled={!offered}
                    defaultChecked={initialTime === slot}
                    onChange={readTime}
                    className="accent-brand-700"
                  />
                  {offered ? (
                    slot
                  ) : (
                    <span className="flex flex-col leading-tight">
                      <span className="line-through">{slot}</span>{' '}
                      <span className="text-xs font-medium">Unavailable</span>
                    </span>
                  )}
                </label>
              );
            })}
          </div>
          <p id={FREE_TIMES_ID} role="status" className="mt-2 text-sm text-muted">
            {message}
          </p>
          <FieldError id={TIME_ERROR_ID} message={errors.preferredTime} />
          {enhanced && chosenTime ? (
            <button type="button" className="mt-2 text-sm font-semibold text-brand-800 underline" onClick={clearTime}>
              Clear time ({chosenTime})
            </button>
          ) : null}
        </fieldset>
      </div>
      <ChosenServicesSummary chosen={values.services ?? []} packages={packages} />
      <StepButtons forward={pending ? 'Booking...' : 'Book Consultation'} pending={pending} forwardRef={submitButton} />
    </div>
  );
}
