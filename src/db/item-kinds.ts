/**
 * Every kind of thing a row of the audit trail, the outbox, the notes or the
 * opened marks can be about: its `item_kind`, with `item_id` the thing's id as
 * text. One list, low enough for every layer: the kinds of submission (each
 * module in src/submissions takes its name from here) and everything else.
 * A name is stored in rows, so it never changes.
 */
export const ITEM_KIND = {
  booking: 'booking',
  contact: 'contact',
  application: 'application',
  waitingList: 'waiting-list',
  download: 'download',
  retreatBooking: 'retreat-booking',
  retreatWaitingList: 'retreat-waiting-list',
  earlyBirdList: 'early-bird-list',
  /** A retreat event the owner cancelled or wrote to: item id its slug. */
  retreatEvent: 'retreat-event',
  /** The owner's agenda of a day: item id the London date (YYYY-MM-DD). */
  agenda: 'agenda',
  /** A Training Academy account: item id the learner's id. */
  learner: 'learner',
  /** A learner's certificate: item id its id. */
  certificate: 'certificate',
  /** An address with no Training Academy account: item id the address itself. */
  noAccount: 'no-account',
  /** An employer's invitation to their team: item id the invitation's id. */
  teamInvitation: 'team-invitation',
  /** A registration waiting for its address to be confirmed: item id the registration's id. */
  learnerRegistration: 'learner-registration',
  /** A paid Academy subscription: item id Stripe's id of it (sub_…). */
  academySubscription: 'academy-subscription',
  /** A payment of the ledger, refunded by the owner: item id Stripe's id of its invoice (in_…). */
  payment: 'payment',
  /** A back office account (users): item id its id. */
  owner: 'owner',
  /** A bank holiday opened or blocked for bookings: item id the date. */
  bankHoliday: 'bank-holiday',
  /** Dates blocked for bookings: item id the block's id. */
  blockedDate: 'blocked-date',
  /** A picture of the media library: item id its id (media_images.id). */
  mediaImage: 'media-image',
} as const;
