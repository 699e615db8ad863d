/**
 * Every field of a submission as the owner reads it in a notification: the
 * form's order, labels instead of stored codes (business type, experience,
 * availability, salary band), services with their names and prices. Empty
 * fields are kept and shown as "(not given)", so the email says what the
 * visitor left out as well as what they wrote.
 */
import { businessTypes } from '../content/business-types';
import { availabilityOptions, experienceLevels, optionLabel, salaryBands } from '../content/recruitment';
import { bookableServices } from '../features/booking/bookable-services';
import { formatPounds } from '../lib/pounds';
import type { LeadItem } from './lead-items';

export interface NotificationField {
  label: string;
  /** One value, or a list (services, roles). */
  value: string | string[];
  /** Free text the visitor wrote, which may span lines. */
  multiline?: boolean;
}

/** A JSON list column as strings; anything else reads as empty rather than failing the email. */
export function storedList(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** "Business Planning (£1,995)"; an id no longer offered is shown as stored. */
export function serviceWithPrice(id: string): string {
  const service = bookableServices.find((candidate) => candidate.id === id);
  return service ? `${service.name} (${formatPounds(service.price)})` : `${id} (no longer offered)`;
}

function businessType(value: string | null): string {
  if (!value) return '';
  return businessTypes.find((type) => type.value === value)?.label ?? value;
}

/** YYYY-MM-DD as "Monday, 15 June 2026" (the calendar day the visitor chose, whatever the server's zone). */
export function preferredDay(value: string): string {
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The fields of a booking, a contact message or an application, in the form's order. */
export function leadFields(item: LeadItem): NotificationField[] {
  switch (item.kind) {
    case 'booking': {
      const row = item.row;
      return [
        { label: 'First name', value: row.firstName },
        { label: 'Last name', value: row.lastName },
        { label: 'Email', value: row.email },
        { label: 'Phone', value: row.phone ?? '' },
        { label: 'Business type', value: businessType(row.businessType) },
        { label: 'Services', value: storedList(row.services).map(serviceWithPrice) },
        { label: 'Estimate', value: row.estimatedCost ?? '' },
        { label: 'Project details', value: row.projectDetails ?? '', multiline: true },
        { label: 'Preferred date', value: row.preferredDate ? preferredDay(row.preferredDate) : 'No date chosen' },
        { label: 'Preferred time', value: row.preferredTime ? `${row.preferredTime} (UK time)` : 'No time chosen' },
      ];
    }
    case 'contact': {
      const row = item.row;
      return [
        { label: 'First name', value: row.firstName },
        { label: 'Last name', value: row.lastName },
        { label: 'Email', value: row.email },
        { label: 'Business type', value: businessType(row.businessType) },
        { label: 'Message', value: row.message, multiline: true },
      ];
    }
    case 'application': {
      const row = item.row;
      return [
        { label: 'First name', value: row.firstName },
        { label: 'Last name', value: row.lastName },
        { label: 'Email', value: row.email },
        { label: 'Phone', value: row.phone ?? '' },
        { label: 'Location', value: row.location ?? '' },
        { label: 'Experience level', value: optionLabel(experienceLevels, row.experienceLevel) },
        { label: 'Current role', value: row.currentRole ?? '' },
        { label: 'Interested roles', value: storedList(row.interestedRoles) },
        { label: 'Pet care experience', value: row.petExperience ?? '', multiline: true },
        { label: 'Qualifications', value: row.qualifications ?? '', multiline: true },
        { label: 'Availability', value: optionLabel(availabilityOptions, row.availability) },
        { label: 'Willing to relocate', value: row.relocateWilling ? 'Yes' : 'No' },
        { label: 'Salary expectation', value: optionLabel(salaryBands, row.salaryExpectation) },
        { label: 'Motivation', value: row.motivation ?? '', multiline: true },
        { label: 'Additional information', value: row.additionalInfo ?? '', multiline: true },
        {
          label: 'Talent pool consent',
          value: row.consentGivenAt ? `Given (privacy policy of ${row.consentPolicyVersion ?? 'unknown version'})` : 'Not given',
        },
      ];
    }
  }
}

/** What an empty field reads as. */
export const NOT_GIVEN = '(not given)';
