import { Island } from '../../islands/Island';
import BookingWizard, { type BookingWizardView } from './BookingWizard.island';

export type { BookingWizardView } from './BookingWizard.island';

/**
 * The booking wizard as the page places it: step 1 on a plain visit, or the
 * step a plain post left it on (next step, the same step with messages, or
 * the confirmation), which the island then hydrates with.
 */
export function BookingWizardTool({ view }: { view?: BookingWizardView }) {
  return <Island name="booking-wizard" component={BookingWizard} props={{ view: view ?? null }} hydrate="visible" />;
}
