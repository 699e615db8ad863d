/**
 * Notification toasts (spec 01 §2, §9): title, description, optional action,
 * default or destructive; one at a time; 5 s (held while hovered or while
 * keyboard focus is in the region); swipe right (50 px) to dismiss; F8
 * focuses the region; announced through an aria-live region.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onSelect: () => void };
}

interface Toast extends ToastInput {
  id: number;
}

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_LIMIT = 1;

let nextToastId = 1;
const toastsAtom = atom<Toast[]>([]);

const showToastAtom = atom(null, (get, set, toast: ToastInput) => {
  set(toastsAtom, [{ ...toast, id: nextToastId++ }, ...get(toastsAtom)].slice(0, TOAST_LIMIT));
});

const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** Returns a function that shows a toast. */
export function useToast(): (toast: ToastInput) => void {
  return useSetAtom(showToastAtom);
}

/** Keyboard focus is in the notification area (F8, then Tab to a toast's buttons). */
const focusInNotifications = () => Boolean(document.activeElement?.closest('[data-toast-viewport]'));

function ToastItem({ toast, onDismiss: remove }: { toast: Toast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const paused = useRef(false);
  const item = useRef<HTMLLIElement>(null);

  // A toast holding keyboard focus hands it to the notification list as it goes, so focus is not dropped on the page.
  const onDismiss = useCallback(() => {
    const current = item.current;
    if (current?.contains(document.activeElement)) current.closest<HTMLElement>('[data-toast-viewport]')?.focus();
    remove();
  }, [remove]);

  useEffect(() => {
    // Paused under the pointer and while keyboard focus is in the notification area, so it can be read and acted on.
    const timer = setInterval(() => {
      if (!paused.current && !focusInNotifications()) onDismiss();
    }, TOAST_DURATION_MS);
    return () => clearInterval(timer);
  }, [onDismiss]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
    start.current = null;
  };

  const destructive = toast.variant === 'destructive';
  // The <li> stays a plain list item (a list may only hold list items); the status role sits on the toast inside it.
  return (
    <li ref={item} className="flex w-full">
      <div
        role="status"
        aria-atomic="true"
        data-variant={toast.variant ?? 'default'}
        className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg touch-pan-y ${
          destructive ? 'border-red-700 bg-red-700 text-white' : 'border-stone-200 bg-white text-ink'
        }`}
        style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onMouseEnter={() => (paused.current = true)}
        onMouseLeave={() => (paused.current = false)}
      >
        <div className="grid gap-1">
          <p className="font-semibold text-sm">{toast.title}</p>
          {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
        </div>
        {toast.action ? (
          <button
            type="button"
            className="btn-outline shrink-0 text-sm"
            onClick={() => {
              toast.action?.onSelect();
              onDismiss();
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
        <button
          type="button"
          aria-label="Dismiss notification"
          className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const viewport = useRef<HTMLOListElement>(null);
  const onDismiss = useCallback((id: number) => dismiss(id), [dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label="Notifications (F8)" aria-live="polite" aria-relevant="additions text">
      <ol
        ref={viewport}
        tabIndex={-1}
        data-toast-viewport
        aria-label="Notification"
        className="pointer-events-none fixed bottom-0 right-0 z-100 flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />
        ))}
      </ol>
    </section>
  );
}
