/**
 * The back office session cookie's name, for the admin that sets it and the
 * page cache that must leave its holder alone. Sent as `__Host-admin_session`:
 * the prefix makes the browser refuse it unless it is Secure, host-only and Path=/.
 */
export const BACK_OFFICE_COOKIE_NAME = 'admin_session';
export const BACK_OFFICE_SESSION_COOKIE = `__Host-${BACK_OFFICE_COOKIE_NAME}`;
