import { waitingListConsentWording } from '../../content/shop';
import { EmailField } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { PrivacyNote } from '../../ui/PrivacyNote';

/** The waiting-list fields, the same in the dialog and in the plain form shown without JavaScript. */
export function ShopEmailFields({
  inputId,
  email = '',
  error,
}: {
  inputId: string;
  email?: string;
  error?: string | undefined;
}) {
  return (
    <>
      <EmailField id={inputId} value={email} error={error} placeholder="you@yourbusiness.co.uk" />
      <Honeypot />
      <p className="mt-4 text-sm text-ink" data-consent-statement="">
        {waitingListConsentWording}
      </p>
      <PrivacyNote className="mt-2">We use your email address only to tell you when the shop opens.</PrivacyNote>
    </>
  );
}
