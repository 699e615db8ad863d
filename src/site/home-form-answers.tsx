import type { Context } from 'hono';
import { siteContentOrKept } from '../content/site-content';
import type { AppEnv } from '../env';
import type { FormState } from '../lib/form-state';
import type { BookingWindow } from '../submissions/consultation-booking/free-slots';
import type { BookingWizardView } from '../submissions/consultation-booking/wizard-state';
import { renderHome } from './HomePage';

const contentFor = (c: Context<AppEnv>) => siteContentOrKept(c.env.DB);

/** The home page as the answer to a plain post of one of its forms, handed that form's state by the endpoint. */
export const homeFormAnswers = {
  contact: async (c: Context<AppEnv>, contact: FormState, status: number) =>
    renderHome({ contact, content: await contentFor(c) }, status),
  bookingWizard: async (c: Context<AppEnv>, booking: BookingWizardView, bookingDates: BookingWindow, status: number) =>
    renderHome({ booking, bookingDates, content: await contentFor(c) }, status),
  calendarDownload: async (c: Context<AppEnv>, calendarDownload: FormState, status: number) =>
    renderHome({ calendarDownload, content: await contentFor(c) }, status),
};
