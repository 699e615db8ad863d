/**
 * The one way an island sends a form: the form's fields in (the same fields a
 * plain post would carry, mapped by the same function the server uses), JSON
 * out, a pending state, a message beside each field the server (or the
 * browser-side check) refuses, focus on the first of them, and a toast.
 */
import { useRef, useState, type FormEvent } from 'react';
import { fieldsOf, SUBMISSION_ID_FIELD, type FieldMessages } from '../lib/form-state';
import { HONEYPOT_FIELD } from '../lib/honeypot-field';
import { VISIT_SOURCE_FIELD } from '../lib/visit-source-field';
import { ApiRequestError, postJson } from '../lib/http';
import { usePendingButtonFocus } from './pending-button-focus';
import { useToast, type ToastInput } from './toast';

interface FormSubmitOptions<Body> {
  endpoint: string;
  /** The JSON body from the posted fields. */
  body(fields: URLSearchParams): Body;
  /** Messages found in the browser before sending (none: send). */
  check?(body: Body): FieldMessages | Promise<FieldMessages>;
  /** Messages a plain post came back with, shown until the visitor sends again. */
  initialErrors?: FieldMessages;
  /** `body`: what was sent; `answer`: the server's JSON answer (undefined when it sent none that parses). */
  saved: { toast?: ToastInput; then?(form: HTMLFormElement, body: Body, answer: unknown): void };
  /** `body`: what was sent (the form's fields are disabled while it is sent, so read them from here). */
  failed: { toast(error: unknown): ToastInput; then?(form: HTMLFormElement, fields: FieldMessages, body: Body): void };
}

export function focusFirstInvalid(form: HTMLFormElement, errors: FieldMessages) {
  const first = Object.keys(errors)[0];
  if (first) form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
}

export function useFormSubmit<Body>(options: FormSubmitOptions<Body>) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>(options.initialErrors ?? {});
  const toast = useToast();
  const focus = usePendingButtonFocus(pending);
  // One id per submission, kept across retries after a failure so the server stores it once; a new one after success.
  const submissionId = useRef<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const body = options.body(fieldsOf(form));
    const found = (await options.check?.(body)) ?? {};
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    focus.rememberFocus();
    setPending(true);
    submissionId.current ??= crypto.randomUUID();
    // The field people never see goes too, when something filled it, so the server treats a scripted bot like a plain one;
    // so does where the visit came from, as the page wrote it.
    const bait = fieldsOf(form).get(HONEYPOT_FIELD);
    const source = fieldsOf(form).get(VISIT_SOURCE_FIELD);
    try {
      const response = await postJson(options.endpoint, {
        ...body,
        ...(bait ? { [HONEYPOT_FIELD]: bait } : {}),
        ...(source ? { [VISIT_SOURCE_FIELD]: source } : {}),
        [SUBMISSION_ID_FIELD]: submissionId.current,
      });
      const answer: unknown = await response.json().catch(() => undefined);
      submissionId.current = undefined;
      setErrors({});
      if (options.saved.toast) toast(options.saved.toast);
      options.saved.then?.(form, body, answer);
    } catch (error) {
      // Whatever went wrong, everything the visitor typed stays in the form.
      const fields = error instanceof ApiRequestError ? error.fieldMessages : {};
      // The id was stored with other details (an answer lost, then the entries changed): the next send is a new submission.
      if (error instanceof ApiRequestError && error.body?.code === 'duplicate_submission')
        submissionId.current = undefined;
      setErrors(fields);
      focusFirstInvalid(form, fields);
      toast(options.failed.toast(error));
      options.failed.then?.(form, fields, body);
    } finally {
      setPending(false);
    }
  };

  /** Drops one field's message once the visitor has put it right (e.g. ticked a role). */
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });

  return {
    pending,
    errors,
    clearError,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    submitButton: focus.button,
  };
}
