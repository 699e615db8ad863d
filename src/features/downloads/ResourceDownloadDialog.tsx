/**
 * Asks for an email address before a free resource is downloaded (spec 01 §2,
 * §5, §8). The address is recorded through POST /api/resource-downloads; only
 * then are the files handed to the browser.
 */
import { useId, useState, type FormEvent } from 'react';
import { siteConfig } from '../../content/site-config';
import { postJson } from '../../lib/http';
import { Dialog } from '../../ui/Dialog';
import { usePendingButtonFocus } from '../../ui/pending-button-focus';
import { useToast } from '../../ui/toast';
import type { DownloadableResource } from './resources';
import { PrivacyNote } from '../../ui/PrivacyNote';

interface ResourceDownloadDialogProps {
  open: boolean;
  onClose: () => void;
  resourceName: DownloadableResource;
  /** What the visitor receives, e.g. "an .ics calendar file and a CSV spreadsheet". */
  formatsText: string;
  /** Called after the request is recorded: start the downloads here. */
  onRecorded: () => void;
}

export function ResourceDownloadDialog({ open, onClose, resourceName, formatsText, onRecorded }: ResourceDownloadDialogProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const downloadFocus = usePendingButtonFocus(pending);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const website = String(new FormData(event.currentTarget).get('website') ?? '');
    // An empty address sends nothing (the field is also required natively).
    if (pending || email.trim() === '') return;
    downloadFocus.rememberFocus();
    setPending(true);
    try {
      await postJson('/api/resource-downloads', { resourceName, email: email.trim(), website });
      toast({ title: 'Download Started', description: `Your ${resourceName} is being prepared and will download in a moment.` });
      onRecorded();
      setEmail('');
      onClose();
    } catch {
      toast({
        title: 'Download Failed',
        description: `Please try again or contact support at ${siteConfig.email}.`,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Download the ${resourceName}`} description={`Enter your email address and we will download ${formatsText} to your device.`}>
      <form onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-email`} className="field-label">
          Email Address<span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          className="field-input"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <PrivacyNote>
          We use your email address only to record this download and to answer any questions you send us about it.
        </PrivacyNote>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button ref={downloadFocus.button} type="submit" className="btn-primary" disabled={pending}>
            {pending ? 'Preparing...' : 'Download'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
