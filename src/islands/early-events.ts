/**
 * Inlined at the top of every page (allowed by a CSP sha256 hash the build
 * computes), so it listens from the first paint, long before the loader
 * arrives on a weak signal. A press on a button, or an entry in a field,
 * inside an island that has not hydrated yet is recorded here; the loader
 * hydrates that island at once and replays the record (islands/replay.ts).
 * What the platform answers is left to it: invoker commands, popovers,
 * links, <details>, and the submit button of a form with a server path.
 * A held button shows it is busy (aria-busy) until its press is replayed.
 */
import type { EarlyEvent } from './early-event';

const queue: EarlyEvent[] = [];
window.earlyEvents = queue;

function waitingIsland(element: Element): boolean {
  const marker = element.closest<HTMLElement>('[data-island]');
  // Not started, or pending: not 'true', not 'failed'.
  return marker !== null && !/true|failed/.test(marker.dataset.hydrated ?? '');
}

addEventListener(
  'click',
  (event) => {
    // A disabled button gets no click at all; one with an invoker command or a popover target is the browser's.
    const button = (event.target as Element).closest?.('button');
    if (
      !button ||
      button.matches('[command],[popovertarget]') ||
      (button.type === 'submit' && button.form?.hasAttribute('action'))
    )
      return;
    if (!waitingIsland(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second press while the first waits is the same wish, not a second one.
    if (button.ariaBusy) return;
    button.ariaBusy = 'true';
    queue.push({ target: button, press: true });
  },
  true,
);

addEventListener(
  'input',
  (event) => {
    const field = event.target as HTMLElement;
    if (waitingIsland(field)) queue.push({ target: field, press: false });
  },
  true,
);
