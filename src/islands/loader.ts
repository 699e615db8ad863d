/**
 * The only script every page loads (kept tiny, no React): shell behaviours
 * that need no framework, and hydration of islands when each one needs it.
 */
type Runtime = typeof import('./runtime');
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime ??= import('./runtime'));

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth');

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/**
 * A tool whose visible trigger only its island can answer keeps its plain
 * form in a <noscript> inside an element marked data-fallback-for="island
 * name". When that island's code will not run, the <noscript> is replaced by
 * its markup (so only once) and the visitor still has the server's way; after
 * a press, focus goes to its first field. The markup is our own server's and
 * holds no scripts (the CSP allows none inline), so inserting it is safe.
 */
function fallBack(marker: HTMLElement, pressed: boolean) {
  for (const place of document.querySelectorAll(`[data-fallback-for="${marker.dataset.island}"]`)) {
    const noscript = place.querySelector('noscript');
    if (noscript) noscript.outerHTML = noscript.textContent ?? '';
    if (pressed) place.querySelector<HTMLElement>('input:not([type=hidden],[tabindex="-1"]),select,textarea')?.focus();
  }
}

function hydrate(marker: HTMLElement): Promise<void> {
  let hydration = hydrations.get(marker);
  if (!hydration) {
    marker.dataset.hydrated = 'pending';
    hydration = loadRuntime()
      .then((r) => r.hydrateIsland(marker))
      .then(
        () => {
          marker.dataset.hydrated = 'true';
        },
        () => {
          // The island's code did not arrive or did not start: its HTML keeps working as plain forms and links.
          marker.dataset.hydrated = 'failed';
          console.error(`island_failed ${marker.dataset.island ?? ''}`);
          fallBack(marker, false);
        },
      );
    hydrations.set(marker, hydration);
  }
  return hydration;
}

function hydrateOnInteraction(marker: HTMLElement) {
  const start = () => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) marker.removeEventListener(type, start);
    void hydrate(marker);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) marker.addEventListener(type, start, { passive: true });
}

/** A press is never held longer than this: an island whose code hangs on a poor connection hands it to the browser. */
const HELD_PRESS_LIMIT_MS = 8000;
const pressesReleased = new WeakSet<HTMLElement>();

/**
 * React does not replay a click that lands before hydrateRoot, so until an
 * island has hydrated (whatever its strategy) a press of one of its buttons
 * is held, the island hydrated at once, and the press made again on the same
 * button once the island has read its state from the DOM, or, if the island
 * could not load, handed to the browser as it stands. Links, checkboxes and
 * fields need nothing: the browser acts on them and the island reads what
 * they hold when it hydrates.
 */
function holdClicksUntilHydrated(marker: HTMLElement) {
  const hold = (event: MouseEvent) => {
    if (marker.dataset.hydrated === 'true') {
      marker.removeEventListener('click', hold, true);
      return;
    }
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !marker.contains(button) || button.disabled) return;
    // The code is not coming (or not in time): the browser acts on the press, and a trigger only the island could answer leads to the plain form instead.
    if (marker.dataset.hydrated === 'failed' || pressesReleased.has(marker)) return fallBack(marker, true);
    event.preventDefault();
    event.stopImmediatePropagation();
    const pressAgain = () => setTimeout(() => button.isConnected && !button.disabled && button.click(), 0);
    // Hydrated: the island handles the press. Failed or still loading after the limit: nothing holds it any more, so the browser does (a plain form post).
    const tooSlow = new Promise<void>((resolve) =>
      setTimeout(() => {
        pressesReleased.add(marker);
        resolve();
      }, HELD_PRESS_LIMIT_MS),
    );
    void Promise.race([hydrate(marker), tooSlow]).then(pressAgain);
  };
  marker.addEventListener('click', hold, true);
}

const markerOf = new WeakMap<Element, HTMLElement>();

function scheduleIslands() {
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        const marker = markerOf.get(entry.target);
        if (marker) void hydrate(marker);
      }
    },
    { rootMargin: '200px' },
  );
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    holdClicksUntilHydrated(marker);
    const strategy = marker.dataset.hydrate;
    if (strategy === 'load') void hydrate(marker);
    else if (strategy === 'idle') (window.requestIdleCallback ?? setTimeout)(() => void hydrate(marker));
    // Focus that arrived before this script ran (a quick keyboard user) counts as interaction.
    else if (strategy === 'interaction' && marker.contains(document.activeElement)) void hydrate(marker);
    else if (strategy === 'interaction') hydrateOnInteraction(marker);
    else {
      // display: contents has no box of its own: observe the first child.
      const box = marker.firstElementChild ?? marker;
      markerOf.set(box, marker);
      visible.observe(box);
      marker.addEventListener('focusin', () => void hydrate(marker), { once: true });
    }
  }
}
function watchHeaderScroll() {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const update = () => header.toggleAttribute('data-scrolled', window.scrollY > 10);
  update();
  addEventListener('scroll', update, { passive: true });
}

/** Spec: on load, scroll to the hash target after 100 ms; otherwise to the top. */
function scrollOnLoad() {
  const id = decodeURIComponent(location.hash.slice(1));
  setTimeout(() => {
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: scrollBehavior() });
  }, 100);
}

watchHeaderScroll();
scrollOnLoad();
scheduleIslands();
