/**
 * The Training Academy's session cookie, for the academy that sets it and the
 * page cache that must not serve a learner someone else's page. Sent as
 * `__Host-learner_session`; separate from the owner's `__Host-admin_session`.
 */
export const LEARNER_COOKIE_NAME = 'learner_session';
export const LEARNER_SESSION_COOKIE = `__Host-${LEARNER_COOKIE_NAME}`;
