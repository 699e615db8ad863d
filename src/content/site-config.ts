import { consultationSlots } from './consultation-slots';
import type { BusinessDetails } from './kinds/details';

/**
 * The business details as first seeded into D1 (src/content/seed/details-seed.ts): from then on the owner edits them
 * at /admin/content/details, and pages, emails and the deploy check read the stored ones (src/content/business-details.ts),
 * never these. A detail not supplied yet is empty (never a made-up value): the pages leave out the words that quote it.
 */
const seedBusinessDetails: BusinessDetails = {
  /**
   * TO BE REPLACED: a number from Ofcom's range for drama (0306 999 0000 to 0306 999 0999), which can never
   * reach anyone, shown until the real line is live. One non-geographic 03 number serves the whole UK at the
   * cost of a landline call. `bun run deploy` refuses to deploy while it is a drama number.
   */
  phoneDisplay: '0306 999 0123',
  phoneDial: '+443069990123',
  email: 'hello@pawsperity.co.uk',
  /** Companies House number, e.g. SC123456. */
  companyNumber: '',
  /** The Information Commissioner's Office data protection fee registration number, e.g. ZA123456. */
  icoRegistrationNumber: '',
  /** The registered office as Companies House lists it, a line each, with its postcode. */
  registeredOffice: [],
  /** A profile's https address; the footer shows a network's icon only once its address is set. */
  social: { linkedin: '', x: '', facebook: '', instagram: '' },
};

/**
 * The one place for the site's settings: its names, where it is registered, booking rules and retention periods.
 * Pages, legal text, mail links and the retention job read from here so that a change is made once. The business
 * details the owner edits (phone, email, registration numbers, social profiles) are only seeded from here.
 */
export const siteConfig = {
  name: 'Pawsperity Consulting',
  legalName: 'Pawsperity Consulting Ltd',
  teamName: 'Pawsperity Consulting Team',
  tagline: 'Pet care business consultancy and doggy daycare experts across the UK',
  origin: 'https://www.pawsperity.co.uk',
  businessDetails: seedBusinessDetails,
  coverage: 'UK Wide',
  responseTime: 'Within 24 hours',
  registeredIn: 'Scotland',
  freeConsultationMinutes: 30,
  responsePromiseHours: 24,
  /**
   * Consultation slots (src/submissions/consultation-booking/availability.ts). The owner
   * changes the pattern, notice and horizon in /admin/availability; these
   * are what applies until then. Times are UK wall-clock times.
   */
  bookings: {
    /** ISO weekdays (1 Monday ... 7 Sunday) with the slots offered on each: Monday to Friday, all six. */
    defaultWeeklyPattern: Object.fromEntries(
      ['1', '2', '3', '4', '5'].map((weekday) => [weekday, consultationSlots]),
    ) as Record<string, readonly string[]>,
    /** A slot can be booked this long before it starts, at the latest. */
    defaultMinimumNoticeHours: 24,
    /** How far ahead a visitor may book, in days from today (London). */
    defaultHorizonDays: 60,
    /** The terms' cancellation window: the visitor may cancel or move a booking until this long before it. */
    changeCutoffHours: 24,
    /** The visitor's reminder goes this long before the slot. */
    reminderHoursBefore: 24,
    /** Moves a visitor may make to one booking through its private link; after that the owner moves it (stops churn). */
    maxVisitorMoves: 3,
    /** Future slots one client (IPv4 address or IPv6 /64) and one email address may hold at once, so the diary stays shared. */
    maxFutureSlotsPerPerson: 2,
  },
  /**
   * The privacy policy's version, recorded with every consent so that what a
   * visitor agreed to can be found again. Change it whenever the policy's
   * wording changes (src/site/legal/legal-pages.test.ts holds the digest of each version's text). The business
   * details it quotes (email, company and ICO numbers, registered office) are the owner's and not part of it: each
   * saved version of them is kept in the details item's revisions, with when it was saved.
   */
  privacyPolicyVersion: '2026-11-26.4',
  /**
   * How long each kind of submission is kept, in days. The privacy policy
   * quotes these and the scheduled retention job deletes rows past them.
   */
  retentionDays: {
    contactSubmissions: 730,
    consultationBookings: 730,
    resourceDownloads: 365,
    shopNotifications: 730,
    recruitmentApplications: 365,
    /** Retreat bookings (the buyer, the attendees' names and needs); the payment itself stays in the ledger. */
    retreatBookings: 730,
    /** A retreat waiting-list entry: long enough to outlast its event. */
    retreatWaitingList: 365,
    /** An early-bird list address, from when it was added. */
    earlyBirdList: 730,
    /** Used or unused, a sign-in link is deleted this long after it expired. */
    signInLinks: 1,
    /** The audit trail (who changed what and when; no address of the people in the inbox). */
    auditEvents: 730,
    /** A back-office user whose access was switched off is deleted this long afterwards. */
    disabledUsers: 90,
    /**
     * Delivery records of the notification emails (which item, when, whether it went; no personal data): each is
     * deleted with its item, and in any case this long after it was made, whatever its state (failed ones too).
     */
    notificationOutbox: 90,
    /**
     * A Training Academy account (training_users, with its progress, quiz attempts and team invitations sent) is
     * erased this long after the later of its last use (sign-in, a move in a module, a quiz attempt, a session in use)
     * and the expiry of its last certificate (one that never expires: the day it was earned), so a certificate stays
     * verifiable for as long as it is valid. Its certificates then show as withdrawn.
     */
    learnerAccounts: 730,
    /** An employer's invitation (it holds the invited address) is deleted this long after it expired or was accepted. */
    teamInvitations: 30,
    /** A Checkout started for a subscription (the buyer's names and address, until the account is made): two days. */
    academyCheckouts: 2,
    /**
     * A payment's record (amounts, dates, Stripe's ids; no card details): accounting records are kept six years after
     * the end of the financial year, so seven years from the payment. Erasing the learner unlinks it from them.
     */
    paymentRecords: 2557,
  },
  /**
   * The owner's daily figures (page views and funnel steps per London day, about no one: src/analytics) are kept this
   * many calendar months, then the retention job deletes them (src/jobs/retention-figures.ts). Both policies quote it.
   */
  dailyFiguresMonths: 25,
  /** The Training Academy's learner accounts (/training/sign-in, /training/me, /training/team). */
  academy: {
    /** A learner's session lasts this long after its last use (it is extended while in use). */
    sessionDays: 30,
    /** A one-time sign-in link works once, within this many minutes. */
    signInLinkMinutes: 15,
    /** Sender of the Academy's emails (sign-in links, invitations, renewal reminders); on the domain onboarded to Email Service. */
    emailFrom: 'academy@pawsperity.co.uk',
    /** An employer's invitation link works once, within this many days. */
    invitationDays: 7,
    /** After a failed subscription payment, access continues this many days from the first failure while the card is put right. */
    paymentGraceDays: 7,
    /** A registration's confirmation link works this long; the registration is then deleted. */
    registrationLinkHours: 24,
    /** A quiz is passed at this score or above (per cent of its questions). */
    quizPassPercent: 80,
    /** At most this many attempts at one quiz within quizAttemptWindowHours. */
    quizAttemptsPerWindow: 3,
    quizAttemptWindowHours: 24,
    /** A certificate that expires is followed by a renewal reminder this many days before its expiry, once each. */
    renewalReminderDays: [60, 14],
  },
  /**
   * At most this many emails go to one address that has not proved it is its owner's (a visitor, a booker, an invited
   * or a registering address), across every kind of message; the rest are held for the owner (/admin/notifications).
   */
  emailLimits: { perHour: 3, perDay: 10 },
  /** The owner's back office at /admin. */
  admin: {
    /** A session lasts this long after its last use (it is extended while in use). */
    sessionDays: 14,
    /** A one-time sign-in link works once, within this many minutes. */
    signInLinkMinutes: 15,
    /** Sender of the sign-in emails; its domain must be onboarded to Cloudflare Email Service (Email Sending). */
    signInEmailFrom: 'no-reply@pawsperity.co.uk',
    inboxPageSize: 50,
  },
  /**
   * Email notifications to the business (src/notify). Every new booking,
   * contact message and recruitment application is emailed to `to`;
   * waiting-list sign-ups and resource downloads arrive in one daily digest.
   * `from` must be on the domain onboarded to Cloudflare Email Service; `to`
   * can be any address.
   */
  notifications: {
    to: 'hello@pawsperity.co.uk',
    from: 'notifications@pawsperity.co.uk',
    senderName: 'Pawsperity Consulting website',
  },
} as const;
