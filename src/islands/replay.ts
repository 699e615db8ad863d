/**
 * Makes a hydrated island see what the visitor did before it could listen
 * (recorded by the inline early-events.ts). React 19 keeps a field's value
 * when it hydrates but never fires onChange for it, and never replays a
 * click that landed before hydrateRoot: so a field whose value differs from
 * what the server rendered is changed again the way React notices, and a
 * held press is made again on the same button.
 */
import type { EarlyEvent } from './early-event';

/** The value setter of the element's own class, which React's value tracking does not see. */
function setValueUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

function replayEntry(field: HTMLElement) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    // React tracks the flipped state; the click flips it back and React sees the visitor's choice.
    field.checked = !field.checked;
    field.click();
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const entered = field.value;
    if (entered === field.defaultValue) return;
    field.value = field.defaultValue;
    setValueUnseen(field, entered);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } else field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replays one record on its hydrated island; `later` are the records still waiting after it. */
export function replay({ target, press }: EarlyEvent, later: EarlyEvent[]) {
  if (!target.isConnected) return;
  if (press) {
    if (!(target as HTMLButtonElement).disabled) target.click();
  } else if (!later.some((next) => next.target === target)) {
    // Only the field's last record counts: by then it holds everything entered before.
    replayEntry(target);
  }
}
