import type { AdminSession } from '../../auth/admin-env';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { CsrfField } from '../ui/CsrfField';
import { Field, type FormFields } from '../ui/Field';
import type { SentMessage } from './attendees-query';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, type MessageFieldName, type MessageForm } from './forms';
import { bookingsWords } from './event-words';

const ids: Record<MessageFieldName, string> = { subject: 'message-subject', message: 'message-body' };

/**
 * Email all attendees: one email to the buyer of each paid or reserved booking, through the registry; then the
 * messages sent before, newest first.
 */
export function EventMessages({
  session,
  slug,
  form,
  coming,
  sent,
}: {
  session: AdminSession;
  slug: string;
  form: MessageForm;
  /** Paid and reserved bookings: who the message goes to. */
  coming: number;
  sent: readonly SentMessage[];
}) {
  const fields: FormFields<MessageFieldName> = { ids, values: form.values, errors: form.errors };
  return (
    <>
      <p className="mt-2 max-w-3xl text-muted">
        Joining instructions, a change of room, what to bring: your message goes by email to the buyer of each paid or
        reserved booking ({bookingsWords(coming)} now), with a link to their booking. Replies come to the business
        address.
      </p>
      {coming === 0 ? (
        <p className="mt-4 font-semibold">Nobody is booked yet, so there is no one to write to.</p>
      ) : (
        <form
          method="post"
          action={`/admin/events/${encodeURIComponent(slug)}/messages`}
          className="mt-4 grid max-w-3xl gap-4"
        >
          <CsrfField session={session} />
          <input type="hidden" name="key" value={form.values.key} />
          <Field form={fields} name="subject" label="Subject" type="text" maxLength={MESSAGE_SUBJECT_MAX} required />
          <Field
            form={fields}
            name="message"
            label="Message"
            hint="Plain text; a blank line starts a new paragraph."
            type="textarea"
            rows={8}
            maxLength={MESSAGE_BODY_MAX}
            required
          />
          <p>
            <button type="submit" className="btn-primary">
              Send to {bookingsWords(coming)}
            </button>
          </p>
        </form>
      )}
      {sent.length > 0 ? (
        <>
          <h3 className="mt-8 font-display text-lg font-bold">Sent before</h3>
          <ul className="mt-2 grid gap-4">
            {sent.map((message) => (
              <li
                key={message.id}
                className="rounded-xl border border-stone-200 bg-white p-4"
                data-message={message.id}
              >
                <p className="font-semibold">{message.subject}</p>
                <p className="text-sm text-muted">
                  <time dateTime={isoDateTime(message.createdAt)}>{formatDateTime(message.createdAt)}</time>, by{' '}
                  {message.sentBy}, to {bookingsWords(message.bookings)}
                </p>
                <p className="mt-2 whitespace-pre-line break-anywhere">{message.body}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
