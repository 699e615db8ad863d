import { useEffect, useId, useState, type Dispatch, type FormEvent, type Ref } from 'react';
import { businessTypes } from '../../content/business-types';
import { fieldErrors } from '../../lib/field-errors';
import { errorProps, FieldError, FieldLabel } from './fields';
import { loadBookingSchema } from './load-schema';
import type { BookingDetails, WizardAction } from './wizard-state';
import { PrivacyNote } from '../../ui/PrivacyNote';

interface DetailsStepProps {
  details: BookingDetails;
  dispatch: Dispatch<WizardAction>;
  headingRef: Ref<HTMLHeadingElement>;
}

type DetailField = Exclude<keyof BookingDetails, 'website'>;

/** Step 2: who the visitor is and what they need. Submitting the form saves the details. */
export function DetailsStep({ details, dispatch, headingRef }: DetailsStepProps) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (field: DetailField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'editDetails', field, value: event.target.value });

  useEffect(() => {
    void loadBookingSchema();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const website = String(new FormData(form).get('website') ?? '');
    const { website: _previous, ...entered } = details;
    const schemas = await loadBookingSchema();
    if (!schemas) {
      dispatch({ type: 'detailsSaved', details: { ...details, website } });
      return;
    }
    const parsed = schemas.bookingDetailsSchema.safeParse(entered);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    dispatch({ type: 'detailsSaved', details: { ...parsed.data, website } });
  };

  const fieldId = (name: DetailField) => `${id}-${name}`;
  const errorId = (name: DetailField) => `${id}-${name}-error`;

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Your Details
      </h4>
      <p className="mt-1 text-muted">Tell us who you are and what you would like to achieve. Fields marked * are required.</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={fieldId('firstName')} required>
            First Name
          </FieldLabel>
          <input
            id={fieldId('firstName')}
            name="firstName"
            required
            autoComplete="given-name"
            maxLength={100}
            className="field-input"
            value={details.firstName}
            onChange={edit('firstName')}
            {...errorProps(errorId('firstName'), errors.firstName)}
          />
          <FieldError id={errorId('firstName')} message={errors.firstName} />
        </div>
        <div>
          <FieldLabel htmlFor={fieldId('lastName')} required>
            Last Name
          </FieldLabel>
          <input
            id={fieldId('lastName')}
            name="lastName"
            required
            autoComplete="family-name"
            maxLength={100}
            className="field-input"
            value={details.lastName}
            onChange={edit('lastName')}
            {...errorProps(errorId('lastName'), errors.lastName)}
          />
          <FieldError id={errorId('lastName')} message={errors.lastName} />
        </div>
        <div>
          <FieldLabel htmlFor={fieldId('email')} required>
            Email Address
          </FieldLabel>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className="field-input"
            value={details.email}
            onChange={edit('email')}
            {...errorProps(errorId('email'), errors.email)}
          />
          <FieldError id={errorId('email')} message={errors.email} />
        </div>
        <div>
          <FieldLabel htmlFor={fieldId('phone')}>Phone Number</FieldLabel>
          <input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            className="field-input"
            value={details.phone}
            onChange={edit('phone')}
            {...errorProps(errorId('phone'), errors.phone)}
          />
          <FieldError id={errorId('phone')} message={errors.phone} />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={fieldId('businessType')}>Business Type</FieldLabel>
          <select
            id={fieldId('businessType')}
            name="businessType"
            className="field-input"
            value={details.businessType}
            onChange={edit('businessType')}
            {...errorProps(errorId('businessType'), errors.businessType)}
          >
            <option value="">Select your business type</option>
            {businessTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
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
            value={details.projectDetails}
            onChange={edit('projectDetails')}
            {...errorProps(errorId('projectDetails'), errors.projectDetails)}
          />
          <FieldError id={errorId('projectDetails')} message={errors.projectDetails} />
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue={details.website} />
      </div>
      <PrivacyNote className="mt-5">
        We use your details only to arrange and prepare for your consultation.
      </PrivacyNote>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <button type="button" className="btn-outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </button>
        <button type="submit" className="btn-primary">
          Continue to Schedule
        </button>
      </div>
    </form>
  );
}
