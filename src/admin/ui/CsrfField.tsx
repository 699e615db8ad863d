import type { AdminSession } from '../../auth/admin-env';
import { CSRF_FIELD } from '../../lib/csrf-field';

/** The per-session token every back office form posts back (checked by requireCsrf). */
export function CsrfField({ session }: { session: AdminSession }) {
  return <input type="hidden" name={CSRF_FIELD} value={session.csrfToken} />;
}
