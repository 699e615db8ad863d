/**
 * "Notify Me When Available" and the Get Notified dialog (spec 02 §2, §4, §8).
 * The button opens the dialog with no script (an invoker command); its form
 * posts to the server until the island hydrates (on first interaction), and
 * then sends JSON and shows the success view; if this code cannot run, the
 * dialog's plain post still works. With scripting off the button is hidden
 * and a link to the page's plain form (#get-notified) shows instead.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { JsonValue } from '../../lib/json';
import { serverMessageOr } from '../../lib/http';
import { closesDialog, Dialog, DialogButtons, opensDialog, useDialog, type DialogHandle } from '../../ui/Dialog';
import { SubmitButton } from '../../ui/form-fields';
import { useFormSubmit } from '../../ui/use-form-submit';
import {
  SHOP_NOTIFICATIONS_ENDPOINT,
  SHOP_PAGE_FIELD,
  shopNotificationFromFields,
} from '../../submissions/waiting-list/fields';
import { ShopEmailFields } from './ShopEmailFields';
import { SuccessMark } from '../../ui/line-icons';

export const NO_SCRIPT_FORM_ID = 'get-notified';
export { SHOP_NOTIFICATIONS_ENDPOINT };

type ShopWaitlistProps = {
  [key: string]: JsonValue;
  /** The shop page it is on: a plain post of the dialog's form (before hydration) comes back to it. */
  path: string;
};

const triggerLabel = 'Notify Me When Available';

/** The dialog's content; it starts afresh after each closing (keyed by the dialog's closings). */
function NotifyForm({ dialog, path }: { dialog: DialogHandle; path: string }) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const { pending, errors, onSubmit, submitButton } = useFormSubmit({
    endpoint: SHOP_NOTIFICATIONS_ENDPOINT,
    body: shopNotificationFromFields,
    saved: {
      toast: { title: 'Success!', description: "We'll notify you when our shop launches" },
      then: () => setSaved(true),
    },
    // The dialog stays on the form with the address still in it.
    failed: {
      toast: (error) => ({
        title: 'Error',
        description: serverMessageOr(error, 'Failed to save your notification preference'),
        variant: 'destructive',
      }),
    },
  });

  useEffect(() => {
    // The submit button has gone: put focus on the news so it is read out and stays inside the dialog.
    if (saved) successHeading.current?.focus();
  }, [saved]);

  if (saved) {
    return (
      <div className="text-center" data-shop-notify="saved">
        <SuccessMark size="dialog" />
        <h3 ref={successHeading} tabIndex={-1} className="mt-4 font-display text-xl font-bold text-ink outline-none">
          You're all set!
        </h3>
        <p className="mt-2 text-muted">We'll send you an email as soon as our shop launches.</p>
        <p className="mt-6">
          <button {...closesDialog(dialog)} className="btn-primary">
            Done
          </button>
        </p>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={`${SHOP_NOTIFICATIONS_ENDPOINT}#${NO_SCRIPT_FORM_ID}`}
      onSubmit={onSubmit}
      className="relative"
    >
      <input type="hidden" name={SHOP_PAGE_FIELD} value={path} />
      <ShopEmailFields inputId={`${id}-email`} error={errors.email} />
      <DialogButtons dialog={dialog} close="Cancel">
        <SubmitButton buttonRef={submitButton} pending={pending} className="btn-primary" sending="Saving...">
          Notify Me
        </SubmitButton>
      </DialogButtons>
    </form>
  );
}

export default function ShopWaitlist({ path }: ShopWaitlistProps) {
  const dialog = useDialog();

  return (
    <>
      {/* The button opens the dialog with no script; with scripting off it is hidden and the link to the page's plain form shows. */}
      <button {...opensDialog(dialog)} className="needs-script btn-primary px-6 py-4 text-lg">
        {triggerLabel}
      </button>
      <noscript>
        <a href={`#${NO_SCRIPT_FORM_ID}`} className="btn-primary px-6 py-4 text-lg">
          {triggerLabel}
        </a>
      </noscript>
      <Dialog
        dialog={dialog}
        title="Get Notified"
        description="Leave your email address and we'll tell you the day the shop opens. One email, no newsletter."
        className="!max-w-lg text-left"
      >
        <NotifyForm key={dialog.closings} dialog={dialog} path={path} />
      </Dialog>
    </>
  );
}
