/**
 * Asks for an email address before a free resource is downloaded (spec 01 §2,
 * §5, §8). The address is recorded through POST /api/resource-downloads (sent
 * by useFormSubmit, like every form); only then are the files handed to the
 * browser. The same endpoint answers the plain form used without JavaScript.
 */
import { useId } from 'react';
import { Dialog, DialogButtons, type DialogHandle } from '../../ui/Dialog';
import { SubmitButton } from '../../ui/form-fields';
import { useFormSubmit } from '../../ui/use-form-submit';
import { DownloadEmailFields } from './DownloadEmailFields';
import { RESOURCE_DOWNLOADS_ENDPOINT, resourceDownloadFromFields } from '../../submissions/resource-download/fields';
import type { DownloadableResource } from '../../submissions/resource-download/resources';

interface ResourceDownloadDialogProps {
  dialog: DialogHandle;
  resourceName: DownloadableResource;
  /** What the visitor receives, e.g. "an .ics calendar file and a CSV spreadsheet". */
  formatsText: string;
  /** Called after the request is recorded: start the downloads here. */
  onRecorded: () => void;
  /** Where a plain post of this form comes back to (the tool's anchor), should it ever be sent without the island. */
  anchor: string;
  /** Where to write if the download cannot be recorded: the stored email address. */
  supportEmail: string;
}

export function ResourceDownloadDialog({
  dialog,
  resourceName,
  formatsText,
  onRecorded,
  anchor,
  supportEmail,
}: ResourceDownloadDialogProps) {
  const id = useId();
  const { pending, errors, onSubmit, submitButton } = useFormSubmit({
    endpoint: RESOURCE_DOWNLOADS_ENDPOINT,
    body: resourceDownloadFromFields,
    saved: {
      toast: {
        title: 'Download Started',
        description: `Your ${resourceName} is being prepared and will download in a moment.`,
      },
      then: (form) => {
        onRecorded();
        form.reset();
        dialog.close();
      },
    },
    failed: {
      toast: () => ({
        title: 'Download Failed',
        description: `Please try again or contact support at ${supportEmail}.`,
        variant: 'destructive',
      }),
    },
  });

  return (
    <Dialog
      dialog={dialog}
      title={`Download the ${resourceName}`}
      description={`Enter your email address and we will download ${formatsText} to your device.`}
    >
      {/* An empty address sends nothing: the field is required, and the browser trims an email field's value. */}
      <form method="post" action={`${RESOURCE_DOWNLOADS_ENDPOINT}#${anchor}`} onSubmit={onSubmit} className="relative">
        <DownloadEmailFields inputId={`${id}-email`} resourceName={resourceName} error={errors.email} />
        <DialogButtons dialog={dialog} close="Cancel">
          <SubmitButton buttonRef={submitButton} pending={pending} className="btn-primary" sending="Preparing...">
            Download
          </SubmitButton>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
