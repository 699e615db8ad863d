/**
 * The contact form (spec 01 §2, §4, §5, §8). A real form that posts to
 * /api/contact-submissions, so it works before and without JavaScript (the
 * server answers with the page again, values and messages kept); once
 * hydrated it sends JSON, shows "Sending..." and answers with a toast. The
 * fields are uncontrolled, so nothing typed before hydration is lost.
 */
import { businessTypes } from '../../content/business-types';
import type { JsonValue } from '../../lib/json';
import { valueOf, type FormState } from '../../lib/form-state';
import {
  errorProps,
  FieldError,
  requiredLineFields,
  RequiredFieldsNote,
  RequiredMark,
  SelectOptions,
  SubmitButton,
} from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { useFormSubmit } from '../../ui/use-form-submit';
import { CONTACT_ENDPOINT, contactFromFields } from '../../submissions/contact-message/fields';

type ContactFormProps = {
  [key: string]: JsonValue;
  responseHours: number;
  /** A plain post that came back: the values as typed and a message per field. */
  form: FormState | null;
};

export default function ContactForm({ responseHours, form }: ContactFormProps) {
  const { pending, errors, onSubmit, submitButton } = useFormSubmit({
    endpoint: CONTACT_ENDPOINT,
    body: contactFromFields,
    initialErrors: form?.errors,
    saved: {
      toast: {
        title: 'Message Sent Successfully!',
        description: `We'll get back to you within ${responseHours} hours.`,
      },
      then: (element) => element.reset(),
    },
    failed: {
      toast: () => ({
        title: 'Message Failed to Send',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      }),
    },
  });
  const value = (name: string) => valueOf(form ?? undefined, name);
  const invalid = (name: string) => errorProps(`contact-${name}-error`, errors[name]);
  /** A required one-line field of the form. */
  const requiredLine = requiredLineFields('contact', value, errors);

  return (
    <form
      method="post"
      action={`${CONTACT_ENDPOINT}#contact`}
      onSubmit={onSubmit}
      className="relative grid gap-5"
      aria-labelledby="contact-form-heading"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {requiredLine('firstName', 'First Name', 'text', 50, 'given-name')}
        {requiredLine('lastName', 'Last Name', 'text', 50, 'family-name')}
      </div>
      {requiredLine('email', 'Email', 'email', 254, 'email')}
      <div>
        <label htmlFor="contact-businessType" className="field-label">
          Business Type
        </label>
        <select
          id="contact-businessType"
          name="businessType"
          defaultValue={value('businessType')}
          className="field-input"
          {...invalid('businessType')}
        >
          <option value="">Select your business type</option>
          <SelectOptions options={businessTypes} />
        </select>
        <FieldError id="contact-businessType-error" message={errors.businessType} />
      </div>
      <div>
        <label htmlFor="contact-message" className="field-label">
          Message
          <RequiredMark />
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={4}
          required
          maxLength={5000}
          placeholder="Tell us about your business and what you would like help with."
          className="field-input"
          defaultValue={value('message')}
          {...invalid('message')}
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <Honeypot />
      <RequiredFieldsNote />
      <p>
        <SubmitButton
          buttonRef={submitButton}
          pending={pending}
          className="btn-primary w-full justify-center sm:w-auto"
          sending="Sending..."
        >
          Send Message
        </SubmitButton>
      </p>
      <PrivacyNote className="">We use your details only to reply to your enquiry.</PrivacyNote>
    </form>
  );
}
