import { z } from 'zod';
import { businessTypeValues } from '../../content/business-types';
import { consultationSlots } from '../../content/consultation-slots';
import { emailAddress, optionalChoice, optionalPhone, personName, requiredText } from '../../lib/fields';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';
import { fieldErrors } from '../../lib/field-errors';
import { messagesByField, type FieldMessages } from '../../lib/form-state';
import { estimateCost, type PricedPackages } from './estimate';
import { stepFieldNames, type FormStep } from './wizard-state';

/** YYYY-MM-DD from today (London) onwards, or empty for "no preference". Checked at parse time. */
const preferredDate = z
  .union([
    z.literal(''),
    z
      .string()
      .refine(isCalendarDate, 'Enter the date as YYYY-MM-DD')
      .refine((value) => value >= todayInLondon(), 'Choose today or a later date'),
  ])
  .optional()
  .default('');

/** Step 2's fields: who the visitor is and what their project is. */
const detailFields = {
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress,
  phone: optionalPhone,
  businessType: optionalChoice(businessTypeValues, 'business type'),
  projectDetails: requiredText('Project details', 5000),
};

const CHOOSE_FROM_LIST = 'Choose services from the list';
const CHOOSE_ONE = 'Choose at least one service';
const CHOOSE_EACH_ONCE = 'Choose each service once';

/** The booking's fields, its services being ids of the packages on offer. */
function bookingFields(packages: PricedPackages) {
  const offered = new Set(packages.map((offer) => offer.id));
  return z.strictObject({
    ...detailFields,
    services: z
      .array(
        z.string({ error: CHOOSE_FROM_LIST }).refine((id) => offered.has(id), CHOOSE_FROM_LIST),
        {
          error: CHOOSE_ONE,
        },
      )
      .min(1, CHOOSE_ONE)
      .max(Math.max(1, packages.length), CHOOSE_EACH_ONCE)
      .refine((ids) => new Set(ids).size === ids.length, CHOOSE_EACH_ONCE),
    estimatedCost: z.string().max(100).optional(),
    preferredDate,
    preferredTime: optionalChoice(consultationSlots, 'time slot'),
  });
}

function withEstimate(packages: PricedPackages) {
  // The estimate the client sent is never kept: the one stored is worked out from the packages on offer.
  return bookingFields(packages).transform((booking) => ({
    ...booking,
    estimatedCost: estimateCost(booking.services, packages).label,
  }));
}

const schemas = new WeakMap<PricedPackages, ReturnType<typeof withEstimate>>();

/**
 * The consultation booking payload (spec 01 §3, §7), the one schema of the
 * wizard and of POST /api/consultation-bookings: its services must be ids of
 * `packages`, the packages on offer (the server reads those published at the
 * time of booking; the wizard gets the same in its props). estimatedCost is
 * accepted because the wizard sends it, but the schema's output carries the
 * estimate worked out from `packages` instead.
 */
export function consultationBookingSchema(packages: PricedPackages) {
  let schema = schemas.get(packages);
  if (!schema) {
    schema = withEstimate(packages);
    schemas.set(packages, schema);
  }
  return schema;
}

/** Step 2 of the wizard checks just the visitor's details before moving on. */
export const bookingDetailsSchema = z.strictObject(detailFields);

/** Each step's own part of the one schema, so a step is judged by exactly the rules the whole booking is. */
function bookingStepSchema(step: FormStep, packages: PricedPackages) {
  if (step === 2) return bookingDetailsSchema;
  const fields = bookingFields(packages);
  return step === 1 ? fields.pick({ services: true }) : fields.pick({ preferredDate: true, preferredTime: true });
}

export type ConsultationBookingInput = z.input<ReturnType<typeof bookingFields>>;

/**
 * A message per field for one step of the booking (none: the step is fine).
 * Used by the server for a plain post and by the island before moving on.
 */
export function bookingStepErrors(
  step: FormStep,
  booking: ConsultationBookingInput,
  packages: PricedPackages,
): FieldMessages {
  const own = Object.fromEntries(stepFieldNames[step].map((name) => [name, booking[name]]));
  const result = bookingStepSchema(step, packages).safeParse(own);
  return result.success ? {} : messagesByField(fieldErrors(result.error));
}

/** A message per field for the whole booking (none: it can be sent). */
export function bookingErrors(booking: ConsultationBookingInput, packages: PricedPackages): FieldMessages {
  const result = consultationBookingSchema(packages).safeParse(booking);
  return result.success ? {} : messagesByField(fieldErrors(result.error));
}

/** A booking as the server reads it, once checked: its estimate worked out from the packages on offer. */
export type ConsultationBooking = z.output<ReturnType<typeof consultationBookingSchema>>;
