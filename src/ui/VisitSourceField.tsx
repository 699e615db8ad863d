import { VISIT_SOURCE_FIELD } from '../lib/visit-source-field';

/** How the server reads this request's source (set by src/render/request-settings.ts); '' in the browser. */
let currentVisitSource: () => string = () => '';

export function readVisitSourceWith(read: () => string): void {
  currentVisitSource = read;
}

/**
 * Where the visit that shows this form came from, sent with it so that the lead it makes keeps its source. The server
 * writes the value; in the browser the field has no value prop at all, so React, hydrating an island over it, leaves
 * the server's value alone (a defaultValue, even '', would be written over it).
 */
export function VisitSourceField() {
  return (
    <input
      type="hidden"
      name={VISIT_SOURCE_FIELD}
      defaultValue={currentVisitSource() || undefined}
      suppressHydrationWarning
    />
  );
}
