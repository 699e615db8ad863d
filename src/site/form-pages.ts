/**
 * What a plain post's answer needs from the pages that own the forms. The API
 * does not build pages: an endpoint works out the form's state (values,
 * messages, the wizard's step) and hands it to the page, which renders it.
 * The pages layer provides these and src/worker.ts wires them in.
 */
import type { ShopCategory } from '../content/shop';
import type { BookingWizardView } from './booking/BookingWizardTool';
import type { BookingWindow } from '../submissions/consultation-booking/free-slots';
import type { FormState } from '../lib/form-state';

export interface FormPages {
  /** The home page with the contact form's values and messages. */
  contact(form: FormState, status: number): Promise<Response>;
  /** The home page with the booking wizard on a step, holding its entries, offering the dates of the owner's settings. */
  bookingWizard(view: BookingWizardView, dates: BookingWindow, status: number): Promise<Response>;
  /** The home page with the calendar download's form. */
  calendarDownload(form: FormState, status: number): Promise<Response>;
  /** The shop page (all of it, or one category) with the waiting list's form. */
  waitingList(category: ShopCategory | undefined, form: FormState, status: number): Promise<Response>;
  /** The recruitment page with the questionnaire. */
  application(form: FormState, status: number): Promise<Response>;
}
