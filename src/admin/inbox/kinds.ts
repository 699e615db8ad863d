/**
 * The kinds of submission the inbox shows, and each kind's status workflow:
 * which moves the owner may make and the button that makes each one. Moves
 * not listed here are refused by the server, whatever a form posts.
 */
export const itemKinds = ['booking', 'contact', 'application', 'waiting-list', 'download'] as const;
export type ItemKind = (typeof itemKinds)[number];

export function isItemKind(value: string | undefined): value is ItemKind {
  return itemKinds.some((kind) => kind === value);
}

export interface StatusMove {
  to: string;
  /** The button's text. */
  label: string;
}

export interface KindDefinition {
  /** One item, e.g. "Consultation booking". */
  label: string;
  /** The list, e.g. "Consultation bookings". */
  plural: string;
  /** Every status in workflow order; empty for kinds without a status. */
  statuses: readonly string[];
  /** The status that means "needs the owner's attention"; null when nothing is ever pending. */
  awaitingStatus: string | null;
  moves: Readonly<Record<string, readonly StatusMove[]>>;
}

const decline: StatusMove = { to: 'declined', label: 'Decline' };
const cancelBooking: StatusMove = { to: 'cancelled', label: 'Cancel booking' };

export const kindDefinitions: Readonly<Record<ItemKind, KindDefinition>> = {
  booking: {
    label: 'Consultation booking',
    plural: 'Consultation bookings',
    statuses: ['pending', 'confirmed', 'completed', 'cancelled'],
    awaitingStatus: 'pending',
    moves: {
      pending: [{ to: 'confirmed', label: 'Confirm booking' }, cancelBooking],
      confirmed: [{ to: 'completed', label: 'Mark completed' }, cancelBooking],
    },
  },
  contact: {
    label: 'Contact message',
    plural: 'Contact messages',
    statuses: ['new', 'replied', 'closed'],
    awaitingStatus: 'new',
    moves: {
      new: [{ to: 'replied', label: 'Mark replied' }],
      replied: [{ to: 'closed', label: 'Close' }],
    },
  },
  application: {
    label: 'Recruitment application',
    plural: 'Recruitment applications',
    statuses: ['new', 'reviewing', 'shortlisted', 'hired', 'declined'],
    awaitingStatus: 'new',
    moves: {
      new: [{ to: 'reviewing', label: 'Start review' }, decline],
      reviewing: [{ to: 'shortlisted', label: 'Shortlist' }, decline],
      shortlisted: [{ to: 'hired', label: 'Hire' }, decline],
    },
  },
  'waiting-list': {
    label: 'Shop waiting list sign-up',
    plural: 'Shop waiting list',
    statuses: ['active', 'unsubscribed'],
    awaitingStatus: null,
    moves: {
      active: [{ to: 'unsubscribed', label: 'Unsubscribe' }],
    },
  },
  download: {
    label: 'Resource download',
    plural: 'Resource downloads',
    statuses: [],
    awaitingStatus: null,
    moves: {},
  },
};

/** The buttons shown for an item in this status. */
export function movesFrom(kind: ItemKind, status: string | null): readonly StatusMove[] {
  const { moves } = kindDefinitions[kind];
  return status !== null && Object.hasOwn(moves, status) ? (moves[status] ?? []) : [];
}

/** Whether this kind has this status at all (a posted status is checked against this before anything else). */
export function isKindStatus(kind: ItemKind, status: string): boolean {
  return kindDefinitions[kind].statuses.includes(status);
}

export function isAllowedMove(kind: ItemKind, from: string, to: string): boolean {
  return movesFrom(kind, from).some((move) => move.to === to);
}

/** Every status of every kind, once, for the inbox's status filter. */
export const allStatuses: readonly string[] = [...new Set(itemKinds.flatMap((kind) => kindDefinitions[kind].statuses))];

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
