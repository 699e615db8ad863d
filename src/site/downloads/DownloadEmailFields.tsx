import { EmailField } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { PrivacyNote } from '../../ui/PrivacyNote';
import type { DownloadableResource } from '../../submissions/resource-download/resources';

/**
 * What a download form asks for, the same in the dialog and in the plain form
 * shown without JavaScript: which resource (hidden), the email address with
 * its message, the honeypot and the privacy line.
 */
export function DownloadEmailFields({
  inputId,
  resourceName,
  email = '',
  error,
}: {
  inputId: string;
  resourceName: DownloadableResource;
  email?: string;
  error?: string | undefined;
}) {
  return (
    <>
      <input type="hidden" name="resourceName" value={resourceName} />
      <EmailField id={inputId} value={email} error={error} />
      <Honeypot />
      <PrivacyNote>
        We use your email address only to record this download and to answer any questions you send us about it.
      </PrivacyNote>
    </>
  );
}
