import { describe, expect, it } from 'vitest';
import { bookingPayload, initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);

const details = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@example.co.uk',
  phone: '07700 900123',
  businessType: 'daycare',
  projectDetails: 'Opening a 30-dog daycare in Leeds.',
  website: '',
};

const atSchedule = run([
  { type: 'toggleService', serviceId: 'compliance' },
  { type: 'continueToDetails' },
  { type: 'detailsSaved', details },
  { type: 'editSchedule', field: 'preferredDate', value: '2031-03-14' },
  { type: 'editSchedule', field: 'preferredTime', value: '10:00' },
]);

describe('wizardReducer', () => {
  it('starts on step 1 with nothing chosen', () => {
    expect(initialWizardState).toMatchObject({ step: 1, services: [], pending: false });
  });

  it('toggles services on and off', () => {
    const chosen = run([
      { type: 'toggleService', serviceId: 'compliance' },
      { type: 'toggleService', serviceId: 'website-design' },
      { type: 'toggleService', serviceId: 'compliance' },
    ]);
    expect(chosen.services).toEqual(['website-design']);
  });

  it('will not continue to step 2 with no service chosen', () => {
    expect(run([{ type: 'continueToDetails' }]).step).toBe(1);
    expect(run([{ type: 'toggleService', serviceId: 'compliance' }, { type: 'continueToDetails' }]).step).toBe(2);
  });

  it('keeps typed details when going back from step 2 to step 1 and forward again', () => {
    const state = run([
      { type: 'toggleService', serviceId: 'compliance' },
      { type: 'continueToDetails' },
      { type: 'editDetails', field: 'firstName', value: 'Priya' },
      { type: 'back' },
    ]);
    expect(state.step).toBe(1);
    expect(state.services).toEqual(['compliance']);
    const again = run([{ type: 'continueToDetails' }], state);
    expect(again.step).toBe(2);
    expect(again.details.firstName).toBe('Priya');
  });

  it('saves the details on submit and moves to step 3', () => {
    expect(atSchedule.step).toBe(3);
    expect(atSchedule.details).toEqual(details);
  });

  it('keeps details and schedule when going back from step 3 to step 2', () => {
    const back = run([{ type: 'back' }], atSchedule);
    expect(back.step).toBe(2);
    expect(back.details).toEqual(details);
    expect(back.schedule).toEqual({ preferredDate: '2031-03-14', preferredTime: '10:00' });
  });

  it('is pending while sending, and blocks Back and edits meanwhile', () => {
    const sending = run([{ type: 'bookingSent' }], atSchedule);
    expect(sending.pending).toBe(true);
    expect(run([{ type: 'back' }], sending).step).toBe(3);
    expect(run([{ type: 'editSchedule', field: 'preferredTime', value: '9:00' }], sending).schedule.preferredTime).toBe('10:00');
  });

  it('stays on step 3 with everything kept when the booking fails', () => {
    const failed = run([{ type: 'bookingSent' }, { type: 'bookingFailed' }], atSchedule);
    expect(failed).toEqual({ ...atSchedule, pending: false });
  });

  it('moves to step 4 when the booking is confirmed', () => {
    const booked = run([{ type: 'bookingSent' }, { type: 'bookingConfirmed' }], atSchedule);
    expect(booked.step).toBe(4);
    expect(booked.pending).toBe(false);
  });

  it('clears everything with Book Another Consultation', () => {
    const booked = run([{ type: 'bookingSent' }, { type: 'bookingConfirmed' }, { type: 'bookAnother' }], atSchedule);
    expect(booked).toEqual(initialWizardState);
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(run([{ type: 'detailsSaved', details }]).step).toBe(1);
    expect(run([{ type: 'bookingConfirmed' }], atSchedule).step).toBe(3);
    expect(run([{ type: 'back' }]).step).toBe(1);
  });
});

describe('bookingPayload', () => {
  it('holds every field of spec 01 §7 plus the honeypot', () => {
    expect(bookingPayload(atSchedule, '£995')).toEqual({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.co.uk',
      phone: '07700 900123',
      businessType: 'daycare',
      services: ['compliance'],
      estimatedCost: '£995',
      projectDetails: 'Opening a 30-dog daycare in Leeds.',
      preferredDate: '2031-03-14',
      preferredTime: '10:00',
      website: '',
    });
  });
});
