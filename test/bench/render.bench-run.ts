/**
 * Warm server render time per route in workerd: the median over batches of
 * 10 full renders (body read to the end), divided by 10, because workerd's
 * clock ticks in whole milliseconds.
 */
import { it } from 'vitest';
import { request } from '../api/request';
import { benchRoutes } from '../support/routes';

const WARM_UP = 20;
const BATCHES = 30;
const BATCH_SIZE = 10;

it('renders every route', async () => {
  for (const route of benchRoutes) {
    let htmlBytes = 0;
    for (let i = 0; i < WARM_UP; i++) await (await request(route)).arrayBuffer();
    const timings: number[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const started = performance.now();
      for (let i = 0; i < BATCH_SIZE; i++) htmlBytes = (await (await request(route)).arrayBuffer()).byteLength;
      timings.push((performance.now() - started) / BATCH_SIZE);
    }
    timings.sort((a, b) => a - b);
    const medianMs = timings[Math.floor(timings.length / 2)] ?? 0;
    console.log(`BENCH ${JSON.stringify({ route, medianMs: Number(medianMs.toFixed(3)), htmlBytes })}`);
  }
});
