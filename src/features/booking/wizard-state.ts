/**
 * The booking wizard as a pure reducer (spec 01 §4): 1 Services → 2 Details →
 * 3 Schedule → 4 Booked. Back keeps everything entered; only "Book Another
 * Consultation" clears it.
 */
import type { BookableServiceId } from './bookable-services';

export type WizardStep = 1 | 2 | 3 | 4;

export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessType: string;
  projectDetails: string;
  /** The hidden honeypot field, passed on untouched. */
  website: string;
}

export interface BookingSchedule {
  preferredDate: string;
  preferredTime: string;
}

export interface WizardState {
  step: WizardStep;
  services: BookableServiceId[];
  details: BookingDetails;
  schedule: BookingSchedule;
  /** True while the booking is being sent. */
  pending: boolean;
}

export type WizardAction =
  | { type: 'toggleService'; serviceId: BookableServiceId }
  | { type: 'continueToDetails' }
  | { type: 'editDetails'; field: keyof BookingDetails; value: string }
  | { type: 'detailsSaved'; details: BookingDetails }
  | { type: 'editSchedule'; field: keyof BookingSchedule; value: string }
  | { type: 'back' }
  | { type: 'bookingSent' }
  | { type: 'bookingFailed' }
  | { type: 'bookingConfirmed' }
  | { type: 'bookAnother' };

export const emptyDetails: BookingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessType: '',
  projectDetails: '',
  website: '',
};

export const initialWizardState: WizardState = {
  step: 1,
  services: [],
  details: emptyDetails,
  schedule: { preferredDate: '', preferredTime: '' },
  pending: false,
};

export const wizardSteps = [
  { step: 1, label: 'Services' },
  { step: 2, label: 'Details' },
  { step: 3, label: 'Schedule' },
] as const;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggleService': {
      if (state.step !== 1) return state;
      const chosen = state.services.includes(action.serviceId);
      return { ...state, services: chosen ? state.services.filter((id) => id !== action.serviceId) : [...state.services, action.serviceId] };
    }
    case 'continueToDetails':
      // Continue is disabled with nothing chosen; the reducer holds the same rule.
      return state.step === 1 && state.services.length > 0 ? { ...state, step: 2 } : state;
    case 'editDetails':
      return state.step === 2 ? { ...state, details: { ...state.details, [action.field]: action.value } } : state;
    case 'detailsSaved':
      return state.step === 2 ? { ...state, details: action.details, step: 3 } : state;
    case 'editSchedule':
      return state.step === 3 && !state.pending ? { ...state, schedule: { ...state.schedule, [action.field]: action.value } } : state;
    case 'back':
      if (state.pending) return state;
      if (state.step === 2) return { ...state, step: 1 };
      if (state.step === 3) return { ...state, step: 2 };
      return state;
    case 'bookingSent':
      return state.step === 3 && !state.pending ? { ...state, pending: true } : state;
    case 'bookingFailed':
      // Stay on step 3 with everything kept so the visitor can simply try again.
      return { ...state, pending: false };
    case 'bookingConfirmed':
      return state.pending ? { ...state, pending: false, step: 4 } : state;
    case 'bookAnother':
      return initialWizardState;
  }
}

/** The body POSTed to /api/consultation-bookings. */
export function bookingPayload(state: WizardState, estimatedCost: string) {
  const { details, schedule } = state;
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    phone: details.phone,
    businessType: details.businessType,
    services: state.services,
    estimatedCost,
    projectDetails: details.projectDetails,
    preferredDate: schedule.preferredDate,
    preferredTime: schedule.preferredTime,
    website: details.website,
  };
}
