/**
 * Warm, uncached render time per route against the running production
 * server: each timed request carries a query the page ignores and that was
 * never asked before, so the page cache cannot answer it and the Worker
 * renders. Reports the Worker's own `Server-Timing: render;dur=` figure (the
 * render, body read to its end) and the round trip seen from here.
 */
const WARM_UP = 20;
const SAMPLES = 60;

export interface RenderTiming {
  route: string;
  /** Median of the Worker's own render timing; null when the Worker does not report it. */
  renderMs: number | null;
  /** Mean of the same: workerd's clock moves in whole milliseconds, and the mean of many samples sees between them. */
  renderMeanMs: number | null;
  /** Median round trip of an uncached request, wrangler's local proxy included. */
  roundTripMs: number;
  htmlBytes: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function serverRenderMs(response: Response): number | null {
  const match = /(?:^|,)\s*render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

let sequence = 0;
const uncachedUrl = (baseUrl: string, route: string) => `${baseUrl}${route}${route.includes('?') ? '&' : '?'}bench-render=${Date.now()}-${(sequence += 1)}`;

export async function renderTiming(baseUrl: string, route: string): Promise<RenderTiming> {
  for (let i = 0; i < WARM_UP; i++) await (await fetch(uncachedUrl(baseUrl, route))).arrayBuffer();
  const renders: number[] = [];
  const roundTrips: number[] = [];
  let htmlBytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(uncachedUrl(baseUrl, route), { headers: { 'accept-encoding': 'identity' } });
    htmlBytes = (await response.arrayBuffer()).byteLength;
    roundTrips.push(performance.now() - started);
    const render = serverRenderMs(response);
    if (render !== null) renders.push(render);
  }
  return {
    route,
    renderMs: renders.length > 0 ? Number(median(renders).toFixed(2)) : null,
    renderMeanMs: renders.length > 0 ? Number((renders.reduce((sum, value) => sum + value, 0) / renders.length).toFixed(2)) : null,
    roundTripMs: Number(median(roundTrips).toFixed(2)),
    htmlBytes,
  };
}
