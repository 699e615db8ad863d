import { businessTypes } from '../../content/business-types';
import { availabilityOptions, experienceLevels, optionLabel, salaryBands } from '../../content/recruitment';
import { bookableServices } from '../../features/booking/bookable-services';
import { formatPounds } from '../../lib/pounds';
import { ukLongDate } from '../../lib/uk-date';
import { formatDateTime } from '../../lib/uk-date';
import type { InboxItem } from './items';

/** A field as submitted: one value, or a list (services, roles). */
export interface ItemField {
  label: string;
  value: string;
  list?: string[];
  /** Free text the visitor wrote over several lines. */
  multiline?: boolean;
}

/** A JSON list column as strings; anything else reads as empty rather than failing the page. */
export function parseStoredList(value: unknown): string[] {
  const list = typeof value === 'string' ? safeJson(value) : value;
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** "Business Planning (£1,995)"; an id no longer offered is shown as stored. */
export function serviceLine(id: string): string {
  const service = bookableServices.find((candidate) => candidate.id === id);
  return service ? `${service.name} (${formatPounds(service.price)})` : `${id} (no longer offered)`;
}

function businessTypeLabel(value: string | null): string {
  if (!value) return '';
  return businessTypes.find((type) => type.value === value)?.label ?? value;
}

/** YYYY-MM-DD as "5 March 2025" (the calendar day the visitor chose). */
function preferredDateLabel(value: string | null): string {
  if (!value) return '';
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : ukLongDate(date);
}

interface FieldDescriptor<Row> {
  label: string;
  read: (row: Row) => string | string[] | null;
  multiline?: boolean;
}

type RowOf<Kind extends InboxItem['kind']> = Extract<InboxItem, { kind: Kind }>['row'];

/** When and to which privacy policy the visitor agreed, as the consent record holds it. */
function consentLabel(row: { consentGivenAt: Date | null; consentPolicyVersion: string | null }): string {
  if (!row.consentGivenAt) return '';
  const version = row.consentPolicyVersion ? ` (privacy policy of ${row.consentPolicyVersion})` : '';
  return `${formatDateTime(row.consentGivenAt)}${version}`;
}

const bookingFields: FieldDescriptor<RowOf<'booking'>>[] = [
  { label: 'First name', read: (row) => row.firstName },
  { label: 'Last name', read: (row) => row.lastName },
  { label: 'Email', read: (row) => row.email },
  { label: 'Phone', read: (row) => row.phone },
  { label: 'Business type', read: (row) => businessTypeLabel(row.businessType) },
  { label: 'Services', read: (row) => parseStoredList(row.services).map(serviceLine) },
  { label: 'Estimate', read: (row) => row.estimatedCost },
  { label: 'Project details', read: (row) => row.projectDetails, multiline: true },
  { label: 'Preferred date', read: (row) => preferredDateLabel(row.preferredDate) },
  { label: 'Preferred time slot', read: (row) => row.preferredTime },
];

const contactFields: FieldDescriptor<RowOf<'contact'>>[] = [
  { label: 'First name', read: (row) => row.firstName },
  { label: 'Last name', read: (row) => row.lastName },
  { label: 'Email', read: (row) => row.email },
  { label: 'Business type', read: (row) => businessTypeLabel(row.businessType) },
  { label: 'Message', read: (row) => row.message, multiline: true },
];

const applicationFields: FieldDescriptor<RowOf<'application'>>[] = [
  { label: 'First name', read: (row) => row.firstName },
  { label: 'Last name', read: (row) => row.lastName },
  { label: 'Email', read: (row) => row.email },
  { label: 'Phone', read: (row) => row.phone },
  { label: 'Location', read: (row) => row.location },
  { label: 'Experience level', read: (row) => optionLabel(experienceLevels, row.experienceLevel) },
  { label: 'Current role', read: (row) => row.currentRole },
  { label: 'Interested roles', read: (row) => parseStoredList(row.interestedRoles) },
  { label: 'Pet experience', read: (row) => row.petExperience, multiline: true },
  { label: 'Qualifications', read: (row) => row.qualifications, multiline: true },
  { label: 'Availability', read: (row) => optionLabel(availabilityOptions, row.availability) },
  { label: 'Willing to relocate', read: (row) => (row.relocateWilling ? 'Yes' : 'No') },
  { label: 'Salary expectation', read: (row) => optionLabel(salaryBands, row.salaryExpectation) },
  { label: 'Motivation', read: (row) => row.motivation, multiline: true },
  { label: 'Additional information', read: (row) => row.additionalInfo, multiline: true },
  { label: 'Consent given', read: consentLabel },
  { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
];

const waitingListFields: FieldDescriptor<RowOf<'waiting-list'>>[] = [
  { label: 'Email', read: (row) => row.email },
  { label: 'Consent given', read: consentLabel },
  { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
];

const downloadFields: FieldDescriptor<RowOf<'download'>>[] = [
  { label: 'Email', read: (row) => row.email },
  { label: 'Resource', read: (row) => row.resourceName },
];

function present<Row>(descriptors: FieldDescriptor<Row>[], row: Row): ItemField[] {
  return descriptors.map(({ label, read, multiline }) => {
    const value = read(row);
    if (Array.isArray(value)) return { label, value: value.join('; '), list: value };
    return { label, value: value ?? '', ...(multiline ? { multiline } : {}) };
  });
}

/** The column labels of one kind, in the form's order (the CSV header). */
export function fieldLabels(kind: InboxItem['kind']): string[] {
  const descriptors = {
    booking: bookingFields,
    contact: contactFields,
    application: applicationFields,
    'waiting-list': waitingListFields,
    download: downloadFields,
  }[kind];
  return descriptors.map((descriptor) => descriptor.label);
}

/** Every field of the item as the visitor submitted it, in the form's order; empty ones included. */
export function itemFields(item: InboxItem): ItemField[] {
  switch (item.kind) {
    case 'booking':
      return present(bookingFields, item.row);
    case 'contact':
      return present(contactFields, item.row);
    case 'application':
      return present(applicationFields, item.row);
    case 'waiting-list':
      return present(waitingListFields, item.row);
    case 'download':
      return present(downloadFields, item.row);
  }
}
