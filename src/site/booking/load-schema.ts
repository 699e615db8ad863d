/**
 * The booking schema brings zod (about 20 KB compressed) to the browser. It is
 * fetched when the visitor reaches their details, not with the home page, so
 * people who only look at the services never pay for it. If it cannot be
 * fetched the wizard carries on and the server, which checks the same schema,
 * has the last word.
 */
type BookingSchemaModule = typeof import('../../submissions/consultation-booking/schema');

let loading: Promise<BookingSchemaModule> | undefined;

export function loadBookingSchema(): Promise<BookingSchemaModule | undefined> {
  loading ??= import('../../submissions/consultation-booking/schema');
  return loading.catch(() => {
    loading = undefined;
    return undefined;
  });
}
