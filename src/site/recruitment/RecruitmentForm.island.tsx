/**
 * The recruitment questionnaire (spec 02 §2-§5, §8, §9). Without JavaScript it
 * is a plain form posting to /api/recruitment-applications, which redirects
 * back with the outcome; once hydrated it checks the roles, sends JSON, shows
 * "Submitting..." and swaps to the confirmation. Fields are uncontrolled so
 * nothing typed before hydration is lost, and a failure keeps every entry.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  availabilityOptions,
  experienceLevels,
  interestedRoleOptions,
  isRecruitmentFieldName,
  ROLE_REQUIRED_MESSAGE,
  salaryBands,
  type CodedOption,
  type RecruitmentFieldName,
} from '../../content/recruitment';
import type { JsonValue } from '../../lib/json';
import { valueOf, valuesOf, type FormState } from '../../lib/form-state';
import { serverMessageOr } from '../../lib/http';
import { FieldError, LineField, RequiredFieldsNote, RequiredMark, SubmitButton } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { SectionHeading } from '../../ui/SectionHeading';
import { useFormSubmit } from '../../ui/use-form-submit';
import { ApplicationConfirmation } from './ApplicationConfirmation';
import { applicationFromFields, RECRUITMENT_ENDPOINT } from '../../submissions/recruitment-application/fields';

export { RECRUITMENT_ENDPOINT };

type RecruitmentFormProps = {
  [key: string]: JsonValue;
  /** A plain post that came back: the answers as typed and a message per field. */
  form: FormState | null;
  /** How long applications are kept, for the privacy line. */
  retentionDays: number;
  /** The talent pool consent's words, with the stored email address: the server stores the same words with a consent. */
  consentWording: string;
};

const recruitmentFieldLabels: Record<RecruitmentFieldName, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  location: 'Location',
  experienceLevel: 'Experience Level',
  currentRole: 'Current Role',
  interestedRoles: 'Roles you are interested in',
  petExperience: 'Pet Care Experience',
  qualifications: 'Qualifications',
  availability: 'Availability',
  relocateWilling: 'Willing to relocate',
  salaryExpectation: 'Salary Expectation',
  motivation: 'Why do you want to work in pet care?',
  additionalInfo: 'Anything else we should know?',
  talentPoolConsent: 'Talent pool',
};

function Section({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <legend className="px-2 font-display text-xl font-bold text-ink">{legend}</legend>
      {hint ? <p className="-mt-2 text-sm text-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

export default function RecruitmentForm({ form, retentionDays, consentWording }: RecruitmentFormProps) {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  // A plain post's summary is shown until the visitor sends the form again from here.
  const [returned, setReturned] = useState(() => Object.keys(form?.errors ?? {}).filter(isRecruitmentFieldName));
  const { pending, errors, clearError, onSubmit, submitButton } = useFormSubmit({
    endpoint: RECRUITMENT_ENDPOINT,
    body: applicationFromFields,
    initialErrors: form?.errors,
    check: (application): Record<string, string> => {
      // Sending again from here replaces the plain post's summary with what happens now.
      setReturned([]);
      return application.interestedRoles.length === 0 ? { interestedRoles: ROLE_REQUIRED_MESSAGE } : {};
    },
    saved: {
      then: (element) => {
        element.reset();
        setSubmitted(true);
      },
    },
    failed: {
      toast: (error) => ({
        title: 'Submission Failed',
        description: serverMessageOr(error, 'Please try again later.'),
        variant: 'destructive',
      }),
    },
  });
  const value = (name: RecruitmentFieldName) => valueOf(form ?? undefined, name);

  useEffect(() => {
    if (submitted) confirmationHeading.current?.focus();
  }, [submitted]);

  const fieldId = (name: RecruitmentFieldName) => `${id}-${name}`;
  const errorId = (name: RecruitmentFieldName) => `${id}-${name}-error`;
  /** aria wiring for a field that may carry an error. */
  const described = (name: RecruitmentFieldName, hintId?: string) => {
    const ids = [hintId, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids || undefined };
  };

  if (submitted) return <ApplicationConfirmation headingRef={confirmationHeading} />;

  const line = (
    name: RecruitmentFieldName,
    options: { type?: string; required?: boolean; autoComplete?: string; maxLength: number; placeholder?: string },
  ) => (
    <LineField
      id={fieldId(name)}
      name={name}
      label={recruitmentFieldLabels[name]}
      {...options}
      type={options.type ?? 'text'}
      value={value(name)}
      error={errors[name]}
    />
  );

  const area = (name: RecruitmentFieldName, maxLength: number, hint: string) => (
    <div>
      <label htmlFor={fieldId(name)} className="field-label">
        {recruitmentFieldLabels[name]}
      </label>
      <p id={`${fieldId(name)}-hint`} className="mb-2 text-sm text-muted">
        {hint}
      </p>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={4}
        maxLength={maxLength}
        className="field-input"
        defaultValue={value(name)}
        {...described(name, `${fieldId(name)}-hint`)}
      />
      <FieldError id={errorId(name)} message={errors[name]} />
    </div>
  );

  const choice = (name: RecruitmentFieldName, options: readonly CodedOption[], prompt: string) => (
    <div>
      <label htmlFor={fieldId(name)} className="field-label">
        {recruitmentFieldLabels[name]}
      </label>
      <select id={fieldId(name)} name={name} defaultValue={value(name)} className="field-input" {...described(name)}>
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId(name)} message={errors[name]} />
    </div>
  );

  /** A single box that sends "true" when ticked (nothing when not), ticked again when a plain post comes back. */
  const yesBox = (name: RecruitmentFieldName, classes: { label: string; box: string }, wording: ReactNode) => (
    <label className={classes.label}>
      <input type="checkbox" name={name} value="true" defaultChecked={value(name) === 'true'} className={classes.box} />
      {wording}
    </label>
  );

  const rolesError = errors.interestedRoles;
  const months = Math.round(retentionDays / 30.44);

  return (
    <>
      <SectionHeading id={`${id}-heading`} title="Recruitment questionnaire" className="mb-8">
        Questions marked with an asterisk are required. You can leave anything else blank and tell us more when we
        speak.
      </SectionHeading>
      <form
        method="post"
        action={`${RECRUITMENT_ENDPOINT}#application`}
        onSubmit={onSubmit}
        className="relative grid gap-8"
        aria-labelledby={`${id}-heading`}
      >
        {returned.length > 0 ? (
          <div
            role="alert"
            data-application-outcome="invalid"
            className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
          >
            <p className="font-semibold">Submission Failed</p>
            <p className="mt-1">
              Some answers need attention. Your answers are kept below; please check these and send the form again:
            </p>
            <ul className="mt-2 list-disc pl-6">
              {returned.map((name) => (
                <li key={name}>
                  {name === 'interestedRoles'
                    ? `${recruitmentFieldLabels[name]}: ${ROLE_REQUIRED_MESSAGE}`
                    : recruitmentFieldLabels[name]}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <Section legend="About you">
          <div className="grid gap-5 sm:grid-cols-2">
            {line('firstName', { required: true, autoComplete: 'given-name', maxLength: 50 })}
            {line('lastName', { required: true, autoComplete: 'family-name', maxLength: 50 })}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {line('email', {
              type: 'email',
              required: true,
              autoComplete: 'email',
              maxLength: 254,
              placeholder: 'you@example.co.uk',
            })}
            {line('phone', { type: 'tel', autoComplete: 'tel', maxLength: 30, placeholder: '07700 900123' })}
          </div>
          {line('location', {
            autoComplete: 'address-level2',
            maxLength: 100,
            placeholder: 'Town or city, e.g. Leeds',
          })}
        </Section>

        <Section legend="Your experience">
          <div className="grid gap-5 sm:grid-cols-2">
            {choice('experienceLevel', experienceLevels, 'Select your experience level')}
            {line('currentRole', {
              autoComplete: 'organization-title',
              maxLength: 100,
              placeholder: 'e.g. Kennel assistant, student, career changer',
            })}
          </div>
          {area(
            'petExperience',
            2000,
            'Paid or voluntary: daycare, kennels, rescue, dog walking, grooming, or caring for your own animals.',
          )}
          {area(
            'qualifications',
            2000,
            'For example an animal care diploma, canine first aid, grooming certificates or a driving licence.',
          )}
        </Section>

        <fieldset
          className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          aria-describedby={rolesError ? `${errorId('interestedRoles')} ${id}-roles-hint` : `${id}-roles-hint`}
          data-roles-group=""
        >
          <legend className="px-2 font-display text-xl font-bold text-ink">
            Roles you're interested in
            <RequiredMark />
          </legend>
          <p id={`${id}-roles-hint`} className="-mt-2 text-sm text-muted">
            Tick every role you would consider. At least one is required.
          </p>
          {rolesError ? (
            <p id={errorId('interestedRoles')} role="alert" className="text-sm font-semibold text-red-700">
              {rolesError}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {interestedRoleOptions.map((role) => (
              <label
                key={role}
                className="flex items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 text-ink hover:border-brand-700"
              >
                <input
                  type="checkbox"
                  name="interestedRoles"
                  value={role}
                  defaultChecked={valuesOf(form ?? undefined, 'interestedRoles').includes(role)}
                  className="h-5 w-5 accent-brand-700"
                  onChange={() => clearError('interestedRoles')}
                />
                {role}
              </label>
            ))}
          </div>
        </fieldset>

        <Section legend="Availability and pay">
          <div className="grid gap-5 sm:grid-cols-2">
            {choice('availability', availabilityOptions, 'Select your availability')}
            {choice('salaryExpectation', salaryBands, 'Select a salary band')}
          </div>
          <div>
            {yesBox(
              'relocateWilling',
              { label: 'flex items-center gap-3 text-ink', box: 'h-5 w-5 accent-brand-700' },
              "I'm willing to relocate for the right role",
            )}
            <FieldError id={errorId('relocateWilling')} message={errors.relocateWilling} />
          </div>
        </Section>

        <Section legend="In your own words">
          {area('motivation', 3000, 'What draws you to working with animals, and what kind of workplace suits you?')}
          {area('additionalInfo', 3000, 'Notice period, driving, languages, or anything that would help us match you.')}
        </Section>

        <div>
          {yesBox(
            'talentPoolConsent',
            { label: 'flex items-start gap-3 text-ink', box: 'mt-1 h-5 w-5 shrink-0 accent-brand-700' },
            <span>{consentWording}</span>,
          )}
          <p className="mt-1 pl-8 text-sm text-muted">
            Optional. Without it we consider your application now but do not keep you in the pool.
          </p>
        </div>

        <Honeypot />
        <RequiredFieldsNote />
        <PrivacyNote className="">
          We use your details only to match you with pet-care roles and to contact you about them, and we keep your
          application for {months} months ({retentionDays} days), then delete it.
        </PrivacyNote>
        <p>
          <SubmitButton
            buttonRef={submitButton}
            pending={pending}
            className="btn-primary w-full justify-center px-6 py-4 text-lg sm:w-auto"
            sending="Submitting..."
          >
            Submit Application
          </SubmitButton>
        </p>
      </form>
    </>
  );
}
