/**
 * A form as the server saw it: the values the visitor typed (every field as a
 * list, so checkbox groups and single fields read the same way), a message per
 * field, and what went wrong. Plain data, so it travels as island props and
 * the island renders exactly what the server rendered.
 */
import { HONEYPOT_FIELD } from './honeypot-field';

/** The field carrying a submission's id: made once per submission by the form, so a resend is stored once. */
export const SUBMISSION_ID_FIELD = 'submissionId';

export type FormValues = { [name: string]: string[] };
export type FieldMessages = { [name: string]: string };

export type FormState = {
  [key: string]: FormValues | FieldMessages | string | null;
  values: FormValues;
  errors: FieldMessages;
  /** invalid: some fields need attention; failed: it could not be stored, try again. */
  notice: 'invalid' | 'failed' | null;
};

/** The posted fields as form values; the honeypot is never echoed back. */
export function formValues(fields: URLSearchParams): FormValues {
  // No prototype: a field named constructor or __proto__ is a field like any other.
  const values: FormValues = Object.create(null);
  for (const [name, value] of fields) {
    if (name === HONEYPOT_FIELD) continue;
    const list = values[name];
    if (list) list.push(value);
    else values[name] = [value];
  }
  return values;
}

/** One field's text, '' when absent. */
export function valueOf(state: FormState | undefined, name: string): string {
  return state?.values[name]?.[0] ?? '';
}

/** Every value of a repeated field (a checkbox group). */
export function valuesOf(state: FormState | undefined, name: string): string[] {
  return state?.values[name] ?? [];
}

/** Messages keyed by field name: "services.0" reports under "services". */
export function messagesByField(paths: Record<string, string>): FieldMessages {
  const fields: FieldMessages = {};
  for (const [path, message] of Object.entries(paths)) fields[path.split('.')[0] ?? path] ??= message;
  return fields;
}

/** The form's fields as URLSearchParams, as a plain post would send them. */
export function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}
