import { describe, expect, it } from 'vitest';
import {
  bookingDetailsSchema,
  bookingErrors as bookingErrorsFor,
  bookingStepErrors as bookingStepErrorsFor,
  consultationBookingSchema as bookingSchemaFor,
  type ConsultationBookingInput,
} from './schema';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';

/** The packages on offer in these tests (the server reads them from D1, the wizard from its props). */
const packages = [
  { id: 'business-planning', price: 1995, pricedFrom: false },
  { id: 'compliance', price: 995, pricedFrom: false },
  { id: 'bespoke-consultation', price: 1500, pricedFrom: true },
];
const consultationBookingSchema = bookingSchemaFor(packages);
const bookingStepErrors = (step: 1 | 2 | 3, booking: ConsultationBookingInput) =>
  bookingStepErrorsFor(step, booking, packages);
const bookingErrors = (booking: ConsultationBookingInput) => bookingErrorsFor(booking, packages);

const valid: ConsultationBookingInput = {
  firstName: 'Tom',
  lastName: 'Evans',
  email: 'tom@example.co.uk',
  phone: '',
  businessType: '',
  services: ['business-planning'],
  estimatedCost: '£1,995',
  projectDetails: 'Converting a barn near Cardiff into a daycare.',
  preferredDate: '',
  preferredTime: '',
};

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('todayInLondon', () => {
  it('uses the London date, not the UTC date', () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(todayInLondon(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    // In winter London is on UTC.
    expect(todayInLondon(new Date('2025-01-31T23:30:00Z'))).toBe('2025-01-31');
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('14/03/2027')).toBe(false);
  });
});

describe('consultationBookingSchema', () => {
  it('accepts a minimal booking and fills the optional fields with empty strings', () => {
    const parsed = consultationBookingSchema.parse({
      ...valid,
      phone: undefined,
      businessType: undefined,
      preferredDate: undefined,
      preferredTime: undefined,
    });
    expect(parsed).toMatchObject({ phone: '', businessType: '', preferredDate: '', preferredTime: '' });
  });

  it('accepts today and later dates in London time, and rejects earlier ones', () => {
    const today = todayInLondon();
    expect(consultationBookingSchema.safeParse({ ...valid, preferredDate: today }).success).toBe(true);
    expect(consultationBookingSchema.safeParse({ ...valid, preferredDate: shiftDays(today, 30) }).success).toBe(true);
    const past = consultationBookingSchema.safeParse({ ...valid, preferredDate: shiftDays(today, -1) });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.path).toEqual(['preferredDate']);
  });

  it('accepts only the six time slots', () => {
    for (const slot of ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00']) {
      expect(consultationBookingSchema.safeParse({ ...valid, preferredTime: slot }).success).toBe(true);
    }
    expect(consultationBookingSchema.safeParse({ ...valid, preferredTime: '12:00' }).success).toBe(false);
  });

  it('works the estimate out from the packages on offer, whatever the client sent', () => {
    expect(consultationBookingSchema.parse({ ...valid, estimatedCost: '£1' }).estimatedCost).toBe('£1,995');
    expect(
      consultationBookingSchema.parse({ ...valid, services: ['compliance', 'bespoke-consultation'] }).estimatedCost,
    ).toBe('From £2,495');
  });

  it('accepts only packages on offer: one no longer offered is refused like an unknown one', () => {
    const withoutCompliance = bookingSchemaFor(packages.filter((offered) => offered.id !== 'compliance'));
    expect(consultationBookingSchema.safeParse({ ...valid, services: ['compliance'] }).success).toBe(true);
    const refused = withoutCompliance.safeParse({ ...valid, services: ['compliance'] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Choose services from the list']);
  });

  it('needs one or more known, unique services', () => {
    expect(consultationBookingSchema.safeParse({ ...valid, services: [] }).success).toBe(false);
    expect(consultationBookingSchema.safeParse({ ...valid, services: ['dog-walking'] }).success).toBe(false);
    expect(consultationBookingSchema.safeParse({ ...valid, services: ['compliance', 'compliance'] }).success).toBe(
      false,
    );
  });

  it('rejects unknown fields and a status chosen by the client', () => {
    expect(consultationBookingSchema.safeParse({ ...valid, status: 'confirmed' }).success).toBe(false);
  });

  it('requires first name, last name, email and project details', () => {
    const result = bookingDetailsSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      projectDetails: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'projectDetails']));
  });

  it('judges each step by its own part of the schema, ignoring the other steps', () => {
    const empty = {
      ...valid,
      services: [],
      firstName: '',
      email: 'tom@example',
      projectDetails: '',
      preferredDate: '2020-01-01',
    };
    expect(bookingStepErrors(1, empty)).toEqual({ services: 'Choose at least one service' });
    expect(bookingStepErrors(2, empty)).toEqual({
      firstName: expect.any(String),
      email: 'Enter a valid email address',
      projectDetails: expect.any(String),
    });
    expect(bookingStepErrors(3, empty)).toEqual({ preferredDate: 'Choose today or a later date' });
    expect(bookingStepErrors(1, valid)).toEqual({});
    expect(bookingStepErrors(2, valid)).toEqual({});
    expect(bookingStepErrors(3, { ...valid, preferredTime: '12:00' as never })).toEqual({
      preferredTime: expect.any(String),
    });
  });

  it('names each field of a refused booking once, services under "services"', () => {
    expect(bookingErrors(valid)).toEqual({});
    expect(
      Object.keys(bookingErrors({ ...valid, services: ['compliance', 'dog-walking' as never], lastName: '' })).sort(),
    ).toEqual(['lastName', 'services']);
  });
});
