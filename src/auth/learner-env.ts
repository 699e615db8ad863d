import type { AppEnv } from '../env';

/** A signed-in learner: their training_users row, as the Academy reads it. */
export interface Learner {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** demo (the default), active, or cancelled; only an active, unexpired subscription opens its tier. */
  subscriptionStatus: string;
  subscriptionTier: string;
  subscriptionExpiry: Date | null;
  /** The employer whose team they joined; null when on nobody's team. */
  employerId: number | null;
  /** Stripe's id of them as a customer, once they have paid: what the customer portal opens. */
  stripeCustomerId?: string | null;
  /** 'granted' by the owner, 'paid' through Stripe, or null. */
  accessSource?: string | null;
  /** An employer's seats for team members and pending invitations. */
  teamSeats?: number;
  /**
   * That employer's own subscription, read with the session: a member reads what an employee subscription opens
   * for as long as it is current, without their own subscription ever being changed by joining or leaving.
   */
  team?: { status: string; tier: string; expiry: Date | null } | null;
}

/** The learner's session (its own cookie, never the owner's): its id (the hash kept in D1) and the CSRF token of its forms. */
export interface LearnerSession {
  sessionId: string;
  csrfToken: string;
}

/** Routes behind a learner's session: c.var.learner and c.var.learnerSession are set. */
export interface LearnerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { learner: Learner; learnerSession: LearnerSession };
}

/** Pages that anyone may open but that show more to a learner: the two are set only when signed in. */
export interface MaybeLearnerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { learner?: Learner; learnerSession?: LearnerSession };
}
