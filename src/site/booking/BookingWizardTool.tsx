import { contactPointsOf } from '../../content/business-details';
import { serviceCards } from '../../content/services';
import { Island } from '../../islands/Island';
import { businessDetails } from '../../render/request-settings';
import { bookableServices, isPackageOf } from '../../submissions/consultation-booking/bookable-services';
import type { BookingWizardView } from '../../submissions/consultation-booking/wizard-state';
import BookingWizard from './BookingWizard.island';
import type { BookingWindow } from '../../submissions/consultation-booking/free-slots';
import type { PackageProgrammes } from './ServicesStep';

/**
 * The booking wizard as the page places it: step 1 on a plain visit, or the
 * step a plain post left it on (next step, the same step with messages, or
 * the confirmation), which the island then hydrates with. `dates`: what step
 * 3's date field offers, from the owner's settings.
 */
export function BookingWizardTool({ view, dates }: { view?: BookingWizardView | undefined; dates: BookingWindow }) {
  return (
    <Island
      name="booking-wizard"
      component={BookingWizard}
      props={{ view: view ?? null, dates, programmes, contact: contactPointsOf(businessDetails()) }}
      hydrate="visible"
    />
  );
}

/** Each package's programmes, named and priced from the service cards (passed as props so the island does not carry the cards' text). */
const programmes: PackageProgrammes = Object.fromEntries(
  bookableServices.map((service) => [
    service.id,
    serviceCards
      .filter((card) => isPackageOf(service, card.id))
      .map((card) => ({ id: card.id, title: card.title, startingFrom: card.startingFrom })),
  ]),
);
