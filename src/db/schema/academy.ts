/** The Training Academy: learners, categories and modules, progress, quiz attempts, certificates, sign-in links, team invitations and registrations. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { nowMs, createdAt, consentColumns, uuid, visitSourceColumns } from './columns';

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
    /**
     * Where the subscription columns came from: 'granted' by the owner (no payment event changes them), 'paid' through
     * Stripe (the webhook keeps them), null: neither (the demo, or set before payments existed).
     */
    accessSource: text('access_source'),
    /** An employer's seats: each pending invitation and each member uses one (team invitations are refused past the last). */
    teamSeats: integer('team_seats').notNull().default(0),
    /** Stripe's id of this learner as a customer (cus_…), for the customer portal; nothing else of Stripe's is kept here. */
    stripeCustomerId: text('stripe_customer_id'),
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
  (table) => [
    index('training_certificates_user').on(table.userId),
    index('training_certificates_expiry').on(table.expiryDate),
  ],
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
  (table) => [
    index('training_quiz_attempts_learner_section').on(
      table.userId,
      table.moduleId,
      table.sectionIndex,
      table.createdAt,
    ),
  ],
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
  (table) => [
    index('learner_sign_in_links_learner').on(table.learnerId),
    index('learner_sign_in_links_expires').on(table.expiresAt),
  ],
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
  (table) => [
    index('training_team_invitations_employer').on(table.employerId),
    index('training_team_invitations_expires').on(table.expiresAt),
  ],
);

/*
 * The back office (/admin). `users` and `sessions` above are the spec's; these
 * tables add what passwordless sign-in, the inbox and the audit trail need.
 * Actor and item ids are plain text, not foreign keys, so that erasing a
 * person's data never fails on (or silently cascades into) the history.
 */

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

/**
 * A Checkout started for an Academy subscription: what the server decided to charge (tier, billing, seats, the price per
 * seat in pence) and who asked, so the paid webhook can make or upgrade the account with the names and the consent the
 * buyer gave on our form. An unfinished one is deleted by the retention job after two days.
 */
export const academyCheckouts = sqliteTable(
  'academy_checkouts',
  {
    id: uuid(),
    /** The signed-in learner who started it; null: a visitor, whose account is made when the payment succeeds. */
    learnerId: integer('learner_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    tier: text('tier').notNull(),
    billing: text('billing').notNull(),
    seats: integer('seats').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    /** Stripe's Checkout Session (cs_…), once made. */
    sessionId: text('session_id').unique(),
    /** When the buyer asked for immediate access and acknowledged losing the 14-day right to cancel. */
    immediateAccessAt: integer('immediate_access_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    ...consentColumns(),
    ...visitSourceColumns(),
  },
  (table) => [index('academy_checkouts_created').on(table.createdAt)],
);

/**
 * A paid Academy subscription as Stripe's events last described it (id sub_…). Access is written to the learner's row
 * from it; every field only moves forward (paid_through only grows, an ended subscription never starts again), so
 * events applied in any order leave the same state.
 */
export const academySubscriptions = sqliteTable(
  'academy_subscriptions',
  {
    id: text('id').primaryKey(),
    learnerId: integer('learner_id').notNull(),
    customerId: text('customer_id').notNull(),
    tier: text('tier').notNull(),
    billing: text('billing').notNull(),
    seats: integer('seats').notNull().default(1),
    /** Stripe's status: active, past_due, canceled… */
    status: text('status').notNull(),
    /** The end of the last period paid for. */
    paidThrough: integer('paid_through', { mode: 'timestamp_ms' }),
    /** A renewal failed: access continues until then while the card is put right. */
    graceUntil: integer('grace_until', { mode: 'timestamp_ms' }),
    /** When the last failed payment was; a payment after it clears the grace. */
    failedAt: integer('failed_at', { mode: 'timestamp_ms' }),
    lastPaidAt: integer('last_paid_at', { mode: 'timestamp_ms' }),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    /** The creation time of the newest event that set status, seats and cancel_at_period_end: an older one is ignored. */
    stateAt: integer('state_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('academy_subscriptions_learner').on(table.learnerId)],
);
