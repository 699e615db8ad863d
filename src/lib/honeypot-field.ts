/**
 * The honeypot field's name, on its own so that forms in the browser can use it
 * without pulling zod in through src/lib/fields.ts.
 */
export const HONEYPOT_FIELD = 'website';
