/** Every kind of submission's table, and what bookings hold: their private links, the owner's availability settings and blocked dates. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { nowMs, createdAt, submissionId, consentColumns, uuid, visitSourceColumns } from './columns';

export const consultationBookings = sqliteTable(
  'consultation_bookings',
  {
    id: uuid(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    businessType: text('business_type'),
    services: text('services', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    estimatedCost: text('estimated_cost'),
    projectDetails: text('project_details'),
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    submissionId: submissionId(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    /**
     * The instant the chosen slot starts (preferredDate and preferredTime as
     * Europe/London wall-clock time), set by the server for a booking that
     * holds a slot; null for a request without a time and for bookings made
     * before slots were held.
     */
    slotStartsAt: integer('slot_starts_at', { mode: 'timestamp_ms' }),
    /** The iCalendar SEQUENCE of the visitor's invitation: raised on every change the visitor is sent. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The last change by the visitor or the owner (status, slot). */
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    /**
     * HMAC (SIGNING_SECRET) of the client that booked (IPv4 address or IPv6 /64), never the address itself: how many
     * future slots one client holds is counted by it. Cleared once the consultation has passed.
     */
    clientHash: text('client_hash'),
    ...visitSourceColumns(),
  },
  (table) => [
    index('consultation_bookings_created').on(table.createdAt),
    index('consultation_bookings_client_slot').on(table.clientHash, table.slotStartsAt),
    // Addresses are stored as typed and counted case-insensitively (one address holds at most a few upcoming slots).
    index('consultation_bookings_email_slot').on(sql`lower(${table.email})`, table.slotStartsAt),
    // One booking per slot: D1 has no transactions, so this index is what makes the second of two racing
    // requests fail. A cancelled booking gives its slot back.
    uniqueIndex('consultation_bookings_slot_held')
      .on(table.slotStartsAt)
      .where(sql`${table.slotStartsAt} is not null and ${table.status} <> 'cancelled'`),
  ],
);

/**
 * The private links to a booking's page (/bookings/{token}): only the
 * SHA-256 of each token is kept. A booking has one link, its token derived
 * from the booking's id (src/submissions/consultation-booking/booking-links.ts), so every
 * email can carry it again; bookings from before that keep their random
 * links. They go with the booking.
 */
export const bookingLinks = sqliteTable(
  'booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: text('booking_id').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('booking_links_booking').on(table.bookingId)],
);

/**
 * The owner's availability (/admin/availability), one row (id 1); no row
 * means the defaults in site config. The weekly pattern maps ISO weekdays
 * ("1" Monday ... "7" Sunday) to the slots offered that day.
 */
export const availabilitySettings = sqliteTable('availability_settings', {
  id: integer('id').primaryKey(),
  weeklyPattern: text('weekly_pattern', { mode: 'json' }).$type<Record<string, string[]>>().notNull(),
  minimumNoticeHours: integer('minimum_notice_hours').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  /** Bank holidays the owner chose to work (YYYY-MM-DD); every other one in the list is blocked. */
  openBankHolidays: text('open_bank_holidays', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  /** SHA-256 of the secret in the calendar feed's address (/admin/calendar/{secret}.ics); null: no feed yet. */
  calendarFeedHash: text('calendar_feed_hash'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Days the owner is away: a single day (startsOn = endsOn) or a range, both inclusive, London dates. */
export const blockedDates = sqliteTable(
  'blocked_dates',
  {
    id: uuid(),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('blocked_dates_ends').on(table.endsOn)],
);

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: uuid(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    businessType: text('business_type'),
    message: text('message').notNull(),
    submissionId: submissionId(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
    ...visitSourceColumns(),
  },
  (table) => [index('contact_submissions_created').on(table.createdAt)],
);

export const resourceDownloads = sqliteTable(
  'resource_downloads',
  {
    id: uuid(),
    resourceName: text('resource_name').notNull(),
    email: text('email').notNull(),
    submissionId: submissionId(),
    downloadedAt: integer('downloaded_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
    ...visitSourceColumns(),
  },
  (table) => [index('resource_downloads_downloaded').on(table.downloadedAt)],
);

export const shopNotifications = sqliteTable(
  'shop_notifications',
  {
    id: uuid(),
    email: text('email').notNull().unique(),
    submissionId: submissionId(),
    ...consentColumns(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    ...visitSourceColumns(),
  },
  (table) => [index('shop_notifications_created').on(table.createdAt)],
);

export const recruitmentApplications = sqliteTable(
  'recruitment_applications',
  {
    id: uuid(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    location: text('location'),
    experienceLevel: text('experience_level'),
    currentRole: text('current_role'),
    interestedRoles: text('interested_roles', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    petExperience: text('pet_experience'),
    qualifications: text('qualifications'),
    availability: text('availability'),
    relocateWilling: integer('relocate_willing', { mode: 'boolean' }).notNull().default(false),
    salaryExpectation: text('salary_expectation'),
    motivation: text('motivation'),
    additionalInfo: text('additional_info'),
    submissionId: submissionId(),
    ...consentColumns(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
    ...visitSourceColumns(),
  },
  (table) => [index('recruitment_applications_created').on(table.createdAt)],
);
