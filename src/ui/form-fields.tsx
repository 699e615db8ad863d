/** Label, control and error line for the wizard's fields, wired for assistive technology. */
import type { ReactNode } from 'react';

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      {required ? <span aria-hidden="true"> *</span> : null}
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
