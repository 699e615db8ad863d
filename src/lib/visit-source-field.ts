/**
 * The hidden field that carries where a visit came from (src/analytics/visit-source.ts), on its own so that forms in
 * the browser can name it without pulling in the rest.
 */
export const VISIT_SOURCE_FIELD = 'visit_source';
