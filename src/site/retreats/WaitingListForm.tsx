/**
 * A sold-out event's waiting list (issue 34): an address, the places wanted and the consent its entry records,
 * posted to /api/retreat-waiting-list. When places free up, the first person whose places fit is offered them for
 * 24 hours. A plain post comes back here: stored, to ?waiting-list=joined#waiting-list; refused, with every value and
 * message kept.
 */
import { type FormState, valueOf } from '../../lib/form-state';
import { MOST_PLACES_PER_BOOKING } from '../../submissions/retreat-booking/schema';
import {
  RETREAT_WAITING_LIST_ENDPOINT,
  retreatWaitingListConsentWording,
} from '../../submissions/retreat-waiting-list/schema';
import { EmailField, errorProps, FieldError, FieldLabel, PlainSubmitButton } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { ConsentBox, PostedNotice, SentNotice } from './form-parts';

export const WAITING_LIST_ID = 'waiting-list';

export function WaitingListForm({
  eventSlug,
  joined,
  form,
  suggested,
}: {
  eventSlug: string;
  joined: boolean;
  form: FormState | undefined;
  /** What the visitor typed in the booking form, when it came back sold out: no need to type it twice. */
  suggested?: { email: string; places: string };
}) {
  const placesError = form?.errors.places;
  const places = form ? valueOf(form, 'places') : (suggested?.places ?? '1');
  return (
    <section id={WAITING_LIST_ID} aria-labelledby="waiting-list-heading" className="card">
      <h2 id="waiting-list-heading" className="font-display text-2xl font-bold text-ink">
        Join the waiting list
      </h2>
      <p className="mt-2 text-muted">
        If places free up, the first person on the list whose places fit is emailed an offer that holds them for 24
        hours. Unused, it passes to the next person.
      </p>
      <div className="mt-4">
        {joined && !form ? (
          <SentNotice outcome="waiting-list-joined" title="You are on the waiting list">
            We will email you as soon as places free up. The offer will hold them for you for 24 hours.
          </SentNotice>
        ) : null}
        <PostedNotice
          form={form}
          invalid="You are not on the waiting list yet: correct the fields marked below and send the form again."
        />
      </div>
      <form
        method="post"
        action={`${RETREAT_WAITING_LIST_ENDPOINT}#${WAITING_LIST_ID}`}
        aria-labelledby="waiting-list-heading"
        className="relative grid gap-4"
      >
        <input type="hidden" name="eventSlug" value={eventSlug} />
        <div>
          <EmailField
            id="waiting-list-email"
            value={form ? valueOf(form, 'email') : (suggested?.email ?? '')}
            error={form?.errors.email}
          />
        </div>
        <div>
          <FieldLabel htmlFor="waiting-list-places" required>
            Places wanted
          </FieldLabel>
          <select
            id="waiting-list-places"
            name="places"
            defaultValue={places}
            className="field-input"
            {...errorProps('waiting-list-places-error', placesError)}
          >
            {Array.from({ length: MOST_PLACES_PER_BOOKING }, (_, index) => String(index + 1)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <FieldError id="waiting-list-places-error" message={placesError} />
        </div>
        <ConsentBox id="waiting-list-consent" wording={retreatWaitingListConsentWording} form={form} />
        <Honeypot />
        <PlainSubmitButton buttonClassName="btn-primary">Join the Waiting List</PlainSubmitButton>
      </form>
    </section>
  );
}
