import type { ReactNode, Ref } from 'react';
import { BACK_INTENT, INTENT_FIELD } from '../../submissions/consultation-booking/wizard-state';

/**
 * The way on and Back, both submit buttons of the wizard's form, so they work
 * without scripts (Back posts intent=back and skips the browser's checks).
 * The way on comes first in the document because Enter in a field presses the
 * form's first submit button; flex-row-reverse still shows Back on the left.
 */
export function StepButtons({
  forward,
  pending = false,
  forwardRef,
}: {
  forward: ReactNode;
  pending?: boolean;
  forwardRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="mt-6 flex flex-row-reverse flex-wrap justify-between gap-3">
      <button ref={forwardRef} type="submit" className="btn-primary" disabled={pending}>
        {forward}
      </button>
      <button
        type="submit"
        name={INTENT_FIELD}
        value={BACK_INTENT}
        formNoValidate
        className="btn-outline"
        disabled={pending}
      >
        Back
      </button>
    </div>
  );
}
