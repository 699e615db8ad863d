import { waitingListConsentWording } from '../../content/shop';
import { errorProps, FieldError } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { PrivacyNote } from '../../ui/PrivacyNote';

/** The waiting-list fields, the same in the dialog and in the plain form shown without JavaScript. */
export function ShopEmailFields({ inputId, email = '', error }: { inputId: string; email?: string; error?: string | undefined }) {
  return (
    <>
      <label htmlFor={inputId} className="field-label">
        Email Address
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@yourbusiness.co.uk"
        className="field-input"
        defaultValue={email}
        {...errorProps(`${inputId}-error`, error)}
      />
      <FieldError id={`${inputId}-error`} message={error} />
      <Honeypot />
      <p className="mt-4 text-sm text-ink" data-consent-statement="">
        {waitingListConsentWording}
      </p>
      <PrivacyNote className="mt-2">We use your email address only to tell you when the shop opens.</PrivacyNote>
    </>
  );
}
