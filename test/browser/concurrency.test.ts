/**
 * Load against the real local stack: 2,000 valid contact submissions, 50 at a
 * time, from 2,000 different visitors, to `wrangler dev`. Every one must be
 * answered 201 and stored exactly once.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, queryD1 } from './browser';

const TOTAL = 2000;
const CONCURRENCY = 50;

describe('concurrent submissions', () => {
  it(`stores ${TOTAL} submissions sent ${CONCURRENCY} at a time exactly once, with zero errors`, async () => {
    const run = `load-${Date.now()}`;
    const statuses = new Map<number, number>();
    const started = performance.now();
    let next = 0;
    async function worker() {
      while (next < TOTAL) {
        const index = next++;
        const response = await fetch(`${baseUrl()}/api/contact-submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': `100.64.${Math.floor(index / 250)}.${(index % 250) + 1}` },
          body: JSON.stringify({
            firstName: 'Load',
            lastName: `Visitor ${index}`,
            email: `visitor${index}@example.co.uk`,
            businessType: 'daycare',
            message: `${run} #${index}`,
          }),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(`concurrency: ${TOTAL} submissions in ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`);

    expect(Object.fromEntries(statuses)).toEqual({ 201: TOTAL });
    const [counts] = queryD1<{ total: number; distinct_messages: number }>(
      `SELECT count(*) AS total, count(DISTINCT message) AS distinct_messages FROM contact_submissions WHERE message LIKE '${run} #%'`,
    );
    expect(counts).toEqual({ total: TOTAL, distinct_messages: TOTAL });
  }, 300_000);
});
