/**
 * A modal dialog on the native <dialog> element, in the server HTML from the
 * start: a button with command="show-modal" opens it and command="close" (or
 * Escape, or a press on the backdrop, closedby="any") closes it, with no
 * script at all, so a visitor whose scripts have not arrived is never left
 * with a dead button. showModal() makes the page behind inert and returns
 * focus on close. Once hydrated we add Tab wrapping from the last control to
 * the first (and back), which the native element leaves to the browser's own
 * toolbar, and useDialog() follows the element's own open state, whoever
 * opened it. The drawer variant slides in from the right (w-72).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { PathIcon } from './line-icons';

export interface DialogHandle {
  /** The <dialog>'s id, for a trigger's commandfor. */
  id: string;
  ref: RefObject<HTMLDialogElement | null>;
  /** Whether the dialog is open now, however it was opened. */
  open: boolean;
  /** How many times it has closed since hydration: a key that starts its content afresh for the next opening. */
  closings: number;
  show: () => void;
  close: () => void;
}

/** A dialog's id and live open state; pass it to <Dialog> and give its trigger {...opensDialog(handle)}. */
export function useDialog(): DialogHandle {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // It may have been opened by its invoker before this island hydrated.
    const follow = () => setOpen(dialog.open);
    const closed = () => {
      setOpen(false);
      setClosings((count) => count + 1);
    };
    follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', closed);
    };
  }, []);
  return {
    id,
    ref,
    open,
    closings,
    show: () => {
      if (!ref.current?.open) ref.current?.showModal();
    },
    close: () => ref.current?.close(),
  };
}

/** The attributes that make a button open the dialog with no script (Invoker Commands). */
export function opensDialog(dialog: Pick<DialogHandle, 'id'>) {
  return { type: 'button', command: 'show-modal', commandfor: dialog.id, 'aria-haspopup': 'dialog' } as const;
}

/** The attributes that make a button close the dialog with no script. */
export function closesDialog(dialog: Pick<DialogHandle, 'id'>) {
  return { type: 'button', command: 'close', commandfor: dialog.id } as const;
}

/** A button showing only a one-path icon that opens or closes a dialog: the header's menu and a dialog's close. */
export function DialogIconButton({
  dialog,
  action,
  className,
  label,
  size,
  d,
}: {
  dialog: Pick<DialogHandle, 'id'>;
  action: 'open' | 'close';
  className: string;
  /** The button's name for screen readers, as it has no visible text. */
  label: string;
  size: number;
  d: string;
}) {
  return (
    <button
      {...(action === 'open' ? opensDialog(dialog) : closesDialog(dialog))}
      className={className}
      aria-label={label}
    >
      <PathIcon size={size} d={d} />
    </button>
  );
}

/** A dialog's buttons: one that closes it (Close, Cancel), then its own action (the children). */
export function DialogButtons({
  dialog,
  close = 'Close',
  className = 'mt-6 flex flex-wrap justify-end gap-3',
  children,
}: {
  dialog: Pick<DialogHandle, 'id'>;
  close?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <button {...closesDialog(dialog)} className="btn-outline">
        {close}
      </button>
      {children}
    </div>
  );
}

interface DialogProps {
  dialog: DialogHandle;
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
  const candidates = dialog.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
  );
  return [...candidates].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.getClientRects().length === 0) return false;
    if (getComputedStyle(element).visibility === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = [
        ...dialog.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
      ];
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

export function Dialog({
  dialog,
  title,
  description,
  children,
  variant = 'modal',
  className = '',
  hideTitle = false,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  const panel =
    variant === 'drawer'
      ? 'dialog-drawer ml-auto mr-0 h-full max-h-none w-72 max-w-[85vw] p-5'
      : `dialog-modal w-[calc(100%-2rem)] max-w-2xl rounded-2xl p-6 sm:p-8 ${className}`;

  return (
    <dialog
      ref={dialog.ref}
      id={dialog.id}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`bg-white text-ink shadow-2xl ${panel}`}
      onClick={(event) => {
        // Browsers without closedby: a press on the backdrop (outside the panel) closes.
        const panelBox = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < panelBox.left ||
          event.clientX > panelBox.right ||
          event.clientY < panelBox.top ||
          event.clientY > panelBox.bottom;
        if (event.target === event.currentTarget && outside && event.detail > 0) dialog.close();
      }}
      onKeyDown={wrapTab}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-display text-2xl font-bold leading-tight'}>
          {title}
        </h2>
        <DialogIconButton
          dialog={dialog}
          action="close"
          className="-m-1 ml-auto rounded-lg p-2 text-muted hover:bg-stone-100"
          label="Close dialog"
          size={20}
          d="M6 6l12 12M18 6L6 18"
        />
      </div>
      {description ? (
        <p id={descriptionId} className="mb-4 text-muted">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
