/**
 * The data model of spec 02 §3. Lists and JSON documents are stored as JSON
 * text; booleans as 0/1 integers; timestamps as milliseconds since the epoch.
 * drizzle-kit turns this file into the flat SQL files in migrations/.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(nowMs);
/** The id a form makes for one submission (the server derives one for a plain post): a repeat of it is not stored again. */
const submissionId = () => text('submission_id').unique();
/** Consent on record: when it was given, under which privacy policy version, and the words the visitor saw. */
const consentColumns = () => ({
  consentGivenAt: integer('consent_given_at', { mode: 'timestamp_ms' }),
  consentPolicyVersion: text('consent_policy_version'),
  consentWording: text('consent_wording'),
});
const uuid = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).notNull(),
    expire: integer('expire', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('IDX_session_expire').on(table.expire)],
);

export const users = sqliteTable('users', {
  id: uuid(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
});

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
  },
  (table) => [
    index('consultation_bookings_created').on(table.createdAt),
    index('consultation_bookings_client_slot').on(table.clientHash, table.slotStartsAt),
    // Addresses are stored as typed and counted case-insensitively (one address holds at most a few upcoming slots).
    index('consultation_bookings_email_slot').on(sql`lower(${table.email})`, table.slotStartsAt),
    // One booking per slot: D1 has no transactions, so this index is what makes the second of two racing
    // requests fail. A cancelled booking gives its slot back.
    uniqueIndex('consultation_bookings_slot_held').on(table.slotStartsAt).where(sql`${table.slotStartsAt} is not null and ${table.status} <> 'cancelled'`),
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
  },
  (table) => [index('recruitment_applications_created').on(table.createdAt)],
);

export const trainingUsers = sqliteTable(
  'training_users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    subscriptionStatus: text('subscription_status').notNull().default('demo'),
    subscriptionTier: text('subscription_tier').notNull().default('employee'),
    subscriptionExpiry: integer('subscription_expiry', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
    /** The employer whose team this learner joined by accepting an invitation; null: nobody's team. Not a foreign key, so erasing either never fails. */
    employerId: integer('employer_id'),
    /** The terms the learner accepted when registering (the time, the privacy policy version and the words shown). */
    ...consentColumns(),
  },
  (table) => [index('training_users_employer').on(table.employerId)],
);

export const trainingCategories = sqliteTable('training_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  icon: text('icon'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  requiredTier: text('required_tier').notNull().default('employee'),
  createdAt: createdAt(),
});

export const trainingModules = sqliteTable('training_modules', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  categoryId: integer('category_id').references(() => trainingCategories.id),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  difficulty: text('difficulty'),
  estimatedDuration: integer('estimated_duration'),
  content: text('content', { mode: 'json' }),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
});

export const trainingProgress = sqliteTable(
  'training_progress',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => trainingUsers.id),
    moduleId: integer('module_id').references(() => trainingModules.id),
    status: text('status').notNull().default('not_started'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    lastAccessed: integer('last_accessed', { mode: 'timestamp_ms' }),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    /** The indexes of the sections the learner has marked complete, ascending. */
    completedSections: text('completed_sections', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    /** The section the learner was last on, where the reader opens next time. */
    currentSection: integer('current_section').notNull().default(0),
  },
  // One row per learner and module, so a save is an upsert and two tabs cannot make two rows.
  (table) => [uniqueIndex('training_progress_learner_module').on(table.userId, table.moduleId)],
);

export const trainingCertificates = sqliteTable(
  'training_certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => trainingUsers.id),
    categoryId: integer('category_id').references(() => trainingCategories.id),
    moduleId: integer('module_id').references(() => trainingModules.id),
    certificateType: text('certificate_type').notNull().default('module'),
    title: text('title').notNull(),
    description: text('description'),
    earnedDate: integer('earned_date', { mode: 'timestamp_ms' }),
    expiryDate: integer('expiry_date', { mode: 'timestamp_ms' }),
    certificateNumber: text('certificate_number').notNull().unique(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    /** When the owner revoked it (isActive false): the verification page says revoked. */
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /** When its holder's data was erased (userId null, isActive false): the verification page says withdrawn and names nobody. */
    withdrawnAt: integer('withdrawn_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('training_certificates_user').on(table.userId), index('training_certificates_expiry').on(table.expiryDate)],
);

export const trainingQuizAttempts = sqliteTable(
  'training_quiz_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => trainingUsers.id),
    moduleId: integer('module_id').references(() => trainingModules.id),
    sectionIndex: integer('section_index').notNull(),
    scenarioIndex: integer('scenario_index').notNull().default(0),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    answers: text('answers', { mode: 'json' }).notNull(),
    isPassing: integer('is_passing', { mode: 'boolean' }).notNull(),
    attemptNumber: integer('attempt_number').notNull().default(1),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('training_quiz_attempts_learner_section').on(table.userId, table.moduleId, table.sectionIndex, table.createdAt)],
);

/**
 * One-time sign-in links of the Training Academy's learners, kept apart from
 * the owners' sign_in_links so that neither kind can ever open the other's
 * session. Only the SHA-256 of the token is kept.
 */
export const learnerSignInLinks = sqliteTable(
  'learner_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    learnerId: integer('learner_id').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    sessionId: text('session_id'),
  },
  (table) => [index('learner_sign_in_links_learner').on(table.learnerId), index('learner_sign_in_links_expires').on(table.expiresAt)],
);

/**
 * An employer's invitation to join their team (/training/team). The address
 * is kept only to send the email and to match the account on acceptance;
 * the link's token is kept as its SHA-256. Nobody invited is shown to the
 * employer until they accept.
 */
export const trainingTeamInvitations = sqliteTable(
  'training_team_invitations',
  {
    id: uuid(),
    employerId: integer('employer_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    acceptedLearnerId: integer('accepted_learner_id'),
  },
  (table) => [index('training_team_invitations_employer').on(table.employerId), index('training_team_invitations_expires').on(table.expiresAt)],
);

/*
 * The back office (/admin). `users` and `sessions` above are the spec's; these
 * tables add what passwordless sign-in, the inbox and the audit trail need.
 * Actor and item ids are plain text, not foreign keys, so that erasing a
 * person's data never fails on (or silently cascades into) the history.
 */

/** Whether a user may sign in; no row means yes. owner:add clears disabledAt. */
export const userAccess = sqliteTable('user_access', {
  userId: text('user_id').primaryKey(),
  disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
});

/** One-time sign-in links: only the SHA-256 of the token is kept; sessionId records which session used it. */
export const signInLinks = sqliteTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    sessionId: text('session_id'),
  },
  (table) => [index('sign_in_links_user').on(table.userId), index('sign_in_links_expires').on(table.expiresAt)],
);

/** Internal notes on any inbox item (a booking, a message, an application ...). */
export const adminNotes = sqliteTable(
  'admin_notes',
  {
    id: uuid(),
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    authorUserId: text('author_user_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_notes_item').on(table.itemKind, table.itemId)],
);

/**
 * When an inbox item was first opened on its item page, shared by everyone in
 * the back office: an item without a row is unread (bold in the inbox, counted
 * as new). It goes with its item (retention, erasure). Items stored before
 * this table existed have no row, so they start unread.
 */
export const openedItems = sqliteTable(
  'opened_items',
  {
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    firstOpenedAt: integer('first_opened_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemKind, table.itemId] })],
);

/** Who changed what, from what to what, and when. Holds no personal data of the people in the inbox. */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: uuid(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    itemKind: text('item_kind'),
    itemId: text('item_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_events_item').on(table.itemKind, table.itemId), index('audit_events_created').on(table.createdAt)],
);

/*
 * Notifications (src/notify). One row per submission that the owner must
 * hear about, written in the same D1 batch as the submission itself, so a
 * stored lead always has its notification on record. It references the item
 * and holds no copy of personal data: the email is composed from the item
 * row when it is sent. The server sets every column.
 */
export const notificationOutbox = sqliteTable(
  'notification_outbox',
  {
    id: text('id').primaryKey(),
    /** The inbox kind of the item (booking, contact, application, waiting-list, download), or agenda (itemId: the London date). */
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    /**
     * Which message about the item: "lead" (the owner's notification of a new
     * item) or one of the booking's messages (src/notify/messages.ts), e.g.
     * "visitor-reminder:1767258000000". Unique per item, so each is recorded,
     * and sent, once.
     */
    message: text('message').notNull().default('lead'),
    /** email: one message each, sent through the queue; digest: gathered into the daily digest. */
    channel: text('channel').notNull(),
    /** pending → sending → sent; failed after the last attempt (Retry in /admin); skipped when the item was erased first. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due: the sweep re-queues a pending row only once this is well past. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** Who is sending it now (a random token per claim) and since when; a claim left by a crash goes stale. */
    claimId: text('claim_id'),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** The class of the last error (e.g. "TypeError"), never its message, which could quote personal data. */
    lastError: text('last_error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** Why it was held rather than sent (status held): e.g. "hourly-limit" for an address that has not proved it is its owner's. */
    heldReason: text('held_reason'),
    /** When the owner pressed Send on a held row: it then goes whatever the recipient's limit says. */
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    // One notification per item: a second insert for the same item is ignored.
    uniqueIndex('notification_outbox_item_message').on(table.itemKind, table.itemId, table.message),
    index('notification_outbox_status_due').on(table.status, table.nextAttemptAt),
    index('notification_outbox_created').on(table.createdAt),
  ],
);

/**
 * Every email sent to an address that has not proved it is its owner's (a visitor, a booker, an invited or a
 * registering address), by an HMAC of its mailbox (never the address): deliver() counts these to hold mail over the per-recipient
 * limits. Deleted after a day and a half: the longest limit is a day.
 */
export const emailDeliveries = sqliteTable(
  'email_deliveries',
  {
    id: uuid(),
    recipientHash: text('recipient_hash').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('email_deliveries_recipient_sent').on(table.recipientHash, table.sentAt)],
);

/**
 * A registration for the Academy's free demo waiting for its address to be confirmed: the account and its names
 * exist only once the emailed link is pressed. One per address (a new registration replaces the waiting one); the
 * link's token is kept as its SHA-256, set when the email is sent.
 */
export const learnerRegistrations = sqliteTable(
  'learner_registrations',
  {
    id: uuid(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    tokenHash: text('token_hash').unique(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    ...consentColumns(),
  },
  (table) => [index('learner_registrations_expires').on(table.expiresAt)],
);
