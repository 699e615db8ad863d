import { contactPointsOf } from '../../content/business-details';
import type { Offer } from '../../content/offer';
import { Island } from '../../islands/Island';
import { businessDetails } from '../../render/request-settings';
import type { BookingWizardView } from '../../submissions/consultation-booking/wizard-state';
import BookingWizard from './BookingWizard.island';
import type { BookingWindow } from '../../submissions/consultation-booking/free-slots';
import type { PackageProgrammes, WizardPackage } from './ServicesStep';

/**
 * The booking wizard as the page places it: step 1 on a plain visit, or the
 * step a plain post left it on (next step, the same step with messages, or
 * the confirmation), which the island then hydrates with. `dates`: what step
 * 3's date field offers, from the owner's settings; `offer`: the programmes
 * and packages the owner publishes, which reach the island in its props.
 */
export function BookingWizardTool({
  view,
  dates,
  offer,
}: {
  view?: BookingWizardView | undefined;
  dates: BookingWindow;
  offer: Offer;
}) {
  const packages = offer.packages.map(
    ({ id, name, description, price, pricedFrom }): WizardPackage => ({ id, name, description, price, pricedFrom }),
  );
  return (
    <Island
      name="booking-wizard"
      component={BookingWizard}
      props={{
        view: view ?? null,
        dates,
        packages,
        programmes: programmesOf(offer),
        contact: contactPointsOf(businessDetails()),
      }}
      hydrate="visible"
    />
  );
}

/** Each package's programmes (those offering it as their smaller way in), named and priced: only what the island shows. */
function programmesOf({ packages, programmes }: Offer): PackageProgrammes {
  return Object.fromEntries(
    packages.map((offered) => [
      offered.id,
      programmes
        .filter((programme) => programme.smallerPackage?.id === offered.id)
        .map(({ id, title, startingFrom }) => ({ id, title, startingFrom })),
    ]),
  );
}
