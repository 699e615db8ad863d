import type { Bindings, Variables } from '../env';

/** The signed-in person and their session, set by requireSession for every /admin page and action. */
export interface AdminSession {
  /** SHA-256 of the cookie's token: the sessions.sid it is stored under. */
  sessionId: string;
  userId: string;
  email: string;
  displayName: string;
  /** Per-session token every form posts back in its hidden `csrf` field. */
  csrfToken: string;
  /** An owner does everything; an editor only edits content and never sees a visitor's personal data. */
  role: BackOfficeRole;
}

export type BackOfficeRole = 'owner' | 'editor';

export interface AdminEnv {
  Bindings: Bindings;
  Variables: Variables & { adminSession: AdminSession };
}
