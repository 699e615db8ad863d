/**
 * The booking form of a retreat event (issue 34). A real form posting to /api/retreat-bookings, so it works before
 * and without JavaScript: all four attendee fields show, each saying when it is needed, and the server answers with
 * the checkout, the reservation, or this page again with every value and message. Once hydrated it shows only as
 * many attendee fields as places, keeps the total in step, and sends JSON: on 201 it goes to Stripe's checkout (or
 * the booking's own page when the site takes no payments); refused as sold out, it points to the waiting list.
 * Every field is uncontrolled and its state is read from the DOM, so nothing typed before hydration is lost.
 */
import { useEffect, useRef, useState } from 'react';
import { type FormState, SUBMISSION_ID_FIELD, valueOf } from '../../lib/form-state';
import type { JsonValue } from '../../lib/json';
import { ApiRequestError, serverMessageOr } from '../../lib/http';
import {
  attendeeField,
  RETREAT_BOOKINGS_ENDPOINT,
  retreatBookingFromFields,
} from '../../submissions/retreat-booking/fields';
import { errorProps, FieldError, FieldLabel, requiredLineFields, SubmitButton } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormSubmit } from '../../ui/use-form-submit';

type RetreatBookingFormProps = {
  [key: string]: JsonValue;
  eventSlug: string;
  /** The most places this form offers: the places left, or an offer's, and never more than one booking may take. */
  mostPlaces: number;
  /** The total in words for 1, 2, … places, worked out by the server from the prices in force (early bird first). */
  totals: string[];
  /** Stripe checkout (true), or a reservation to be invoiced. */
  payments: boolean;
  /** The waiting-list offer whose held places this booking takes up ('' for none). */
  offer: string;
  /** New for each page a plain post comes from; kept when the post comes back, so a resend is stored once. */
  submissionId: string;
  /** What the buyer accepts by booking (the cancellation policy), as recorded with the booking. */
  consentWording: string;
  /** Where the waiting-list form is, for a booking refused as sold out. */
  waitingListHref: string;
  /** A plain post that came back: the values as typed and a message per field; soldOut when refused for want of places. */
  form: FormState | null;
  soldOut: boolean;
};

/** One per place a booking may take (the schema's most, 4): kept here so the island's code carries no zod. */
const ordinal = ['1', '2', '3', '4'];

/** The booking as JSON: the plain post's payload, with places sent as a number. */
export function bookingBody(fields: URLSearchParams) {
  const places = Math.min(Math.max(Number(fields.get('places')) || 0, 0), ordinal.length);
  return { ...retreatBookingFromFields(fields), places };
}

/** Where a stored booking goes next: Stripe's checkout, else the booking's own page. */
function nextAddress(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { checkoutUrl, booking } = answer as { checkoutUrl?: unknown; booking?: { page?: unknown } };
  if (typeof checkoutUrl === 'string' && checkoutUrl) return checkoutUrl;
  return typeof booking?.page === 'string' ? booking.page : null;
}

export default function RetreatBookingForm(props: RetreatBookingFormProps) {
  const { eventSlug, mostPlaces, totals, payments, offer, form } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const postedPlaces = Number(valueOf(form ?? undefined, 'places')) || 1;
  // null until hydrated: the server shows every attendee field, and so does the first render here.
  const [places, setPlaces] = useState<number | null>(null);
  const [soldOut, setSoldOut] = useState<string | null>(props.soldOut ? (form?.errors.places ?? '') : null);
  const { pending, errors, onSubmit, submitButton } = useFormSubmit({
    endpoint: RETREAT_BOOKINGS_ENDPOINT,
    body: bookingBody,
    initialErrors: form?.errors,
    saved: {
      then: (_form, _body, answer) => {
        const next = nextAddress(answer);
        if (next) window.location.assign(next);
      },
    },
    failed: {
      toast: (error) => {
        // Sold out meanwhile: the message stays by the button with the way to the waiting list.
        const refused = error instanceof ApiRequestError && error.body?.code === 'sold_out';
        setSoldOut(refused ? serverMessageOr(error, 'Sold out') : null);
        return {
          title: 'Not booked yet',
          description: serverMessageOr(error, 'We could not take your booking just now. Please try again.'),
          variant: 'destructive',
        };
      },
    },
  });

  useEffect(() => {
    // The places the visitor may have chosen before this code arrived.
    const chosen = formRef.current?.elements.namedItem('places');
    if (chosen instanceof HTMLSelectElement) setPlaces(Number(chosen.value) || 1);
  }, []);

  const count = places ?? postedPlaces;
  const value = (name: string) => valueOf(form ?? undefined, name);
  const line = requiredLineFields('book', value, errors);

  return (
    <form
      ref={formRef}
      method="post"
      action={`${RETREAT_BOOKINGS_ENDPOINT}#book`}
      onSubmit={onSubmit}
      aria-labelledby="book-heading"
      className="relative grid gap-5"
    >
      <input type="hidden" name="eventSlug" value={eventSlug} />
      {offer ? <input type="hidden" name="offer" value={offer} /> : null}
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={props.submissionId} />
      <div>
        <FieldLabel htmlFor="book-places" required>
          Places
        </FieldLabel>
        <select
          id="book-places"
          name="places"
          defaultValue={String(Math.min(postedPlaces, mostPlaces))}
          onChange={(event) => setPlaces(Number(event.currentTarget.value) || 1)}
          className="field-input"
          {...errorProps('book-places-error', errors.places)}
        >
          {ordinal.slice(0, mostPlaces).map((number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
        </select>
        {/* Refused for want of places, the message shows once, by the button, with the way to the waiting list. */}
        {soldOut === null ? <FieldError id="book-places-error" message={errors.places} /> : null}
      </div>
      <fieldset className="grid gap-4">
        <legend className="font-display text-lg font-semibold text-ink">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {line('firstName', 'First name', 'text', 50, 'given-name')}
          {line('lastName', 'Last name', 'text', 50, 'family-name')}
        </div>
        {line('email', 'Email', 'email', 254, 'email')}
      </fieldset>
      <fieldset className="grid gap-4" aria-describedby="book-attendees-hint">
        <legend className="font-display text-lg font-semibold text-ink">Who is coming</legend>
        <p id="book-attendees-hint" className="-mt-2 text-sm text-muted">
          One name for each place, yours too if you are coming. The names go on the attendee list and the badges.
        </p>
        <FieldError id="book-attendees-error" message={errors.attendees} />
        {ordinal.slice(0, mostPlaces).map((number, index) => {
          const name = attendeeField(index);
          const shown = places === null || index < places;
          const label =
            index === 0 || places !== null
              ? `Attendee ${number} name`
              : `Attendee ${number} (if you book ${number} or more places)`;
          return (
            <div key={name} hidden={!shown} data-attendee={number}>
              <FieldLabel htmlFor={`book-${name}`} required={index === 0 || places !== null}>
                {label}
              </FieldLabel>
              <input
                id={`book-${name}`}
                name={name}
                type="text"
                required={index === 0 || (places !== null && shown)}
                maxLength={100}
                autoComplete="off"
                className="field-input"
                defaultValue={value(name)}
                {...errorProps('book-attendees-error', shown ? errors.attendees : undefined)}
              />
            </div>
          );
        })}
      </fieldset>
      <div>
        <FieldLabel htmlFor="book-needs">Dietary or access needs (optional)</FieldLabel>
        <textarea
          id="book-needs"
          name="needs"
          rows={3}
          maxLength={1000}
          className="field-input"
          defaultValue={value('needs')}
          {...errorProps('book-needs-error', errors.needs)}
        />
        <FieldError id="book-needs-error" message={errors.needs} />
      </div>
      <p aria-live="polite" className="rounded-xl bg-stone-100 p-4 text-lg text-ink" data-booking-total>
        Total: <strong>{totals[count - 1] ?? totals[0]}</strong> for {count} {count === 1 ? 'place' : 'places'}
      </p>
      {soldOut !== null ? (
        <div role="alert" data-sold-out className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p id="book-places-error" className="font-semibold">
            {soldOut || 'There are not enough places left for this booking.'}
          </p>
          <p className="mt-1">
            <a className="font-semibold underline underline-offset-4" href={props.waitingListHref}>
              Join the waiting list
            </a>{' '}
            and we will email you if places free up.
          </p>
        </div>
      ) : null}
      <Honeypot />
      <div className="grid gap-3">
        <p id="book-consent" className="text-sm text-muted">
          {props.consentWording} Read our{' '}
          <a href="/terms" className="font-semibold text-brand-800 underline underline-offset-4">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
            Privacy Policy
          </a>
          .
        </p>
        <p>
          <SubmitButton
            buttonRef={submitButton}
            pending={pending}
            className="btn-primary w-full justify-center sm:w-auto"
            sending={payments ? 'Booking...' : 'Reserving...'}
          >
            {payments ? 'Book and pay' : 'Reserve places'}
          </SubmitButton>
        </p>
      </div>
    </form>
  );
}
