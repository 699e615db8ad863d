/**
 * The contact form (spec 01 §2, §4, §5, §8). Without JavaScript it is a plain
 * form that posts to /api/contact-submissions and comes back with a notice;
 * once hydrated it sends JSON, shows "Sending..." and answers with a toast.
 * The fields are left uncontrolled so nothing typed before hydration is lost.
 */
import { useState, type FormEvent } from 'react';
import { businessTypes } from '../../content/business-types';
import type { JsonValue } from '../../islands/Island';
import { HONEYPOT_FIELD } from '../../lib/honeypot-field';
import { postJson } from '../../lib/http';
import { usePendingButtonFocus } from '../../ui/pending-button-focus';
import { useToast } from '../../ui/toast';
import { Honeypot } from '../../ui/Honeypot';
import type { ContactSubmissionInput } from './schema';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { formText } from '../../lib/form-text';

export const CONTACT_ENDPOINT = '/api/contact-submissions';

export type ContactFormProps = { [key: string]: JsonValue; responseHours: number };

/** The JSON body, read from the form's named fields. */
export function contactPayload(form: HTMLFormElement): ContactSubmissionInput {
  const data = new FormData(form);
  const text = (name: string) => formText(data, name);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    businessType: text('businessType') as ContactSubmissionInput['businessType'],
    message: text('message'),
    website: text(HONEYPOT_FIELD),
  };
}

function Required() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

export default function ContactForm({ responseHours }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const toast = useToast();
  const sendFocus = usePendingButtonFocus(sending);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    sendFocus.rememberFocus();
    setSending(true);
    try {
      await postJson(CONTACT_ENDPOINT, contactPayload(form));
      toast({ title: 'Message Sent Successfully!', description: `We'll get back to you within ${responseHours} hours.` });
      form.reset();
    } catch {
      // Whatever went wrong, everything the visitor typed stays in the form.
      toast({ title: 'Message Failed to Send', description: 'Please try again or contact us directly.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form method="post" action={CONTACT_ENDPOINT} onSubmit={submit} className="relative grid gap-5" aria-labelledby="contact-form-heading">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-first-name" className="field-label">
            First Name
            <Required />
          </label>
          <input id="contact-first-name" name="firstName" type="text" required maxLength={100} autoComplete="given-name" className="field-input" />
        </div>
        <div>
          <label htmlFor="contact-last-name" className="field-label">
            Last Name
            <Required />
          </label>
          <input id="contact-last-name" name="lastName" type="text" required maxLength={100} autoComplete="family-name" className="field-input" />
        </div>
      </div>
      <div>
        <label htmlFor="contact-email" className="field-label">
          Email
          <Required />
        </label>
        <input id="contact-email" name="email" type="email" required maxLength={254} autoComplete="email" className="field-input" />
      </div>
      <div>
        <label htmlFor="contact-business-type" className="field-label">
          Business Type
        </label>
        <select id="contact-business-type" name="businessType" defaultValue="" className="field-input">
          <option value="">Select your business type (optional)</option>
          {businessTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="contact-message" className="field-label">
          Message
          <Required />
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={4}
          required
          maxLength={5000}
          placeholder="Tell us about your business and what you would like help with."
          className="field-input"
        />
      </div>
      <Honeypot />
      <p className="text-sm text-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <p>
        <button ref={sendFocus.button} type="submit" className="btn-primary w-full justify-center sm:w-auto" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </p>
      <PrivacyNote className="">We use your details only to reply to your enquiry.</PrivacyNote>
    </form>
  );
}
