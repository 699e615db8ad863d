/**
 * A link that opens the booking wizard with one package already ticked: a
 * service card's dialog points at its package this way. The home page reads
 * `book` from its query, so the link works with or without scripts.
 */
import type { BookingWizardView } from './wizard-state';

const BOOK_PARAMETER = 'book';

export function bookingHref(packageId: string): string {
  return `/?${BOOK_PARAMETER}=${encodeURIComponent(packageId)}#book-consultation`;
}

/** Step 1 with the package named in the query ticked, or nothing for one not on offer (`offered`: their ids) or none. */
export function bookingViewFromQuery(
  query: Record<string, string>,
  offered: readonly string[],
): BookingWizardView | undefined {
  const packageId = query[BOOK_PARAMETER];
  if (!packageId || !offered.includes(packageId)) return undefined;
  return { step: 1, form: { values: { services: [packageId] }, errors: {}, notice: null }, day: null, booking: null };
}
