/** The hidden form field that carries the per-session CSRF token. */
export const CSRF_FIELD = 'csrf';
