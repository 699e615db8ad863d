/**
 * What the retreat pages' plain forms share: the notice a stored form comes back to, the consent box each list asks
 * for, and the form-level message of a post that came back.
 */
import type { ReactNode } from 'react';
import type { FormState } from '../../lib/form-state';
import { errorProps, FieldError, FormNotice } from '../../ui/form-fields';

/** A post that could not be stored (503): nothing typed is lost. */
export const FAILED_MESSAGE = 'We could not save that just now; your entries are kept. Please try again.';

/** Where a stored plain form lands: announced, as it is news since the visitor pressed the button. */
export function SentNotice({ outcome, title, children }: { outcome: string; title?: string; children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-retreat-outcome={outcome}
      className="mb-6 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-left text-brand-900"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className={title ? 'mt-1' : ''}>{children}</p>
    </div>
  );
}

/** The form-level message of a post that came back: fields to correct, or try again. */
export function PostedNotice({ form, invalid }: { form: FormState | undefined; invalid: string }) {
  return <FormNotice notice={form?.notice} invalid={invalid} failed={FAILED_MESSAGE} />;
}

/** The consent a list asks for, in the words recorded with the entry; ticked again when a post comes back. */
export function ConsentBox({ id, wording, form }: { id: string; wording: string; form: FormState | undefined }) {
  const error = form?.errors.consent;
  const ticked = (form?.values.consent ?? []).some((value) => value === 'on' || value === 'true');
  return (
    <div>
      <label htmlFor={id} className="flex min-h-6 cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="on"
          required
          defaultChecked={ticked}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
          {...errorProps(`${id}-error`, error)}
        />
        <span>{wording}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
