import type { BookingWizardView } from '../submissions/consultation-booking/wizard-state';
import type { BookingWindow } from '../submissions/consultation-booking/free-slots';
import type { FormState } from '../lib/form-state';
import { renderHome } from './HomePage';

/** The home page as the answer to a plain post of one of its forms, handed that form's state by the endpoint. */
export const homeFormAnswers = {
  contact: (contact: FormState, status: number) => renderHome({ contact }, status),
  bookingWizard: (booking: BookingWizardView, bookingDates: BookingWindow, status: number) =>
    renderHome({ booking, bookingDates }, status),
  calendarDownload: (calendarDownload: FormState, status: number) => renderHome({ calendarDownload }, status),
};
