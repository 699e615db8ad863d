import { sql } from 'drizzle-orm';
import { offerOf } from '../../content/offer';
import { siteContent } from '../../content/site-content';
import { ITEM_KIND } from '../../db/item-kinds';
import { londonInstant } from '../../lib/london-time';
import { siteConfig } from '../../content/site-config';
import { consultationBookings as table } from '../../db/schema/submissions';
import { bookingFromFields } from './fields';
import { consultationBookingSchema } from './schema';
import {
  businessTypeLabel,
  counted,
  preferredDay,
  preferredTimeSlot,
  bookedServices,
  shorten,
  storedList,
} from '../format';
import { listedByName } from '../person-name';
import { defineSubmission, type ReadContext } from '../types';

type Booking = typeof table.$inferSelect;

/** "2 services, From £3,495": the subject's and the calendar entry's summary of a booking. */
function servicesAndEstimate(row: Booking): string {
  const services = counted(storedList(row.services).length, 'service', 'services');
  return row.estimatedCost ? `${services}, ${row.estimatedCost}` : services;
}

/** The booking's slot in words, or the sentence that says none was chosen. */
function slotNote(row: Booking): string {
  if (!row.preferredDate) return 'No date was chosen, so there is no calendar invitation: agree one with the visitor.';
  const day = preferredDay(row.preferredDate);
  const slot = row.preferredTime ? `${day} at ${preferredTimeSlot(row.preferredTime)}` : `${day}, no time chosen`;
  return `Preferred slot: ${slot}. The attached consultation.ics puts it in your calendar.`;
}

/** The inbox's raw material: the package ids and when the booking was made, which names and prices them. */
const detailSql = sql`json_object('services', json(case when json_valid(${table.services}) then ${table.services} else '[]' end), 'bookedAt', ${table.createdAt})`;

function bookedServicesOfDetail(detail: string, context: ReadContext): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [];
  }
  const { services, bookedAt } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  return bookedServices(services, context.packages, new Date(Number(bookedAt)));
}

const cancel = { to: 'cancelled', label: 'Cancel booking' };

/** The booking wizard (spec 01 §7): a consultation the owner confirms. */
export const consultationBooking = defineSubmission({
  kind: ITEM_KIND.booking,
  label: 'Consultation booking',
  plural: 'Consultation bookings',
  ...listedByName(table, table.services),
  detailSql,
  summary: (detail, context) => shorten(bookedServicesOfDetail(detail, context).join(', ')),
  // The packages a booking may name are those published when it is made.
  schema: async (db) => consultationBookingSchema(offerOf(await siteContent(db)).packages),
  fromFields: bookingFromFields,
  toRow: (input, { id, submissionId, now }) => ({
    id,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    businessType: input.businessType || null,
    services: input.services,
    // Worked out by the schema from the packages on offer; the client's figure is never stored.
    estimatedCost: input.estimatedCost,
    projectDetails: input.projectDetails,
    preferredDate: input.preferredDate || null,
    preferredTime: input.preferredTime || null,
    // The slot's instant, worked out from London wall-clock time: what the unique index over held slots compares.
    slotStartsAt:
      input.preferredDate && input.preferredTime ? londonInstant(input.preferredDate, input.preferredTime) : null,
    submissionId,
    updatedAt: now,
  }),
  fields: [
    { label: 'First name', read: (row) => row.firstName },
    { label: 'Last name', read: (row) => row.lastName },
    { label: 'Email', read: (row) => row.email },
    { label: 'Phone', read: (row) => row.phone },
    { label: 'Business type', read: (row) => businessTypeLabel(row.businessType) },
    { label: 'Services', read: (row, context) => bookedServices(row.services, context.packages, row.createdAt) },
    { label: 'Estimate', read: (row) => row.estimatedCost },
    { label: 'Project details', read: (row) => row.projectDetails, multiline: true, quoted: true },
    { label: 'Preferred date', read: (row) => preferredDay(row.preferredDate) },
    { label: 'Preferred time slot', read: (row) => preferredTimeSlot(row.preferredTime) },
  ],
  workflow: {
    statuses: ['pending', 'confirmed', 'completed', 'cancelled'],
    awaitingStatus: 'pending',
    moves: {
      pending: [{ to: 'confirmed', label: 'Confirm booking' }, cancel],
      confirmed: [{ to: 'completed', label: 'Mark completed' }, cancel],
    },
  },
  notification: 'email',
  email: {
    subjectDetail: servicesAndEstimate,
    note: slotNote,
    calendar: (row, link) =>
      row.preferredDate
        ? {
            filename: 'consultation.ics',
            date: row.preferredDate,
            ...(row.preferredTime ? { time: row.preferredTime } : {}),
            minutes: siteConfig.freeConsultationMinutes,
            summary: `Consultation: ${`${row.firstName} ${row.lastName}`.trim()}`,
            description: `${servicesAndEstimate(row)}. Booking in the back office: ${link}`,
            stamp: row.createdAt,
          }
        : null,
  },
  funnelStep: () => 'booking_made',
  retentionDays: siteConfig.retentionDays.consultationBookings,
  exportName: 'consultation_bookings',
});
