/**
 * The only script every page loads (kept tiny, no React): shell behaviours
 * that need no framework, and hydration of islands when each one needs it.
 */
import type { EarlyEvent } from './early-event';
import type { IslandRuntime } from './runtime';

/**
 * Set once by startIslandLoader: fetches the runtime, which holds every island's code by name, at the first hydration,
 * with the chunks it imports at the same time. The runtime is a build of its own, so the loader carries no table of
 * every island's chunks (the first script's 2 KB).
 */
let fetchRuntime: () => Promise<IslandRuntime>;
let runtime: Promise<IslandRuntime> | undefined;
const loadRuntime = () => (runtime ??= fetchRuntime());

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/**
 * A tool whose dialog only its island can run (the growth quiz) keeps its
 * plain form in a <noscript> inside an element marked data-fallback-for="island
 * name". When that island's code will not run, the <noscript> is replaced by
 * its markup (so only once), the trigger stops opening the dialog, and the
 * visitor has the server's way; after a press, focus goes to its first field.
 * The markup is our own server's and holds no scripts, so inserting it is safe.
 */
function fallBack(marker: HTMLElement, pressed: boolean) {
  const places = document.querySelectorAll(`[data-fallback-for="${marker.dataset.island}"]`);
  if (places.length === 0) return;
  for (const dialog of marker.querySelectorAll('dialog')) dialog.close();
  for (const trigger of marker.querySelectorAll('[command="show-modal"]')) trigger.removeAttribute('command');
  for (const place of places) {
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
          fallBack(marker, false);
          // The browser now acts on every press; one on a trigger only the island could answer leads to the plain form.
          marker.addEventListener(
            'click',
            (event) => (event.target as Element).closest('button') && fallBack(marker, true),
          );
        },
      );
    hydrations.set(marker, hydration);
  }
  return hydration;
}

/** A press is never held longer than this: an island whose code hangs on a poor connection hands it to the browser. */
const HELD_PRESS_LIMIT_MS = 8000;

/** Records that wait for their island, oldest first: a field's entry is replayed only at its last record. */
const waiting: EarlyEvent[] = [];
let replays = Promise.resolve();

/**
 * Takes one record of the inline script: hydrates its island at once and,
 * in the order the visitor acted, replays it there. If the code fails, or
 * is still not there after the limit, the island's plain form is shown and
 * the browser acts on further presses itself.
 */
function takeEarlyEvent(event: EarlyEvent) {
  const marker = event.target.closest<HTMLElement>('[data-island]');
  if (!marker) return;
  waiting.push(event);
  const tooSlow = new Promise<void>((resolve) => setTimeout(resolve, HELD_PRESS_LIMIT_MS));
  const settled = Promise.race([hydrate(marker), tooSlow]);
  replays = replays
    .then(() => settled)
    .then(() => {
      waiting.splice(waiting.indexOf(event), 1);
      event.target.removeAttribute('aria-busy');
      // Hydrated means the runtime (which holds the replay) has arrived.
      if (marker.dataset.hydrated === 'true') return loadRuntime().then((r) => r.replay(event, waiting));
      if (event.press) {
        marker.dataset.hydrated = 'failed';
        fallBack(marker, true);
      }
    });
}

function takeOverEarlyEvents() {
  const recorded = window.earlyEvents ?? [];
  for (const event of recorded.splice(0)) takeEarlyEvent(event);
  recorded.push = (...events) => {
    for (const event of events) takeEarlyEvent(event);
    return 0;
  };
}

function scheduleIslands() {
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        const marker = entry.target.closest<HTMLElement>('[data-island]');
        if (marker) void hydrate(marker);
      }
    },
    { rootMargin: '200px' },
  );
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const strategy = marker.dataset.hydrate;
    // Focus that arrived before this script ran (a quick keyboard user) counts as interaction.
    if (strategy === 'load' || marker.contains(document.activeElement)) void hydrate(marker);
    else if (strategy === 'idle') (window.requestIdleCallback ?? setTimeout)(() => void hydrate(marker));
    else {
      // display: contents has no box of its own: observe the first child.
      if (strategy === 'visible') visible.observe(marker.firstElementChild ?? marker);
      // hydrate() starts once, so each listener may fire or not.
      for (const type of ['pointerover', 'focusin', 'touchstart'])
        marker.addEventListener(type, () => void hydrate(marker), { passive: true, once: true });
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
    // The stylesheet's scroll-behavior: smooth, or instant under prefers-reduced-motion.
    target?.scrollIntoView();
  }, 100);
}

/**
 * Called by the browser's entry (src/generated/loader.ts), a module script
 * without async: it runs once the whole page has been parsed, so every island is there to find.
 */
export function startIslandLoader([runtimeFile, ...itsChunks]: string[]) {
  const address = (file = '') => new URL(file, import.meta.url).href;
  fetchRuntime = () => {
    for (const chunk of itsChunks) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = address(chunk);
      document.head.appendChild(preload);
    }
    return import(address(runtimeFile));
  };
  watchHeaderScroll();
  scrollOnLoad();
  takeOverEarlyEvents();
  scheduleIslands();
}
