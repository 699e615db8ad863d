/** Label, control and error line for the wizard's fields, wired for assistive technology. */
import type { ReactNode, Ref } from 'react';

/** The asterisk of a required field, joined to the label's last word by a no-break space so it never sits on a line of its own. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {'\u00a0*'}
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** aria attributes for a control that may have an error: never points at an element that is not there. */
export function errorProps(errorId: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}

/**
 * What a plain post came back with, above the form: a summary that names what
 * to do. Announced (role=alert) because it is new since the visitor pressed send.
 */
export function FormNotice({
  notice,
  invalid,
  failed,
}: {
  notice: 'invalid' | 'failed' | null | undefined;
  invalid: string;
  failed: string;
}) {
  if (!notice) return null;
  return (
    <div
      role="alert"
      data-form-notice={notice}
      className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{notice === 'invalid' ? 'Please check the highlighted fields' : 'Not sent yet'}</p>
      <p className="mt-1">{notice === 'invalid' ? invalid : failed}</p>
    </div>
  );
}

/** A required email address field with its label and message, kept as the visitor typed it. */
export function EmailField({
  id,
  value = '',
  error,
  placeholder,
}: {
  id: string;
  value?: string;
  error?: string | undefined;
  placeholder?: string;
}) {
  return (
    <>
      <FieldLabel htmlFor={id} required>
        Email Address
      </FieldLabel>
      <input
        id={id}
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder={placeholder}
        className="field-input"
        defaultValue={value}
        {...errorProps(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

/** A one-line field in its own block: the label, the input kept as the visitor typed it, and its message. */
export function LineField({
  id,
  name,
  label,
  type,
  required,
  maxLength,
  autoComplete,
  placeholder,
  value = '',
  error,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
  value?: string;
  error?: string | undefined;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className="field-input"
        defaultValue={value}
        {...errorProps(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A form's required one-line fields, each in its own block with the id `${idPrefix}-${name}`, the value as the visitor
 * typed it and its message: `line(name, label, type, maxLength, autoComplete)`.
 */
export function requiredLineFields(
  idPrefix: string,
  value: (name: string) => string,
  errors: Partial<Record<string, string>>,
) {
  return (name: string, label: string, type: string, maxLength: number, autoComplete: string) => (
    <LineField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type={type}
      required
      maxLength={maxLength}
      autoComplete={autoComplete}
      value={value(name)}
      error={errors[name]}
    />
  );
}

/** A select's choices, in order: the value posted, the words shown. */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** The line that explains the asterisk, read out in words. */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-muted">
      Fields marked <span aria-hidden="true">*</span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

/** A form's send button: disabled while the form is sent, and saying so. */
export function SubmitButton({
  buttonRef,
  pending,
  className,
  sending,
  children,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  pending: boolean;
  className: string;
  /** What it says while the form is sent, e.g. "Sending...". */
  sending: string;
  children: string;
}) {
  return (
    <button ref={buttonRef} type="submit" className={className} disabled={pending}>
      {pending ? sending : children}
    </button>
  );
}

/** The send button of a form that works without script (nothing to disable), in a paragraph of its own. */
export function PlainSubmitButton({
  className,
  buttonClassName,
  children,
}: {
  /** Places the paragraph, e.g. "mt-4". */
  className?: string;
  buttonClassName: string;
  children: string;
}) {
  return (
    <p className={className}>
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </p>
  );
}
