import { describe, expect, it } from 'vitest';
import {
  carriedFields,
  earliestStepWithError,
  initialWizardState,
  postedStep,
  stepEntries,
  wizardReducer,
  wizardValues,
  withStepEntries,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);

const details = {
  firstName: ['Priya'],
  lastName: ['Shah'],
  email: ['priya@example.co.uk'],
  phone: ['07700 900123'],
  businessType: ['daycare'],
  projectDetails: ['Opening a 30-dog daycare in Leeds.'],
};
const schedule = { preferredDate: ['2031-03-14'], preferredTime: ['10:00'] };

const atSchedule = run([
  { type: 'servicesChanged', services: ['compliance'] },
  { type: 'continue', entries: { services: ['compliance'] } },
  { type: 'continue', entries: details },
]);

describe('wizardReducer', () => {
  it('starts on step 1 with nothing chosen', () => {
    expect(initialWizardState).toEqual({ step: 1, values: {}, errors: {}, notice: null, booking: null });
  });

  it('follows the ticked services on step 1', () => {
    const chosen = run([
      { type: 'servicesChanged', services: ['compliance', 'website-design'] },
      { type: 'servicesChanged', services: ['website-design'] },
    ]);
    expect(chosen.values.services).toEqual(['website-design']);
    expect(run([{ type: 'servicesChanged', services: [] }]).values.services).toBeUndefined();
  });

  it('will not continue to step 2 with no service chosen', () => {
    expect(run([{ type: 'continue', entries: {} }]).step).toBe(1);
    expect(run([{ type: 'continue', entries: { services: ['compliance'] } }]).step).toBe(2);
  });

  it('takes the services from the form on Continue, even ones it was never told about (ticked before hydration)', () => {
    const state = run([
      { type: 'continue', entries: { services: ['business-planning', 'compliance', 'website-design'] } },
    ]);
    expect(state).toMatchObject({
      step: 2,
      values: { services: ['business-planning', 'compliance', 'website-design'] },
    });
  });

  it('clears the services message once a service is ticked', () => {
    const refused: WizardState = {
      step: 1,
      values: {},
      errors: { services: 'Choose at least one service' },
      notice: 'invalid',
      booking: null,
    };
    expect(run([{ type: 'servicesChanged', services: ['compliance'] }], refused).errors).toEqual({});
  });

  it('keeps typed details when going back from step 2 to step 1 and forward again', () => {
    const state = run([
      { type: 'continue', entries: { services: ['compliance'] } },
      { type: 'back', entries: { firstName: ['Priya'] } },
    ]);
    expect(state.step).toBe(1);
    expect(state.values).toEqual({ services: ['compliance'], firstName: ['Priya'] });
    const again = run([{ type: 'continue', entries: { services: ['compliance'] } }], state);
    expect(again.step).toBe(2);
    expect(again.values.firstName).toEqual(['Priya']);
  });

  it('stays on step 2 with the messages and the entries when the details need attention', () => {
    const refused = run(
      [
        {
          type: 'invalid',
          entries: { ...details, email: ['priya@'] },
          errors: { email: 'Enter a valid email address' },
        },
      ],
      run([{ type: 'back', entries: details }], atSchedule),
    );
    expect(refused).toMatchObject({ step: 2, errors: { email: 'Enter a valid email address' } });
    expect(refused.values.email).toEqual(['priya@']);
    expect(refused.values.services).toEqual(['compliance']);
  });

  it('saves the details on Continue to Schedule and moves to step 3', () => {
    expect(atSchedule.step).toBe(3);
    expect(atSchedule.values).toEqual({ services: ['compliance'], ...details });
  });

  it('keeps details and schedule when going back from step 3 to step 2', () => {
    const back = run([{ type: 'back', entries: schedule }], atSchedule);
    expect(back.step).toBe(2);
    expect(back.values).toEqual({ services: ['compliance'], ...details, ...schedule });
  });

  it('does not go forward from step 3 except by being booked', () => {
    expect(run([{ type: 'continue', entries: schedule }], atSchedule).step).toBe(3);
    expect(run([{ type: 'booked', entries: schedule, booking: null }], atSchedule).step).toBe(4);
  });

  it('goes back to the step of a field the server refused, with its message and the schedule kept', () => {
    const refused = run(
      [{ type: 'refused', entries: schedule, errors: { email: 'Enter a valid email address' } }],
      atSchedule,
    );
    expect(refused.step).toBe(2);
    expect(refused.errors).toEqual({ email: 'Enter a valid email address' });
    expect(refused.notice).toBe('invalid');
    expect(refused.values).toEqual({ services: ['compliance'], ...details, ...schedule });
    // A refusal of the schedule itself stays on step 3, where the submit helper shows it.
    expect(
      run([{ type: 'refused', entries: schedule, errors: { preferredTime: 'Choose a time' } }], atSchedule).step,
    ).toBe(3);
  });

  it('clears a plain post notice and messages when the visitor moves on', () => {
    const failed: WizardState = { ...atSchedule, notice: 'failed' };
    expect(run([{ type: 'back', entries: schedule }], failed).notice).toBeNull();
  });

  it('keeps the name, email and links for the confirmation, and clears everything with Book Another Consultation', () => {
    const links = { page: '/bookings/abc', calendar: '/bookings/abc/consultation.ics' };
    const booked = run([{ type: 'booked', entries: schedule, booking: links }], atSchedule);
    expect(booked.values.firstName).toEqual(['Priya']);
    expect(booked.values).toMatchObject(schedule);
    expect(booked.booking).toEqual(links);
    expect(run([{ type: 'bookAnother' }], booked)).toEqual(initialWizardState);
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(run([{ type: 'booked', entries: schedule, booking: null }]).step).toBe(1);
    expect(run([{ type: 'back', entries: {} }]).step).toBe(1);
    expect(run([{ type: 'servicesChanged', services: [] }], atSchedule).values.services).toEqual(['compliance']);
  });
});

describe('the fields that travel with the form', () => {
  const posted = new URLSearchParams([
    ['step', '3'],
    ['services', 'compliance'],
    ['services', 'website-design'],
    ['firstName', 'Priya'],
    ['email', 'priya@example.co.uk'],
    ['preferredTime', '10:00'],
    ['website', ''],
    ['intent', 'back'],
    ['unknown', 'x'],
  ]);

  it('keeps only the wizard fields of a post', () => {
    expect(wizardValues(posted)).toEqual({
      services: ['compliance', 'website-design'],
      firstName: ['Priya'],
      email: ['priya@example.co.uk'],
      preferredTime: ['10:00'],
    });
  });

  it('reads one step of a post', () => {
    expect(stepEntries(posted, 1)).toEqual({ services: ['compliance', 'website-design'] });
    expect(stepEntries(posted, 3)).toEqual({ preferredTime: ['10:00'] });
  });

  it('names the posted step, or none', () => {
    expect(postedStep(posted)).toBe(3);
    expect(postedStep(new URLSearchParams('step=4'))).toBeUndefined();
    expect(postedStep(new URLSearchParams())).toBeUndefined();
  });

  it('carries every other step as hidden fields, repeated services included, empty ones left out', () => {
    const values = { services: ['compliance', 'website-design'], ...details, phone: [''], ...schedule };
    expect(carriedFields(values, 3)).toEqual([
      ['services', 'compliance'],
      ['services', 'website-design'],
      ['firstName', 'Priya'],
      ['lastName', 'Shah'],
      ['email', 'priya@example.co.uk'],
      ['businessType', 'daycare'],
      ['projectDetails', 'Opening a 30-dog daycare in Leeds.'],
    ]);
    expect(carriedFields(values, 1).map(([name]) => name)).not.toContain('services');
    expect(carriedFields(values, 1)).toContainEqual(['preferredTime', '10:00']);
  });

  it('replaces a step wholesale, so an unticked box or a cleared slot is gone', () => {
    expect(withStepEntries({ services: ['compliance'], preferredTime: ['10:00'] }, 3, {})).toEqual({
      services: ['compliance'],
    });
  });

  it('sends a refused booking back to the earliest step with a message', () => {
    expect(earliestStepWithError({ preferredDate: 'x', email: 'y' })).toBe(2);
    expect(earliestStepWithError({ preferredDate: 'x', services: 'y' })).toBe(1);
    expect(earliestStepWithError({ preferredTime: 'x' })).toBe(3);
    expect(earliestStepWithError({ _: 'x' })).toBe(3);
  });
});
