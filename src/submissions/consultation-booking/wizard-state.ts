/**
 * The booking wizard (spec 01 §4) as plain data shared by the server and the
 * island: 1 Services → 2 Details → 3 Schedule → 4 Booked. The entries are
 * kept as form values (every field a list, as a form posts them), so a plain
 * post, the server's next step and the island's state are the same thing.
 * Back keeps everything entered; only "Book Another Consultation" clears it.
 */
import type { FieldMessages, FormState, FormValues } from '../../lib/form-state';
import type { JsonValue } from '../../lib/json';
import type { DaySlots } from './free-slots';

export type WizardStep = 1 | 2 | 3 | 4;
export type FormStep = Exclude<WizardStep, 4>;

/** The fields each step asks for; the others travel with the form as hidden fields. */
export const stepFieldNames = {
  1: ['services'],
  2: ['firstName', 'lastName', 'email', 'phone', 'businessType', 'projectDetails'],
  3: ['preferredDate', 'preferredTime'],
} as const satisfies Record<FormStep, readonly string[]>;

type WizardFieldName = (typeof stepFieldNames)[FormStep][number];

const formSteps: readonly FormStep[] = [1, 2, 3];
const wizardFieldNames: readonly WizardFieldName[] = formSteps.flatMap((step) => stepFieldNames[step]);

/** The hidden field that says which step a post comes from, and the name/value of the Back button. */
export const STEP_FIELD = 'step';
export const INTENT_FIELD = 'intent';
export const BACK_INTENT = 'back';
/** Step 3's "Show free times" button: the step again with the chosen date's slots marked, nothing sent. */
export const FREE_TIMES_INTENT = 'free-times';

export const wizardSteps = [
  { step: 1, label: 'Services' },
  { step: 2, label: 'Details' },
  { step: 3, label: 'Schedule' },
] as const;

export function isFormStep(value: unknown): value is FormStep {
  return value === 1 || value === 2 || value === 3;
}

/** The step a posted `step` field names, or undefined for anything else. */
export function postedStep(fields: URLSearchParams): FormStep | undefined {
  const step = Number(fields.get(STEP_FIELD));
  return isFormStep(step) ? step : undefined;
}

/** The step a field is asked on (unknown names count as the last step, where the whole booking is sent). */
function stepOfField(name: string): FormStep {
  return formSteps.find((step) => (stepFieldNames[step] as readonly string[]).includes(name)) ?? 3;
}

/** The earliest step with a message: where the visitor is sent back to when the final post is refused. */
export function earliestStepWithError(errors: FieldMessages): FormStep {
  return Object.keys(errors).reduce<FormStep>((earliest, name) => Math.min(earliest, stepOfField(name)) as FormStep, 3);
}

/** Only the wizard's own fields, each as posted (no step, intent or honeypot). */
export function wizardValues(fields: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const name of wizardFieldNames) {
    const posted = fields.getAll(name);
    if (posted.length > 0) values[name] = posted;
  }
  return values;
}

/** One step's fields as the form holds them now. */
export function stepEntries(fields: URLSearchParams, step: FormStep): FormValues {
  const values: FormValues = {};
  for (const name of stepFieldNames[step]) {
    const posted = fields.getAll(name);
    if (posted.length > 0) values[name] = posted;
  }
  return values;
}

/** The entries with one step's fields replaced wholesale (an unticked box or cleared radio disappears). */
export function withStepEntries(values: FormValues, step: FormStep, entries: FormValues): FormValues {
  const next: FormValues = {};
  const own: readonly string[] = stepFieldNames[step];
  for (const [name, list] of Object.entries(values)) if (!own.includes(name)) next[name] = list;
  for (const name of own) if (entries[name]?.length) next[name] = entries[name];
  return next;
}

/** What the other steps hold, as [name, value] pairs for hidden fields: nothing is lost between steps. */
export function carriedFields(values: FormValues, step: FormStep): [WizardFieldName, string][] {
  const own: readonly string[] = stepFieldNames[step];
  return wizardFieldNames
    .filter((name) => !own.includes(name))
    .flatMap((name) =>
      (values[name] ?? []).filter((value) => value !== '').map((value): [WizardFieldName, string] => [name, value]),
    );
}

/**
 * Where a stored booking can be found again: its private page and, for a
 * booking that holds a slot, its calendar invitation (the server's answer).
 */
export type BookingLinks = { [key: string]: string | null; page: string; calendar: string | null };

/** The booking's links in the server's answer to a stored booking, when it named them. */
export function bookingLinksOf(answer: unknown): BookingLinks | null {
  const booking = (answer as { booking?: { page?: unknown; calendar?: unknown } } | null | undefined)?.booking;
  if (typeof booking?.page !== 'string') return null;
  return { page: booking.page, calendar: typeof booking.calendar === 'string' ? booking.calendar : null };
}

export interface WizardState {
  step: WizardStep;
  values: FormValues;
  /** Messages beside the fields of the step shown. */
  errors: FieldMessages;
  /** What a plain post came back with; gone once the visitor moves on. */
  notice: 'invalid' | 'failed' | null;
  /** Step 4: the booking's page and invitation, when the server named them. */
  booking: BookingLinks | null;
}

export type WizardAction =
  /** Services ticked or unticked on step 1 (the running estimate follows). */
  | { type: 'servicesChanged'; services: string[] }
  /** The shown step's entries were checked and are fine: on to the next step. */
  | { type: 'continue'; entries: FormValues }
  /** The shown step's entries were checked and some need attention: stay, with messages. */
  | { type: 'invalid'; entries: FormValues; errors: FieldMessages }
  /** The server refused the booking for a field of an earlier step: back to that step, with its messages and every entry kept. */
  | { type: 'refused'; entries: FormValues; errors: FieldMessages }
  /** Back one step, keeping what the shown step holds. */
  | { type: 'back'; entries: FormValues }
  /** The booking was stored (step 3's entries as sent): the confirmation thanks the visitor by name, says what was asked for and links to the booking. */
  | { type: 'booked'; entries: FormValues; booking: BookingLinks | null }
  | { type: 'bookAnother' };

export const initialWizardState: WizardState = { step: 1, values: {}, errors: {}, notice: null, booking: null };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { step } = state;
  switch (action.type) {
    case 'servicesChanged': {
      if (step !== 1) return state;
      const { services: _previous, ...errors } = state.errors;
      return { ...state, values: withStepEntries(state.values, 1, { services: action.services }), errors };
    }
    case 'continue': {
      // Step 3 goes forward only by being booked.
      if (step !== 1 && step !== 2) return state;
      const values = withStepEntries(state.values, step, action.entries);
      // Continue is disabled with nothing chosen; the reducer holds the same rule.
      if (step === 1 && !values.services?.length) return { ...state, values };
      return { ...state, step: step === 1 ? 2 : 3, values, errors: {}, notice: null };
    }
    case 'invalid':
      if (!isFormStep(step)) return state;
      return { ...state, values: withStepEntries(state.values, step, action.entries), errors: action.errors };
    case 'refused': {
      if (step !== 3) return state;
      const values = withStepEntries(state.values, 3, action.entries);
      const back = earliestStepWithError(action.errors);
      return back === 3
        ? { ...state, values }
        : { ...state, step: back, values, errors: action.errors, notice: 'invalid' };
    }
    case 'back':
      if (step !== 2 && step !== 3) return state;
      return {
        ...state,
        step: step === 2 ? 1 : 2,
        values: withStepEntries(state.values, step, action.entries),
        errors: {},
        notice: null,
      };
    case 'booked':
      return step === 3
        ? {
            step: 4,
            values: withStepEntries(state.values, 3, action.entries),
            errors: {},
            notice: null,
            booking: action.booking,
          }
        : state;
    case 'bookAnother':
      return initialWizardState;
  }
}

/**
 * Where a plain post left the wizard: the step to show and every entry so
 * far, with messages; on step 3 the chosen date's slots (null: no date
 * checked), on step 4 the booking's links (null: the server named none).
 */
export type BookingWizardView = {
  [key: string]: JsonValue;
  step: WizardStep;
  form: FormState;
  day: DaySlots | null;
  booking: BookingLinks | null;
};
