import { useEffect, type Ref } from 'react';
import { businessTypes } from '../../content/business-types';
import type { FieldMessages, FormValues } from '../../lib/form-state';
import { errorProps, FieldError, FieldLabel, SelectOptions } from '../../ui/form-fields';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { loadBookingSchema } from './load-schema';
import { ChosenServicesSummary, type WizardPackage } from './ServicesStep';
import { StepButtons } from './StepButtons';

interface DetailsStepProps {
  values: FormValues;
  /** The packages on offer: the summary names and prices the chosen ones. */
  packages: readonly WizardPackage[];
  errors: FieldMessages;
  headingRef: Ref<HTMLHeadingElement>;
}

const fieldId = (name: string) => `booking-${name}`;
const errorId = (name: string) => `booking-${name}-error`;

/**
 * Step 2: who the visitor is and what they need. The fields are uncontrolled:
 * what is typed before the scripts arrive stays, and the island reads the form
 * when it is sent.
 */
export function DetailsStep({ values, packages, errors, headingRef }: DetailsStepProps) {
  const value = (name: string) => values[name]?.[0] ?? '';
  const invalid = (name: string) => errorProps(errorId(name), errors[name]);
  /** A one-line field with its label and message. */
  const line = (
    name: string,
    label: string,
    options: { type?: string; required?: boolean; autoComplete: string; maxLength: number },
  ) => (
    <div>
      <FieldLabel htmlFor={fieldId(name)} required={options.required}>
        {label}
      </FieldLabel>
      <input
        id={fieldId(name)}
        name={name}
        type={options.type}
        required={options.required}
        autoComplete={options.autoComplete}
        maxLength={options.maxLength}
        className="field-input"
        defaultValue={value(name)}
        {...invalid(name)}
      />
      <FieldError id={errorId(name)} message={errors[name]} />
    </div>
  );

  useEffect(() => {
    // Fetch the checks while the visitor types, so Continue to Schedule answers at once.
    void loadBookingSchema();
  }, []);

  return (
    <div>
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Your Details
      </h4>
      <p className="mt-1 text-muted">
        Tell us who you are and what you would like to achieve. Fields marked * are required.
      </p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {line('firstName', 'First Name', { required: true, autoComplete: 'given-name', maxLength: 50 })}
        {line('lastName', 'Last Name', { required: true, autoComplete: 'family-name', maxLength: 50 })}
        {line('email', 'Email Address', { type: 'email', required: true, autoComplete: 'email', maxLength: 254 })}
        {line('phone', 'Phone Number', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={fieldId('businessType')}>Business Type</FieldLabel>
          <select
            id={fieldId('businessType')}
            name="businessType"
            className="field-input"
            defaultValue={value('businessType')}
            {...invalid('businessType')}
          >
            <option value="">Select your business type</option>
            <SelectOptions options={businessTypes} />
          </select>
          <FieldError id={errorId('businessType')} message={errors.businessType} />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={fieldId('projectDetails')} required>
            Project Details
          </FieldLabel>
          <textarea
            id={fieldId('projectDetails')}
            name="projectDetails"
            required
            rows={5}
            maxLength={5000}
            placeholder="For example: we plan to open a 40-dog daycare in a converted barn next spring and need help with the business plan and licence."
            className="field-input"
            defaultValue={value('projectDetails')}
            {...invalid('projectDetails')}
          />
          <FieldError id={errorId('projectDetails')} message={errors.projectDetails} />
        </div>
      </div>
      <ChosenServicesSummary chosen={values.services ?? []} packages={packages} />
      <PrivacyNote className="mt-5">We use your details only to arrange and prepare for your consultation.</PrivacyNote>
      <StepButtons forward="Continue to Schedule" />
    </div>
  );
}
