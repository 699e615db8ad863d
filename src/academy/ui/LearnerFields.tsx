/** The fields a learner gives: names (registration, an invitation's join page, correcting one's name) and the terms. */
import { learnerTermsWording } from '../content/academy';
import { PERSON_NAME_MAX } from '../../lib/fields';
import { errorProps, FieldError, LineField } from '../../ui/form-fields';

interface LearnerFieldsProps {
  /** Prefix of the fields' ids, e.g. "register". */
  idPrefix: string;
  values: Record<string, string | undefined>;
  errors: Partial<Record<'firstName' | 'lastName' | 'terms', string>>;
}

export function LearnerNameFields({ idPrefix, values, errors }: LearnerFieldsProps) {
  const field = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => {
    const id = `${idPrefix}-${name === 'firstName' ? 'first-name' : 'last-name'}`;
    return (
      <LineField
        id={id}
        name={name}
        label={label}
        required
        maxLength={PERSON_NAME_MAX}
        autoComplete={autoComplete}
        value={values[name] ?? ''}
        error={errors[name]}
      />
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('firstName', 'First name', 'given-name')}
      {field('lastName', 'Last name', 'family-name')}
    </div>
  );
}

/** The terms tick box: its words are what the account's consent record stores. */
export function LearnerTermsField({ idPrefix, values, errors }: LearnerFieldsProps) {
  const errorId = `${idPrefix}-terms-error`;
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="terms"
          value="on"
          required
          className="mt-1 h-5 w-5 shrink-0"
          defaultChecked={values.terms === 'on'}
          {...errorProps(errorId, errors.terms)}
        />
        <span>
          {learnerTermsWording}{' '}
          <a className="font-semibold text-brand-800 underline underline-offset-4" href="/privacy">
            Privacy policy
          </a>
        </span>
      </label>
      <FieldError id={errorId} message={errors.terms} />
    </div>
  );
}
