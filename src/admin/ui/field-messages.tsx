/** A back-office field's message after a failed save: under the field, with the id its aria-describedby names. */
export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** The ids a field's aria-describedby names: its hint, if it has one, and its message, if there is one. */
export function described(id: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** aria-invalid and aria-describedby of a field with no hint, never naming a message that is not there. */
export function errorAria(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described(id, false, error) };
}
