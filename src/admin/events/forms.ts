/**
 * The event page's forms as the server reads them: the message to everyone booked (one schema), an attendee's
 * check-in, and the ids in the address. A malformed id or field is a message, never a thrown error.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import { fieldErrors } from '../../lib/field-errors';

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;

const FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const eventMessageSchema = z.object({
  /** Made when the form was shown: a second press of the same form is the same message. */
  key: z.string().regex(FORM_ID, 'The form was incomplete'),
  subject: requiredLine('Subject', MESSAGE_SUBJECT_MAX),
  message: requiredText('Message', MESSAGE_BODY_MAX),
});

export type MessageFieldName = 'subject' | 'message';

export interface MessageForm {
  values: Record<MessageFieldName | 'key', string>;
  errors: Partial<Record<MessageFieldName, string>>;
}

export type MessageRequest =
  | { ok: true; id: string; subject: string; body: string }
  | { ok: false; form: MessageForm; problem?: string };

export const newFormKey = (): string => crypto.randomUUID();

export function readEventMessage(values: MessageForm['values']): MessageRequest {
  const parsed = eventMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, id: parsed.data.key, subject: parsed.data.subject, body: parsed.data.message };
  const errors = fieldErrors(parsed.error);
  if (errors.key)
    return {
      ok: false,
      form: { values: { ...values, key: newFormKey() }, errors: {} },
      problem: 'The form was incomplete, so nothing was sent. Please press Send again.',
    };
  return { ok: false, form: { values, errors: { subject: errors.subject, message: errors.message } } };
}

/** A booking's id as the site makes them (a UUID); anything else is no booking. */
export const isBookingId = (value: string) => FORM_ID.test(value);

/** An attendee's place in a booking (0 to 3), as the check-in form posts it. */
export function attendeePosition(value: string): number | null {
  return /^[0-3]$/.test(value) ? Number(value) : null;
}
