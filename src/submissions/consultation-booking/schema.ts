import { z } from 'zod';
import { businessTypeValues } from '../../content/business-types';
import { emailAddress, optionalChoice, optionalPhone, personName, requiredText } from '../../lib/fields';
import { bookableServiceIds, bookableServices, timeSlots } from './bookable-services';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';
import { fieldErrors } from '../../lib/field-errors';
import { messagesByField, type FieldMessages } from '../../lib/form-state';
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

/**
 * The consultation booking payload (spec 01 §3, §7), shared by the wizard and
 * POST /api/consultation-bookings. estimatedCost is accepted because the
 * wizard sends it, but the server ignores it and works the estimate out itself.
 */
export const consultationBookingSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress,
  phone: optionalPhone,
  businessType: optionalChoice(businessTypeValues, 'business type'),
  services: z
    .array(z.enum(bookableServiceIds, { error: 'Choose services from the list' }), {
      error: 'Choose at least one service',
    })
    .min(1, 'Choose at least one service')
    .max(bookableServices.length, 'Choose each service once')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each service once'),
  estimatedCost: z.string().max(100).optional(),
  projectDetails: requiredText('Project details', 5000),
  preferredDate,
  preferredTime: optionalChoice(timeSlots, 'time slot'),
});

/** Step 2 of the wizard checks just the visitor's details before moving on. */
export const bookingDetailsSchema = consultationBookingSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  businessType: true,
  projectDetails: true,
});

/** Each step's own part of the one schema, so a step is judged by exactly the rules the whole booking is. */
const bookingStepSchemas = {
  1: consultationBookingSchema.pick({ services: true }),
  2: bookingDetailsSchema,
  3: consultationBookingSchema.pick({ preferredDate: true, preferredTime: true }),
} as const;

export type ConsultationBookingInput = z.input<typeof consultationBookingSchema>;

/**
 * A message per field for one step of the booking (none: the step is fine).
 * Used by the server for a plain post and by the island before moving on.
 */
export function bookingStepErrors(step: FormStep, booking: ConsultationBookingInput): FieldMessages {
  const own = Object.fromEntries(stepFieldNames[step].map((name) => [name, booking[name]]));
  const result = bookingStepSchemas[step].safeParse(own);
  return result.success ? {} : messagesByField(fieldErrors(result.error));
}

/** A message per field for the whole booking (none: it can be sent). */
export function bookingErrors(booking: ConsultationBookingInput): FieldMessages {
  const result = consultationBookingSchema.safeParse(booking);
  return result.success ? {} : messagesByField(fieldErrors(result.error));
}

/** A booking as the server reads it, once checked. */
export type ConsultationBooking = z.output<typeof consultationBookingSchema>;
