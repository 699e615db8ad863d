import { described, FieldMessage } from './field-messages';

/** A back-office form's fields by name: their ids, their values (as posted, or as stored) and, after a failed save, their messages. */
export interface FormFields<Name extends string> {
  ids: Record<Name, string>;
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
}

interface FieldProps<Name extends string> {
  form: FormFields<Name>;
  name: Name;
  label: string;
  hint?: string;
  /** textarea: several lines, `rows` high. */
  type: 'number' | 'date' | 'time' | 'text' | 'datetime-local' | 'textarea';
  rows?: number;
  /** Choices instead of typing: a select of these values with their labels. */
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
}

/** A labelled input with its hint and, after a failed save, its message (announced with the field). */
export function Field<Name extends string>({
  form,
  name,
  label,
  hint,
  type,
  rows = 4,
  options,
  required,
  min,
  max,
  maxLength,
}: FieldProps<Name>) {
  const id = form.ids[name];
  const error = form.errors[name];
  const shared = {
    id,
    name,
    defaultValue: form.values[name],
    required,
    className: 'field-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(id, Boolean(hint), error),
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {options ? (
        <select {...shared}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : type === 'textarea' ? (
        <textarea {...shared} rows={rows} maxLength={maxLength} />
      ) : (
        <input
          {...shared}
          type={type}
          min={min}
          max={max}
          maxLength={maxLength}
          step={type === 'number' ? 1 : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
        />
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
