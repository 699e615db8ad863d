/**
 * Warm, uncached render time per route against the running production
 * server: each timed request carries a query the page ignores and that was
 * never asked before, so the page cache cannot answer it and the Worker
 * renders. Reports the Worker's own Server-Timing for the whole miss (the
 * render, body read to its end, then the ETag hash a
 * first visitor also waits for), its parts, and the round trip seen from here.
 */
const WARM_UP = 20;
const SAMPLES = 60;

export interface RenderTiming {
  route: string;
  /** Median of the Worker's whole-miss timing (render + store); null when the Worker does not report it. */
  missMs: number | null;
  /** Mean of the same: workerd's clock moves in whole milliseconds, and the mean of many samples sees between them. */
  missMeanMs: number | null;
  /** Median of the render alone (route and body read). */
  renderMs: number | null;
  /** Median of the store step alone (the ETag hash; brotli runs after the answer); null from a Worker that does not report it. */
  storeMs: number | null;
  /** Median round trip of an uncached request, wrangler's local proxy included. */
  roundTripMs: number;
  htmlBytes: number;
}

export interface ServerMissTiming {
  totalMs: number;
  renderMs: number;
  storeMs: number | null;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The Worker's figures for one miss: `render;dur=…, store;dur=…, total;dur=…`.
 * A Worker from before the store figure sends only `render;dur=`, which is then the total.
 */
export function serverMissTiming(serverTiming: string | null): ServerMissTiming | null {
  const metric = (name: string): number | null => {
    const match = new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(serverTiming ?? '');
    return match?.[1] ? Number(match[1]) : null;
  };
  const renderMs = metric('render');
  if (renderMs === null) return null;
  const storeMs = metric('store');
  return { renderMs, storeMs, totalMs: metric('total') ?? renderMs + (storeMs ?? 0) };
}

let sequence = 0;
const uncachedUrl = (baseUrl: string, route: string) => {
  sequence += 1;
  return `${baseUrl}${route}${route.includes('?') ? '&' : '?'}bench-render=${Date.now()}-${sequence}`;
};

export async function renderTiming(baseUrl: string, route: string): Promise<RenderTiming> {
  for (let i = 0; i < WARM_UP; i++) await (await fetch(uncachedUrl(baseUrl, route))).arrayBuffer();
  const timings: ServerMissTiming[] = [];
  const roundTrips: number[] = [];
  let htmlBytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(uncachedUrl(baseUrl, route), { headers: { 'accept-encoding': 'identity' } });
    htmlBytes = (await response.arrayBuffer()).byteLength;
    roundTrips.push(performance.now() - started);
    const timing = serverMissTiming(response.headers.get('server-timing'));
    if (timing) timings.push(timing);
  }
  const figure = (values: number[], of: (values: number[]) => number) =>
    values.length > 0 ? Number(of(values).toFixed(2)) : null;
  const totals = timings.map((timing) => timing.totalMs);
  const renders = timings.map((timing) => timing.renderMs);
  const stores = timings.flatMap((timing) => (timing.storeMs === null ? [] : [timing.storeMs]));
  return {
    route,
    missMs: figure(totals, median),
    missMeanMs: figure(totals, mean),
    renderMs: figure(renders, median),
    storeMs: figure(stores, median),
    roundTripMs: Number(median(roundTrips).toFixed(2)),
    htmlBytes,
  };
}
