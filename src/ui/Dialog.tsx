/**
 * A modal dialog on the native <dialog> element: showModal() makes the page
 * behind inert and gives Escape and focus return; we add a labelled title, a
 * close button, backdrop click, and Tab wrapping from the last control to the
 * first (and back), which the native element leaves to the browser's own
 * toolbar. The drawer variant slides in from the right (w-72).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  variant?: 'modal' | 'drawer';
  /** Extra classes for the panel, e.g. a wider max width. */
  className?: string;
  /** Hide the visible title (still used as the accessible name). */
  hideTitle?: boolean;
}

/** The dialog's Tab stops in document order: one per radio group, nothing disabled, hidden or taken out of the order. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  const candidates = dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]');
  return [...candidates].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.getClientRects().length === 0) return false;
    if (getComputedStyle(element).visibility === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = [...dialog.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`)];
      return element === (group.find((radio) => radio.checked) ?? group[0]);
    }
    return true;
  });
}

/** Keeps Tab and Shift+Tab cycling inside the open dialog. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  }
}

export function Dialog({ open, onClose, title, description, children, variant = 'modal', className = '', hideTitle = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const panel =
    variant === 'drawer'
      ? 'dialog-drawer ml-auto mr-0 h-full max-h-none w-72 max-w-[85vw] p-5'
      : `dialog-modal w-[calc(100%-2rem)] max-w-2xl rounded-2xl p-6 sm:p-8 ${className}`;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`bg-white text-ink shadow-2xl ${panel}`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={wrapTab}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-display text-2xl font-bold leading-tight'}>
          {title}
        </h2>
        <button type="button" className="-m-1 ml-auto rounded-lg p-2 text-muted hover:bg-stone-100" aria-label="Close dialog" onClick={onClose}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="mb-4 text-muted">
          {description}
        </p>
      ) : null}
      {open ? children : null}
    </dialog>
  );
}
