import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { schedules } from './schedules';

describe('cron triggers', () => {
  it('are the same in wrangler.toml and in the jobs the Worker dispatches, so no trigger fires without a job or a job waits for a trigger that never comes', () => {
    expect(env.WRANGLER_CRONS.length).toBeGreaterThan(0);
    expect([...env.WRANGLER_CRONS].sort()).toEqual(Object.values(schedules).sort());
  });
});
