/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus
 * trap, Escape and focus return; we add a labelled title, a close button and
 * backdrop click. The drawer variant slides in from the right (w-72).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

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
