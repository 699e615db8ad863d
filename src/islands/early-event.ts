/** What the inline script (early-events.ts) records before an island hydrates, for the loader to replay. */
export interface EarlyEvent {
  /** The button pressed, or the field entered. */
  target: HTMLElement;
  press: boolean;
}

declare global {
  interface Window {
    /** Filled by the inline script from the first paint; the loader takes it over (its push then replays at once). */
    earlyEvents?: EarlyEvent[];
  }
}
